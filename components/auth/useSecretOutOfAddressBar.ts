"use client";

import { useEffect } from "react";

/**
 * Pages opened from a one-time link (/verify-email, /reset-password) take userId and secret out of the
 * address bar as soon as they run, so the secret does not stay in the history, in a bookmark or on a
 * screen share; the component already holds both. Those pages send no Referer either (next.config.ts).
 */
export function useSecretOutOfAddressBar(): void {
  useEffect(() => {
    if (window.location.search === "") return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
  }, []);
}
