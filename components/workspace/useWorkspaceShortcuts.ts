"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { WORKSPACE_SHORTCUT_COUNT } from "@/lib/constants/workspaces";
import { isTypingTarget } from "@/components/board/shortcuts";

/**
 * Option/Alt + 1..5 switches to the user's own 1st..5th workspace (shared ones get no shortcut). The physical key is
 * matched (`event.code` Digit1..Digit5), since Option+digit types a symbol on a Mac keyboard. Ignored
 * while typing in an input, a textarea, a select or an editable element.
 */

/** 0-based index of the owned workspace a key press asks for, or null when it is not the shortcut. */
export function shortcutIndex(event: Pick<KeyboardEvent, "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "code" | "target">): number | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const match = /^Digit([1-9])$/.exec(event.code);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  if (index >= WORKSPACE_SHORTCUT_COUNT || isTypingTarget(event.target)) return null;
  return index;
}

export function useWorkspaceShortcuts(owned: readonly { id: string }[], switchTo: (id: string) => void): void {
  const latest = useRef({ owned, switchTo });
  useEffect(() => {
    latest.current = { owned, switchTo };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const index = shortcutIndex(event);
      if (index === null) return;
      const target = latest.current.owned[index];
      if (!target) return;
      event.preventDefault();
      latest.current.switchTo(target.id);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

const subscribeNever = () => () => {};

/** True on an Apple keyboard platform, where the hint reads ⌥1 instead of Alt+1 (false during the server render). */
export function useIsMac(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent),
    () => false,
  );
}

/** The hint next to the n-th (1-based) owned workspace. */
export const shortcutHint = (n: number, mac: boolean) => (mac ? `⌥${n}` : `Alt+${n}`);
