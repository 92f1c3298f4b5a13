"use client";

import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { STORAGE_KEYS } from "@/lib/constants/common";
import { LazyToaster } from "@/components/ui/LazyToaster";

/**
 * Client-side context for every page: the theme (class on <html>, stored under 'theme', following the
 * system until the user picks one; next-themes sets it with an inline script before the page paints,
 * carrying the request's CSP nonce; the toggle switches without transitions, components/nav/ThemeToggle.tsx) and the toast region (loaded on the first toast). The signed-in pages add the data cache
 * (components/QueryProvider.tsx).
 */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <ThemeProvider nonce={nonce} attribute="class" storageKey={STORAGE_KEYS.theme} defaultTheme="system" enableSystem>
      {children}
      <LazyToaster />
    </ThemeProvider>
  );
}
