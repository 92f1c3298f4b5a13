"use client";

import { useEffect, useRef } from "react";
import type { LaunchParam } from "@/lib/constants/pwa";

/**
 * Runs `open` once after hydration when the page was opened with `?{param}=1` (the installed app's
 * shortcuts, app/manifest.ts), and takes the parameter out of the address, so a reload does not open it
 * again. After every render, not only the first: a router refresh that started before (the time zone
 * cookie's, on a first visit) writes back the address it started with, parameter included, as it renders
 * the page again; it is then taken out again, without opening again.
 */
export function useLaunchShortcut(param: LaunchParam, open: () => void): void {
  const latest = useRef(open);
  const opened = useRef(false);
  useEffect(() => {
    latest.current = open;
    const url = new URL(window.location.href);
    if (url.searchParams.get(param) !== "1") return;
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url);
    if (opened.current) return;
    opened.current = true;
    latest.current();
  });
}
