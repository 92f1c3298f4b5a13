"use client";

import { CalendarClock, ChevronDown, Pencil, Trash2 } from "lucide-react";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { cn } from "@/components/ui/cn";
import { cardAction, cardControl } from "@/components/board/shortcuts";
import { cardLook } from "./card-look";

const iconButton = cardLook.iconButton;

export interface CardActionsProps {
  className: string;
  disabled: boolean;
  /** The user may delete the task (its creator or the workspace owner). */
  canDelete: boolean;
  expanded: boolean;
  onEdit: () => void;
  onReschedule: () => void;
  onDelete: () => void;
  onToggleComments: () => void;
}

/** A card's buttons: edit, reschedule, delete (for whom may) and the comments' expand toggle. */
export function CardActions({ className, disabled, canDelete, expanded, onEdit, onReschedule, onDelete, onToggleComments }: CardActionsProps) {
  return (
    <div className={className}>
      <button type="button" className={iconButton} aria-label={taskDetailsCopy.editTask} title={taskDetailsCopy.editTask} {...cardAction("edit")} {...cardControl} onClick={onEdit} disabled={disabled}>
        <Pencil className="size-4" aria-hidden />
      </button>
      <button type="button" className={iconButton} aria-label={taskDetailsCopy.reschedule} title={taskDetailsCopy.reschedule} {...cardControl} onClick={onReschedule} disabled={disabled}>
        <CalendarClock className="size-4" aria-hidden />
      </button>
      {canDelete && (
        <button type="button" className={cn(iconButton, "hover:text-red-600")} aria-label={taskDetailsCopy.delete} title={taskDetailsCopy.delete} {...cardAction("delete")} {...cardControl} onClick={onDelete} disabled={disabled}>
          <Trash2 className="size-4" aria-hidden />
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
        <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden />
      </button>
    </div>
  );
}
