"use client";

import { useEffect, useRef } from "react";
import type { BoardShortcut } from "@/lib/constants/shortcuts";
import { adjacentCard, boardCards, boardShortcutFor, cardActionIn, focusedCard, shortcutTargetElement } from "./shortcuts";

/** A modal dialog is open: it owns the keyboard (its own Escape, its own fields). */
const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * Runs one board shortcut; false when there was nothing to act on, so the key keeps its usual meaning
 * (Backspace on a page, Escape elsewhere).
 */
function run(shortcut: BoardShortcut, openHelp: () => void): boolean {
  const card = focusedCard();
  switch (shortcut) {
    case "addTask":
    case "search": {
      const field = shortcutTargetElement(shortcut);
      field?.focus();
      return field !== null;
    }
    case "help":
      openHelp();
      return true;
    case "nextCard":
    case "previousCard": {
      const next = adjacentCard(boardCards(), card, shortcut === "nextCard" ? 1 : -1);
      next?.focus();
      next?.scrollIntoView?.({ block: "nearest" });
      return next !== null;
    }
    case "complete": {
      const box = card && cardActionIn(card, "complete");
      // Completes only: on a task that is already done the key does nothing.
      if (!box || box.getAttribute("aria-checked") === "true") return false;
      box.click();
      return true;
    }
    case "edit": {
      if (!card) return false;
      // The card's edit control when it has one, else its title.
      const edit = cardActionIn(card, "edit");
      if (edit) edit.click();
      else cardActionIn(card, "title")?.focus();
      return true;
    }
    case "delete": {
      const remove = card && cardActionIn(card, "delete");
      remove?.click();
      return Boolean(remove);
    }
    case "close": {
      // Dialogs close themselves on Escape; on the board it folds the focused card's comments.
      const comments = card?.querySelector<HTMLElement>('[data-card-action="comments"][aria-expanded="true"]');
      comments?.click();
      return Boolean(comments);
    }
  }
}

/**
 * The board's single-key shortcuts (lib/constants/shortcuts.ts), listened for on the window while the
 * board is shown; `openHelp` opens the shortcuts sheet. Nothing fires while a dialog is open, while
 * typing in a field or with a modifier held (see boardShortcutFor).
 */
export function useBoardShortcuts({ openHelp }: { openHelp: () => void }): void {
  const latest = useRef(openHelp);
  useEffect(() => {
    latest.current = openHelp;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = boardShortcutFor(event);
      if (!shortcut || dialogOpen()) return;
      if (run(shortcut, latest.current)) event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
