import { TITLE_FALLBACK_CHARS } from "@/lib/constants/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { findDue } from "@/lib/parse/due-date";
import { followUpFor, suggestionsFor } from "@/lib/parse/follow-up";
import { originalSpan } from "@/lib/parse/mapped-text";
import { normalize } from "@/lib/parse/normalize";
import { findRecurrence, recurrenceRuleOf } from "@/lib/parse/recurrence";
import { formatRRule } from "@/lib/recurrence/rule";
import { isInstantInRange } from "@/lib/schemas/instant";
import { cleanTitle, type TitleCut } from "@/lib/parse/title";
import { findUrgencyCues, urgencyOf } from "@/lib/parse/urgency";
import type { MissingPart, ParseContext, ParsedTask } from "@/lib/parse/types";

/**
 * The local quick-add parser: free text -> title, due date, urgency, what is still missing, the
 * question to ask and the suggestions to offer. Pure and deterministic for a given `now` and zone.
 */
export function parseTask(text: string, ctx: ParseContext): ParsedTask {
  const prompt = text.trim();
  const mapped = normalize(prompt);
  const normal = mapped.text;

  const cues = findUrgencyCues(normal);
  const recurrence = findRecurrence(normal);
  // The date parser sees the text with urgency and recurrence words blanked out (indices unchanged).
  let dateText = normal;
  for (const span of [...cues.filter((c) => c.strip !== "never"), ...recurrence]) {
    dateText = dateText.slice(0, span.start) + " ".repeat(span.end - span.start) + dateText.slice(span.end);
  }
  // A date past the years 0001-9999 (in UTC) is one Duely cannot store: not understood.
  const found = findDue(dateText, ctx, recurrence);
  const due = found && isInstantInRange(found.due) ? found : null;
  const urgency = urgencyOf(cues);

  const toOriginal = (start: number, end: number, mode: TitleCut["mode"]): TitleCut => {
    const [s, e] = originalSpan(mapped, start, end);
    return { start: s, end: e, mode };
  };
  const cuts: TitleCut[] = [
    ...(due?.spans ?? []).map(([s, e]) => toOriginal(s, e, "always")),
    ...recurrence.map((r) => toOriginal(r.start, r.end, "always")),
    ...cues.flatMap((c) => (c.strip === "never" ? [] : [toOriginal(c.start, c.end, c.strip)])),
  ];
  const cleaned = cleanTitle(prompt, cuts);
  const rule = recurrenceRuleOf(normal, recurrence);

  const stillNeeded: MissingPart[] = [];
  if (!cleaned) stillNeeded.push("title");
  if (!due) stillNeeded.push("date");
  if (urgency === null) stillNeeded.push("urgency");

  return {
    title: cleaned || prompt.slice(0, TITLE_FALLBACK_CHARS).trim() || taskDetailsCopy.untitled,
    dueDate: due ? due.due.toISOString() : null,
    urgency,
    followUp: followUpFor(stillNeeded),
    stillNeeded,
    suggestions: suggestionsFor(stillNeeded, ctx),
    recurrence: rule ? { rrule: formatRRule(rule), timeZone: ctx.timeZone } : null,
  };
}
