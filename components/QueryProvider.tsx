"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CACHE_STALE_MS } from "@/lib/constants/common";

/**
 * The data cache (30 s stale time) of the signed-in pages, the only ones that fetch through it: the
 * public pages load none of TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: CACHE_STALE_MS } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
