"use client";

import { memo, useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from "react";
import dynamic from "next/dynamic";
import { CalendarClock, Check, ChevronDown, GripVertical, MessageSquare, Pencil, Trash2 } from "lucide-react";
import { COMPLETE_ANIMATION_END_MS, COMPLETE_ANIMATION_MS } from "@/lib/constants/tasks";
import { tasksCopy } from "@/lib/copy/tasks";
import { cardFacts } from "@/lib/tasks/card";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";
import { useBoard } from "@/components/board/BoardContext";
import { isPending } from "@/components/board/useTaskActions";
import { liveBoard, useLiveHighlight } from "@/components/board/live/live-board";
import { cardAction, cardControl, cardControlTarget } from "@/components/board/shortcuts";
import { UrgencyBadge } from "./UrgencyMeter";
import { InlineTitle } from "./InlineTitle";
import { DescriptionText } from "./TaskExtras";
import { CardMeta } from "./CardMeta";
import { cardLook } from "./card-look";

// Shown only after a click: loaded after hydration, out of the board's first-load JavaScript.
const CommentsPanel = dynamic(() => import("./CommentsPanel").then((m) => m.CommentsPanel), { ssr: false });
const DeleteTaskDialog = dynamic(() => import("./DeleteTaskDialog").then((m) => m.DeleteTaskDialog), { ssr: false });
const RescheduleDialog = dynamic(() => import("./RescheduleDialog").then((m) => m.RescheduleDialog), { ssr: false });

// The edit panel (and the local parser it reads dates with) loads when it is first opened.
const EditTaskDialog = dynamic(() => import("./EditTaskDialog").then((module) => module.EditTaskDialog), { ssr: false });

/** What dnd-kit's useSortable hands the drag handle. */
export interface DragHandle {
  ref: Ref<HTMLButtonElement>;
  props: HTMLAttributes<HTMLButtonElement>;
}

export interface TaskCardProps {
  task: Task;
  /** Null for the drag overlay's copy and for unsaved tasks. */
  dragHandle: DragHandle | null;
  /** The card is the placeholder left behind while its copy is dragged. */
  dragging?: boolean;
}

type Phase = "idle" | "checking";

/** Arrow keys move between the card and its controls, unless a keyboard drag owns them (its handle is pressed). */
function onCardKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.target instanceof HTMLElement && event.target.getAttribute("aria-pressed") === "true") return;
  const to = cardControlTarget(event.currentTarget, event.target, event.key);
  if (!to) return;
  event.preventDefault();
  to.focus();
}

const iconButton = cardLook.iconButton;

/**
 * A task on the board: completion checkbox, title, urgency badge and bar, due text, comment
 * count, reschedule / delete / comments buttons and the drag handle. Checking plays a 500 ms animation,
 * then saves; the card settles into its completed look over about 800 ms. Unchecking saves at once.
 * The server sends StaticTaskCard in its place (same look and texts); this one loads after hydration.
 */
