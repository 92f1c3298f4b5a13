/**
 * The board's words for where a task stands and what a drop changed: the status line after adding
 * ('Task added successfully! · Next 7 Days') and the toast after a drop ('Due Thu, Dec 10, 3:00 PM',
 * 'Urgency 4.5 · High'). Read on the user's clock and in their zone.
 */
import { startOfZonedDayOffset } from "@/lib/dates";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatDayAndTime, formatWeekday } from "@/lib/format";
import { normaliseUrgency, urgencyBand } from "@/lib/urgency";
import { dateColumn, priorityColumn } from "./columns";
import { listPlace, type ListPlace } from "./list";
import type { BoardClock, BoardTask, BoardView, TaskPatch } from "./types";

/** A list section's title: 'Overdue', 'Today', 'Tomorrow', the weekday of the next days ('Thursday'), 'Later', 'No date'. */
export function listSectionTitle({ kind, dayOffset }: ListPlace, clock: BoardClock): string {
  if (kind !== "day") return boardCopy.listSections[kind];
  return formatWeekday(startOfZonedDayOffset(clock.now, dayOffset ?? 0, clock.timeZone), clock);
}

/** The title of the column (or list section) an open task stands in, in `view`. */
export function placeTitle(task: Pick<BoardTask, "dueDate" | "urgency">, view: BoardView, clock: BoardClock): string {
  if (view === "list") return listSectionTitle(listPlace(task, clock), clock);
  return boardCopy.columnTitles[view === "date" ? dateColumn(task, clock) : priorityColumn(task)];
}

/** What a drop changed, for its toast; null when it changed neither the due date nor the urgency. */
export function describeDrop(patch: TaskPatch, clock: BoardClock): string | null {
  if (patch.dueDate !== undefined) return boardCopy.droppedDue(formatDayAndTime(new Date(patch.dueDate), clock));
  if (patch.urgency !== undefined) {
    const urgency = normaliseUrgency(patch.urgency);
    return boardCopy.droppedUrgency(String(urgency), tasksCopy.urgencyBadge[urgencyBand(urgency)]);
  }
  return null;
}
