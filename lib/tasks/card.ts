/**
 * What a task card (components/task/TaskCard.tsx) shows besides its title: its due and comment texts, from
 * the task and the board's clock, the same on the server and in the browser so the card hydrates as it is.
 */
import type { BoardClock } from "@/lib/board";
import { formatCommentCount, formatDueText, formatTime } from "@/lib/format";
import { parseInstant } from "@/lib/dates";

export interface CardTask {
  dueDate: string | null;
  completed: boolean;
  comments: readonly unknown[];
}

export interface CardFacts {
  /** 'Today at 3:00 PM', 'Mar 5 at 9:00 AM' ('3:00 PM' with `timeOnly`); null without a due date. */
  due: string | null;
  /** Due before now and not completed: the due text shows in red. */
  overdue: boolean;
  /** '1 comment', '12 comments'; null without comments. */
  comments: string | null;
}

/** `timeOnly`: the due time alone, for a row under a heading that names its day (the list view). */
export function cardFacts(task: CardTask, clock: BoardClock, { timeOnly = false }: { timeOnly?: boolean } = {}): CardFacts {
  const dueMs = parseInstant(task.dueDate);
  return {
    due: timeOnly && dueMs !== null ? formatTime(new Date(dueMs), clock) : formatDueText(task.dueDate, clock),
    overdue: !task.completed && dueMs !== null && dueMs < clock.now.getTime(),
    comments: task.comments.length > 0 ? formatCommentCount(task.comments.length) : null,
  };
}
