"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { STATUS_MESSAGE_MS } from "@/lib/constants/common";

/**
 * The add bar's status line: a message that stays while `sticky` (e.g. 'Adding task...') or clears
 * itself after 2 s.
 */
export function useStatusLine(): [string | null, (message: string, options?: { sticky?: boolean }) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: string, { sticky = false }: { sticky?: boolean } = {}) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (!sticky) timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
  }, []);

  return [message, show];
}
