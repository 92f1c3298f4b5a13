"use client";

import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import type { ColumnId } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";
import { cardLook } from "./card-look";

export interface MoveMenuProps {
  /** The columns the card can go to, in the board's order. */
  targets: readonly ColumnId[];
  /** The 'Move to…' button: the focus goes back to it when the menu closes without a move. */
  opener: RefObject<HTMLButtonElement | null>;
  onMove: (to: ColumnId) => void;
  onClose: () => void;
}

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
    <div ref={menu} role="menu" aria-label={boardCopy.moveTo} className={cardLook.moveMenu} onKeyDown={onKeyDown} data-testid="move-menu">
      {targets.map((id) => (
        <button key={id} type="button" role="menuitem" tabIndex={-1} className={cardLook.moveItem} onClick={() => onMove(id)}>
          {boardCopy.columnTitles[id]}
        </button>
      ))}
    </div>
  );
}
