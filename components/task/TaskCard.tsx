"use client";

import { memo, useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from "react";
import dynamic from "next/dynamic";
import { COMPLETE_ANIMATION_END_MS, COMPLETE_ANIMATION_MS } from "@/lib/constants/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { cardFacts } from "@/lib/tasks/card";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";
import { useBoard } from "@/components/board/BoardContext";
import { isPending } from "@/components/board/useTaskActions";
import { liveBoard, useLiveHighlight } from "@/components/board/live/live-board";
import { boardReveal, scrollToMiddle, useRevealed } from "@/components/board/reveal";
import { cardAction, cardControl, cardControlTarget } from "@/components/board/shortcuts";
import { countNotDone } from "@/components/reminders/filter";
import type { CardMove } from "@/components/board/column-move";
import { UrgencyBadge } from "./UrgencyMeter";
import { InlineTitle } from "./InlineTitle";
import { DescriptionText } from "./TaskExtras";
import { CardMeta, CompactMeta } from "./CardMeta";
import { CardAssignee } from "./CardAssignee";
import { CardActions } from "./CardActions";
import { useLongPress } from "./useLongPress";
import { editPanel } from "./edit-panel";
import { cardLook } from "./card-look";
import { CardIcon } from "./card-icons";

// Shown only after a click: loaded after hydration, out of the board's first-load JavaScript.
const CommentsPanel = dynamic(() => import("./CommentsPanel").then((m) => m.CommentsPanel), { ssr: false });
const DeleteTaskDialog = dynamic(() => import("./DeleteTaskDialog").then((m) => m.DeleteTaskDialog), { ssr: false });
const RescheduleDialog = dynamic(() => import("./RescheduleDialog").then((m) => m.RescheduleDialog), { ssr: false });

/** What dnd-kit's useSortable hands the drag handle. */
export interface DragHandle {
  ref: Ref<HTMLButtonElement>;
  props: HTMLAttributes<HTMLButtonElement>;
}

/** How a list row writes its due date (components/board/list-look.tsx rowDue). */
export type ListRow = "time" | "full";

export interface TaskCardProps {
  task: Task;
  /** Null for the drag overlay's copy, unsaved tasks and completed ones in their group. */
  dragHandle: DragHandle | null;
  /** The card is the placeholder left behind while its copy is dragged. */
  dragging?: boolean;
  /**
   * A row of the list view: always compact, no drag handle; 'time' shows the due time alone (its
   * section names the day), 'full' the whole due text.
   */
  row?: ListRow;
  /** The 'Move to…' menu's columns and move, where the card can be dragged (the columns' cards); null elsewhere. */
  move?: CardMove | null;
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
const metaIcons = {
  due: <CardIcon name="calendar" className="size-3.5" />,
  comments: <CardIcon name="comments" className="size-3.5" />,
  repeat: <CardIcon name="repeat" className="size-3.5" />,
  reminders: <CardIcon name="bell" className="size-3.5" />,
};

/**
 * A task on the board: completion checkbox, title, urgency badge and bar, due text, comment
 * count, edit / reschedule / 'Move to…' / delete / comments buttons and the drag handle. Checking plays a 500 ms animation,
 * then saves; the card settles into its completed look over about 800 ms. Unchecking saves at once.
 * In the compact density (and as a list row) it is one line: the bar and the description are left out,
 * the counts are numbers beside their icons, and the buttons show over the line's end on hover, focus or
 * a long press. The server renders it in full; its code loads with the board's columns (TasksBoard).
 */
export const TaskCard = memo(function TaskCard({ task, dragHandle, dragging = false, row, move = null }: TaskCardProps) {
  const { actions, clock, me, isOwner, density, reminders } = useBoard();
  const [phase, setPhase] = useState<Phase>("idle");
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<"delete" | "reschedule" | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => () => clearTimeout(settle.current), []);
  const highlighted = useLiveHighlight(task.id);
  const revealed = useRevealed(task.id);
  const compact = row !== undefined || density === "compact";
  const longPress = useLongPress(() => cardRef.current?.focus(), compact);
  // The live feed tells whoever has this task's comments open that a teammate deleted it.
  useEffect(() => {
    if (!expanded) return;
    liveBoard.setCommentsOpen(task.id, true);
    return () => liveBoard.setCommentsOpen(task.id, false);
  }, [expanded, task.id]);
  // A task just added, or opened by a link (with its comments), comes into view.
  useEffect(() => {
    if (!revealed.scroll || !cardRef.current) return;
    scrollToMiddle(cardRef.current);
    if (boardReveal.revealed(task.id)) setExpanded(true);
  }, [revealed.scroll, task.id]);

  const pending = isPending(task.id);
  const checked = task.completed || phase === "checking";
  const { due, overdue, comments } = cardFacts(task, clock, { timeOnly: row === "time" });
  const reminderCount = countNotDone(reminders.get(task.id) ?? []);
  const assignee = task.assignee ? <CardAssignee task={task} /> : null;

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

  const checkbox = (
    <button
      type="button"
      role="checkbox"
      {...cardAction("complete")}
      {...cardControl}
      aria-checked={checked}
      aria-label={task.completed ? taskDetailsCopy.markIncomplete : taskDetailsCopy.markComplete}
      onClick={toggle}
      disabled={pending}
      className={cn(
        compact ? cardLook.compactCheckboxBox : cardLook.checkboxBox,
        cardLook.checkboxInteractive,
        checked ? cardLook.checkboxOn : `${cardLook.checkboxOff} ${cardLook.checkboxOffInteractive}`,
      )}
      style={{ transitionDuration: `${COMPLETE_ANIMATION_MS}ms` }}
    >
      {checked && <CardIcon name="check" className="size-3" />}
    </button>
  );
  const buttons = (className: string) => (
    <CardActions
      className={className}
      disabled={pending}
      canDelete={task.userId === me.id || isOwner}
      expanded={expanded}
      move={move}
      onEdit={() => editPanel.open(task.id)}
      onReschedule={() => setDialog("reschedule")}
      onDelete={() => setDialog("delete")}
      onToggleComments={() => setExpanded(!expanded)}
    />
  );
  // The drag handle, or its icon alone where the card cannot be dragged now; a list row has none.
  const handle = row ? null : dragHandle ? (
    <button
      ref={dragHandle.ref}
      type="button"
      {...dragHandle.props}
      {...cardControl}
      aria-label={taskDetailsCopy.dragHandle(task.title)}
      className={cn(iconButton, cardLook.dragHandle, "cursor-grab touch-none active:cursor-grabbing")}
    >
      <CardIcon name="grip" className="size-4" />
    </button>
  ) : (
    <span className={cn(iconButton, cardLook.dragHandle)} aria-hidden>
      <CardIcon name="grip" className="size-4" />
    </span>
  );
  const title = <InlineTitle task={task} checked={checked} disabled={pending} compact={compact} />;

  let body: ReactNode;
  if (compact) {
    body = (
      <>
        <div className={cardLook.compactRow}>
          {handle}
          {checkbox}
          {title}
          <CompactMeta task={task} due={due} overdue={overdue} comments={comments} reminders={reminderCount} icons={metaIcons} assignee={assignee} />
          <UrgencyBadge urgency={task.urgency} />
          {buttons(cn(cardLook.compactActions, expanded && cardLook.compactActionsShown))}
        </div>
        {expanded && <CommentsPanel task={task} />}
      </>
    );
  } else {
    body = (
      <div className="flex items-start gap-2">
        {handle}
        {checkbox}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            {title}
            <UrgencyBadge urgency={task.urgency} />
          </div>
          {task.description && <DescriptionText text={task.description} className="mt-1 line-clamp-3" />}
          <CardMeta task={task} due={due} overdue={overdue} comments={comments} reminders={reminderCount} icons={metaIcons} assignee={assignee} />
          {buttons(cardLook.actions)}
          {expanded && <CommentsPanel task={task} />}
        </div>
      </div>
    );
  }

  return (
    <article
      ref={cardRef}
      data-testid="task-card"
      data-task-id={task.id}
      data-density={compact ? "compact" : undefined}
      data-live-highlight={highlighted || undefined}
      data-added-highlight={revealed.highlight || undefined}
      aria-label={task.title}
      // One Tab stop per card, the arrow keys inside it (cardControlTarget); j and k move from card to card
      // (components/board/useBoardShortcuts.ts).
      tabIndex={0}
      onKeyDown={onCardKeyDown}
      {...longPress}
      className={cn(
        compact ? cardLook.compactCardBox : cardLook.cardBox,
        cardLook.cardInteractive,
        phase === "checking" ? "border-emerald-400 shadow-emerald-500/20 dark:border-emerald-500/60" : cardLook.cardIdle,
        task.completed && phase === "idle" && cardLook.cardDone,
        dragging && "opacity-30",
        pending && "animate-pulse",
        highlighted && "ring-2 ring-indigo-400 dark:ring-indigo-500",
        revealed.highlight && cardLook.addedHighlight,
      )}
      style={{ transitionDuration: `${phase === "checking" ? COMPLETE_ANIMATION_MS : COMPLETE_ANIMATION_END_MS}ms` }}
    >
      {body}

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
    </article>
  );
});
