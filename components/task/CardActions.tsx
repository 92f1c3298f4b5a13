"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { boardCopy } from "@/lib/copy/board";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { cn } from "@/components/ui/cn";
import type { CardMove } from "@/components/board/column-move";
import { cardAction, cardControl } from "@/components/board/shortcuts";
import { cardLook } from "./card-look";
import { CardIcon } from "./card-icons";

// The menu's code loads when it first opens (import()), out of the board's chunks.
const MoveMenu = dynamic(() => import("./MoveMenu").then((m) => m.MoveMenu), { ssr: false });

/** The icon button, on a phone (below `sm`) a 44 × 44 px touch target (WCAG 2.5.5) with the icon in its middle. */
const iconButton = `${cardLook.iconButton} max-sm:inline-flex max-sm:size-11 max-sm:items-center max-sm:justify-center`;

export interface CardActionsProps {
  className: string;
  disabled: boolean;
  /** The user may delete the task (its creator or the workspace owner). */
  canDelete: boolean;
  expanded: boolean;
  /** The 'Move to…' menu's columns and move; null where the card cannot be moved (as where it cannot be dragged). */
  move: CardMove | null;
  onEdit: () => void;
  onReschedule: () => void;
  onDelete: () => void;
  onToggleComments: () => void;
}

/** A card's buttons: edit, reschedule, 'Move to…' (where a drag could move it), delete (for whom may) and the comments' expand toggle. */
export function CardActions({ className, disabled, canDelete, expanded, move, onEdit, onReschedule, onDelete, onToggleComments }: CardActionsProps) {
  const [moving, setMoving] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={className}>
      <button type="button" className={iconButton} aria-label={taskDetailsCopy.editTask} title={taskDetailsCopy.editTask} {...cardAction("edit")} {...cardControl} onClick={onEdit} disabled={disabled}>
        <CardIcon name="edit" className="size-4" />
      </button>
      <button type="button" className={iconButton} aria-label={taskDetailsCopy.reschedule} title={taskDetailsCopy.reschedule} {...cardControl} onClick={onReschedule} disabled={disabled}>
        <CardIcon name="calendar" className="size-4" />
      </button>
      {move && (
        <div className="relative inline-flex">
          <button
            ref={moveButton}
            type="button"
            className={iconButton}
            aria-label={boardCopy.moveTo}
            title={boardCopy.moveTo}
            aria-haspopup="menu"
            aria-expanded={moving}
            {...cardControl}
            onClick={() => setMoving(!moving)}
            disabled={disabled}
          >
            <CardIcon name="move" className="size-4" />
          </button>
          {moving && (
            <MoveMenu
              targets={move.targets}
              opener={moveButton}
              onMove={(to) => {
                setMoving(false);
                move.onMove(to);
              }}
              onClose={() => setMoving(false)}
            />
          )}
        </div>
      )}
      {canDelete && (
        <button type="button" className={cn(iconButton, "hover:text-red-600")} aria-label={taskDetailsCopy.delete} title={taskDetailsCopy.delete} {...cardAction("delete")} {...cardControl} onClick={onDelete} disabled={disabled}>
          <CardIcon name="delete" className="size-4" />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        {...cardAction("comments")}
        {...cardControl}
        aria-label={expanded ? taskDetailsCopy.hideComments : taskDetailsCopy.showComments}
        aria-expanded={expanded}
        onClick={onToggleComments}
        disabled={disabled}
      >
        <CardIcon name="expand" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
      </button>
    </div>
  );
}
