/**
 * The list view (docs/product.md#the-board): one list of sections by calendar day in the user's zone,
 *   overdue  - open tasks due before now;
 *   today    - due from now until 24:00 today;
 *   tomorrow - due tomorrow;
 *   day-2 … day-7 - due on that day, named by its weekday (the days of the date view's 'Next 7 Days');
 *   later    - due on the 8th day after today or later (the date view's 'Upcoming');
 *   none     - without a due date;
 * and the completed tasks in a group of their own at the end. Sections without tasks are left out.
 * Rows are ordered by time (then higher urgency first); the days move as `now` crosses midnight, and a
 * DST change only moves where the midnights fall.
 */
import { NEXT_DAYS_COLUMN_SPAN } from "@/lib/constants/board";
import { parseInstant, startOfZonedDayOffset } from "@/lib/dates";
import { byTime, keyed, type Keyed } from "./group";
import type { BoardClock, BoardTask } from "./types";

export type ListSectionKind = "overdue" | "today" | "tomorrow" | "day" | "later" | "none";

/** Where a task stands in the list: a section's kind and, for a day, how many days after today it is. */
export interface ListPlace {
  kind: ListSectionKind;
  /** 0 for today, 1 for tomorrow, 2 to 7 for the named days; null for the other sections. */
  dayOffset: number | null;
}

export interface ListSection<T> extends ListPlace {
  /** 'overdue', 'today', 'tomorrow', 'day-2' … 'day-7', 'later' or 'none'. */
  id: string;
  /** 00:00 of the section's day (today, tomorrow and the named days), whose weekday names it; else null. */
  day: Date | null;
  tasks: T[];
}

export interface TaskList<T> {
  sections: ListSection<T>[];
  completed: T[];
}

/** The midnights (epoch ms) that start the days 1 to 8 after today: 'tomorrow' up to 'later'. */
function dayStarts({ now, timeZone }: BoardClock): number[] {
  return Array.from({ length: NEXT_DAYS_COLUMN_SPAN + 1 }, (_, i) => startOfZonedDayOffset(now, i + 1, timeZone).getTime());
}

function placeOf(due: number | null, now: number, starts: readonly number[]): ListPlace {
  if (due === null) return { kind: "none", dayOffset: null };
  if (due < now) return { kind: "overdue", dayOffset: null };
  const offset = starts.findIndex((start) => due < start);
  if (offset === -1) return { kind: "later", dayOffset: null };
  return { kind: offset === 0 ? "today" : offset === 1 ? "tomorrow" : "day", dayOffset: offset };
}

/** The list section an open task belongs to. */
export function listPlace(task: Pick<BoardTask, "dueDate">, clock: BoardClock): ListPlace {
  return placeOf(parseInstant(task.dueDate), clock.now.getTime(), dayStarts(clock));
}

const SECTION_ORDER: Record<ListSectionKind, number> = { overdue: 0, today: 1, tomorrow: 2, day: 3, later: 4, none: 5 };
const sectionId = ({ kind, dayOffset }: ListPlace) => (kind === "day" ? `day-${dayOffset}` : kind);

/** Splits tasks into the list's sections, in display order, and the completed ones. O(n log n). */
export function groupList<T extends BoardTask>(tasks: readonly T[], clock: BoardClock): TaskList<T> {
  const now = clock.now.getTime();
  const starts = dayStarts(clock);
  const sections = new Map<string, ListPlace & { rows: Keyed<T>[] }>();
  const completed: Keyed<T>[] = [];
  for (const task of tasks) {
    const row = keyed(task);
    if (task.completed) {
      completed.push(row);
      continue;
    }
    const place = placeOf(row.due === Number.POSITIVE_INFINITY ? null : row.due, now, starts);
    const id = sectionId(place);
    const section = sections.get(id);
    if (section) section.rows.push(row);
    else sections.set(id, { ...place, rows: [row] });
  }
  const ordered = [...sections.entries()].sort(
    ([, a], [, b]) => SECTION_ORDER[a.kind] - SECTION_ORDER[b.kind] || (a.dayOffset ?? 0) - (b.dayOffset ?? 0),
  );
  return {
    sections: ordered.map(([id, { kind, dayOffset, rows }]) => ({
      id,
      kind,
      dayOffset,
      day: dayOffset === null ? null : dayOffset === 0 ? startOfZonedDayOffset(clock.now, 0, clock.timeZone) : new Date(starts[dayOffset - 1]),
      tasks: rows.sort(byTime).map((row) => row.task),
    })),
    completed: completed.sort(byTime).map((row) => row.task),
  };
}
