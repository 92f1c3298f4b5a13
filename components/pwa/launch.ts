"use client";

import { useEffect, useRef } from "react";
import type { LaunchParam } from "@/lib/constants/pwa";

/**
 * Runs `open` once after hydration when the page was opened with `?{param}=1` (the installed app's
 * shortcuts, app/manifest.ts), then takes the parameter out of the address, so a reload does not open it
 * again.
 */
export function useLaunchShortcut(param: LaunchParam, open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(param) !== "1") return;
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url);
    latest.current();
  }, [param]);
}
