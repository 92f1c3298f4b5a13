import type { ReactNode } from "react";
import { assigneesCopy } from "@/lib/copy/assignees";
import { boardCopy } from "@/lib/copy/board";
import type { Task } from "@/lib/schemas/task";
import type { CardFacts } from "@/lib/tasks/card";
import { cn } from "@/components/ui/cn";
import { UrgencyBar } from "./UrgencyMeter";
import { RepeatRule } from "./TaskExtras";
import { cardLook } from "./card-look";

export interface CardMetaProps extends CardFacts {
  task: Task;
  /**
   * What stands before each text: icons on the interactive card, empty boxes of their size on the light
   * one. Undefined leaves the repeat rule its own icon.
   */
  icons: { due: ReactNode; comments: ReactNode; repeat?: ReactNode; reminders: ReactNode };
  /** The user's reminders of the task not yet sent (0: none, or not known yet), shown beside a bell. */
  reminders: number;
  /** The assignee's initial (AssigneeInitial), when the task has one. */
  assignee?: ReactNode;
}

/**
 * The line under a card's title (due text, repeat rule, comment count, subtasks done of all, the bell with
 * the count of reminders not yet sent) and the urgency bar: one layout for both cards.
 */
export function CardMeta({ task, due, overdue, comments, reminders, icons, assignee }: CardMetaProps) {
  return (
    <>
      <div className={cardLook.meta}>
        {due && (
          <span data-testid="due-text" className={cn(cardLook.metaItem, overdue && cardLook.dueOverdue)}>
            {icons.due}
            {due}
          </span>
        )}
        <RepeatRule task={task} icon={icons.repeat} />
        {comments && (
          <span className={cardLook.metaItem} data-testid="comment-count">
            {icons.comments}
            {comments}
          </span>
        )}
        <SubtaskCount task={task} />
        <ReminderBell count={reminders} icon={icons.reminders} />
        {assignee}
      </div>
      <div className="mt-2">
        <UrgencyBar urgency={task.urgency} />
      </div>
    </>
  );
}

/** A count beside its icon, named by its words ('2 comments') for screen readers and the tooltip. */
function Count({ testId, icon, count, words }: { testId: string; icon?: ReactNode; count: ReactNode; words: string }) {
  return (
    <span role="img" aria-label={words} className={cardLook.metaItem} data-testid={testId} title={words}>
      {icon}
      <span aria-hidden>{count}</span>
    </span>
  );
}

/** '2/5': the task's checklist, done of all ('2 of 5 subtasks done'); nothing without one. */
function SubtaskCount({ task: { subtasks } }: { task: Task }) {
  const done = subtasks.filter((s) => s.done).length;
  return subtasks.length > 0 ? <Count testId="subtask-count" count={`${done}/${subtasks.length}`} words={boardCopy.subtaskCount(done, subtasks.length)} /> : null;
}

/**
 * The assignee's initial in a circle, named 'Assigned to <name>' (docs/product.md#assignees): `name`, else
 * their e-mail until the names are known; nothing when nobody is assigned.
 */
export function AssigneeInitial({ task, name }: { task: Task; name?: string }) {
  if (!task.assignee) return null;
  const who = name || task.assignee;
  const words = assigneesCopy.assignedTo(who);
  return (
    <span role="img" aria-label={words} title={words} data-testid="assignee-initial" className={cardLook.assignee}>
      <span aria-hidden>{Array.from(who)[0]?.toUpperCase()}</span>
    </span>
  );
}

/** The bell with the number of reminders not yet sent ('2 reminders'); nothing without one. */
function ReminderBell({ count, icon }: { count: number; icon: ReactNode }) {
  return count > 0 ? <Count testId="reminder-count" icon={icon} count={count} words={boardCopy.reminderCount(count)} /> : null;
}


/**
 * A compact card's texts after its title, on its one line: the due text, the repeat icon, and the
 * comment and reminder counts as numbers beside their icons. One layout for both cards.
 */
export function CompactMeta({ task, due, overdue, comments, reminders, icons, assignee }: CardMetaProps) {
  return (
    <span className={cardLook.compactMeta}>
      {due && (
        <span data-testid="due-text" className={cn(cardLook.metaItem, "whitespace-nowrap", overdue && cardLook.dueOverdue)}>
          {icons.due}
          {due}
        </span>
      )}
      <RepeatRule task={task} icon={icons.repeat} iconOnly />
      {comments && <Count testId="comment-count" icon={icons.comments} count={task.comments.length} words={comments} />}
      <SubtaskCount task={task} />
      <ReminderBell count={reminders} icon={icons.reminders} />
      {assignee}
    </span>
  );
}
