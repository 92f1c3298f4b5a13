"use client";

import { useState, type ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CACHE_STALE_MS, STORAGE_KEYS } from "@/lib/constants/common";
import { Toaster } from "@/components/ui/Toaster";

/**
 * Client-side context for every page: the theme (class on <html>, stored under 'theme', following the
 * system until the user picks one; next-themes sets it with an inline script before the page paints,
 * carrying the request's CSP nonce),
 * the data cache (30 s stale time) and the toast region.
 */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: CACHE_STALE_MS } } }));
  return (
    <ThemeProvider nonce={nonce} attribute="class" storageKey={STORAGE_KEYS.theme} defaultTheme="system" enableSystem disableTransitionOnChange>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
