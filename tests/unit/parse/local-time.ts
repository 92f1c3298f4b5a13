import { parseTask } from "@/lib/parse/parse-task";

/** "2025-03-13 17:00" in `timeZone`, for reading a UTC instant the way a person in that zone would. */
export function localTime(iso: string | null, timeZone: string): string | null {
  if (iso === null) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Parses `text` at the wall time `now` ("2025-03-12T14:00-04:00") and reads the due date back in the zone. */
export function parseAt(text: string, now: string, timeZone: string) {
  const parsed = parseTask(text, { now: new Date(now), timeZone });
  return { title: parsed.title, due: localTime(parsed.dueDate, timeZone), urgency: parsed.urgency, parsed };
}
