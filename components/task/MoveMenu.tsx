"use client";

import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import type { ColumnId } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";

export interface MoveMenuProps {
  /** The columns the card can go to, in the board's order. */
  targets: readonly ColumnId[];
  /** The 'Move to…' button: the focus goes back to it when the menu closes without a move. */
  opener: RefObject<HTMLButtonElement | null>;
  onMove: (to: ColumnId) => void;
  onClose: () => void;
}

/** Under its button at the card's right edge; each item a 44 px touch target on a phone. */
const menuLook =
  "absolute right-0 top-full z-30 mt-1 flex min-w-44 flex-col rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900";
const itemLook =
  "rounded-md px-3 py-2 text-left text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 max-sm:min-h-11 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A card's 'Move to…' menu (docs/product.md#the-board): the other columns of the view, by name. The first
 * takes the focus; the arrow keys go round the items, Home and End to the ends; Enter or a tap moves the
 * card as a drop on that column would. Escape, Tab or a press outside close it.
 */
export function MoveMenu({ targets, opener, onMove, onClose }: MoveMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !opener.current?.contains(target)) onClose();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // Once per opening: the first item takes the focus when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let to: number | null = null;
    if (event.key in STEP) to = (at + STEP[event.key]! + list.length) % list.length;
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = list.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      opener.current?.focus();
      return;
    } else if (event.key === "Tab") {
      onClose();
      return;
    } else return;
    event.preventDefault();
    list[to]?.focus();
  };

  return (
    <div ref={menu} role="menu" aria-label={boardCopy.moveTo} className={menuLook} onKeyDown={onKeyDown} data-testid="move-menu">
      {targets.map((id) => (
        <button key={id} type="button" role="menuitem" tabIndex={-1} className={itemLook} onClick={() => onMove(id)}>
          {boardCopy.columnTitles[id]}
        </button>
      ))}
    </div>
  );
}
