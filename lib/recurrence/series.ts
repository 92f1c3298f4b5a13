import { nextOccurrence } from "@/lib/recurrence/next-occurrence";
import { formatRRule, parseRRule, type Recurrence } from "@/lib/recurrence/rule";

/**
 * A recurring task is a series of occurrences, each a task of its own: completing one makes the next
 * (docs/product.md#recurring-tasks). Pure.
 */

export interface NextInSeriesInput {
  recurrence: Recurrence;
  /** Due date of the completed occurrence (UTC ISO); null: the series goes on from `now`. */
  dueDate: string | null;
  now: Date;
}

export interface NextInSeries {
  /** The next occurrence's due instant (UTC ISO), at the same wall-clock time in the rule's zone. */
  dueDate: string;
  /** The rule the next occurrence carries: with COUNT, one fewer (the occurrences still to come, it included). */
  recurrence: Recurrence;
}

/**
 * The next occurrence after the completed one, or null when the series is over (COUNT or UNTIL
 * reached). Each occurrence carries the rest of the series, so the completed one's due date is the
 * series' start for the next step (COUNT counts from it, an INTERVAL keeps its phase).
 */
export function nextInSeries({ recurrence, dueDate, now }: NextInSeriesInput): NextInSeries | null {
  const rule = parseRRule(recurrence.rrule);
  if (!rule) return null;
  const after = dueDate ? new Date(dueDate) : now;
  const next = nextOccurrence({ rrule: recurrence.rrule, timeZone: recurrence.timeZone, after, start: after });
  if (!next) return null;
  const rest = rule.count === undefined ? rule : { ...rule, count: rule.count - 1 };
  return { dueDate: next.toISOString(), recurrence: { rrule: formatRRule(rest), timeZone: recurrence.timeZone } };
}