export const TaskCard = memo(function TaskCard({ task, dragHandle, dragging = false }: TaskCardProps) {
  const { actions, clock, me, isOwner } = useBoard();
  const [phase, setPhase] = useState<Phase>("idle");
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<"delete" | "reschedule" | "edit" | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  const highlighted = useLiveHighlight(task.id);
  // The live feed tells whoever has this task's comments open that a teammate deleted it.
  useEffect(() => {
    if (!expanded) return;
    liveBoard.setCommentsOpen(task.id, true);
    return () => liveBoard.setCommentsOpen(task.id, false);
  }, [expanded, task.id]);

  const pending = isPending(task.id);
  const checked = task.completed || phase === "checking";
  const { due, overdue, comments } = cardFacts(task, clock);

  const toggle = () => {
    if (pending || phase === "checking") return;
    if (task.completed) {
      void actions.update(task, { completed: false });
      return;
    }
    setPhase("checking");
    // The save runs even if the card unmounts meanwhile (e.g. a workspace switch).
    setTimeout(() => {
      void actions.update(task, { completed: true }, { undoable: true });
      settle.current = setTimeout(() => setPhase("idle"), COMPLETE_ANIMATION_END_MS);
    }, COMPLETE_ANIMATION_MS);
  };

  return (
    <article
      data-testid="task-card"
      data-task-id={task.id}
      data-live-highlight={highlighted || undefined}
      aria-label={task.title}
      // One Tab stop per card, the arrow keys inside it (cardControlTarget); j and k move from card to card
      // (components/board/useBoardShortcuts.ts).
      tabIndex={0}
      onKeyDown={onCardKeyDown}
      className={cn(
        cardLook.cardBox,
        cardLook.cardInteractive,
        phase === "checking" ? "border-emerald-400 shadow-emerald-500/20 dark:border-emerald-500/60" : cardLook.cardIdle,
        task.completed && phase === "idle" && cardLook.cardDone,
        dragging && "opacity-30",
        pending && "animate-pulse",
        highlighted && "ring-2 ring-indigo-400 dark:ring-indigo-500",
      )}
      style={{ transitionDuration: `${phase === "checking" ? COMPLETE_ANIMATION_MS : COMPLETE_ANIMATION_END_MS}ms` }}
    >
      <div className="flex items-start gap-2">
        {dragHandle ? (
          <button
            ref={dragHandle.ref}
            type="button"
            {...dragHandle.props}
            {...cardControl}
            aria-label={tasksCopy.dragHandle(task.title)}
            className={cn(iconButton, cardLook.dragHandle, "cursor-grab touch-none active:cursor-grabbing")}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        ) : (
          <span className={cn(iconButton, cardLook.dragHandle)} aria-hidden>
            <GripVertical className="size-4" />
          </span>
        )}

        <button
          type="button"
          role="checkbox"
          {...cardAction("complete")}
          {...cardControl}
          aria-checked={checked}
          aria-label={task.completed ? tasksCopy.markIncomplete : tasksCopy.markComplete}
          onClick={toggle}
          disabled={pending}
          className={cn(cardLook.checkboxBox, cardLook.checkboxInteractive, checked ? cardLook.checkboxOn : `${cardLook.checkboxOff} ${cardLook.checkboxOffInteractive}`)}
          style={{ transitionDuration: `${COMPLETE_ANIMATION_MS}ms` }}
        >
          {checked && <Check className="size-3" strokeWidth={3} aria-hidden />}
        </button>

        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <InlineTitle task={task} checked={checked} disabled={pending} />
            <UrgencyBadge urgency={task.urgency} />
          </div>
          {task.description && <DescriptionText text={task.description} className="mt-1 line-clamp-3" />}

          <CardMeta
            task={task}
            due={due}
            overdue={overdue}
            comments={comments}
            icons={{ due: <CalendarClock className="size-3.5" aria-hidden />, comments: <MessageSquare className="size-3.5" aria-hidden /> }}
          />

          <div className={cardLook.actions}>
            <button type="button" className={iconButton} aria-label={tasksCopy.editTask} title={tasksCopy.editTask} {...cardAction("edit")} {...cardControl} onClick={() => setDialog("edit")} disabled={pending}>
              <Pencil className="size-4" aria-hidden />
            </button>
            <button type="button" className={iconButton} aria-label={tasksCopy.reschedule} title={tasksCopy.reschedule} {...cardControl} onClick={() => setDialog("reschedule")} disabled={pending}>
              <CalendarClock className="size-4" aria-hidden />
            </button>
            {(task.userId === me.id || isOwner) && (
              <button type="button" className={cn(iconButton, "hover:text-red-600")} aria-label={tasksCopy.delete} title={tasksCopy.delete} {...cardAction("delete")} {...cardControl} onClick={() => setDialog("delete")} disabled={pending}>
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
            <button
              type="button"
              className={iconButton}
              {...cardAction("comments")}
              {...cardControl}
              aria-label={expanded ? tasksCopy.hideComments : tasksCopy.showComments}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              disabled={pending}
            >
              <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden />
            </button>
          </div>

          {expanded && <CommentsPanel task={task} />}
        </div>
      </div>

      {dialog === "delete" && (
        <DeleteTaskDialog
          open
          taskTitle={task.title}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void actions.remove(task);
          }}
        />
      )}
      {dialog === "reschedule" && <RescheduleDialog task={task} onClose={() => setDialog(null)} />}
      {dialog === "edit" && <EditTaskDialog task={task} onClose={() => setDialog(null)} />}
    </article>
  );
});
