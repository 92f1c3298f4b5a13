/**
 * npm run --silent parse: the local quick-add parser on JSON lines.
 * In:  {"text": "...", "now": "<ISO instant with offset>", "timeZone": "<IANA zone>"} per line.
 * Out: one JSON line per input line with title, dueDate, urgency, stillNeeded, followUp and
 *      suggestions, or {"error": "..."} for a line that is not such an object. No network.
 */
import { createInterface } from "node:readline";
import { z } from "zod";
import { isValidTimeZone } from "@/lib/dates";
import { parseTask } from "@/lib/parse/parse-task";

const line = z.object({
  text: z.string(),
  now: z.string().refine((s) => /T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s)), {
    message: "must be an ISO date-time with an offset",
  }),
  timeZone: z.string().refine(isValidTimeZone, { message: "unknown IANA time zone" }),
});

function answer(raw: string): unknown {
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    return { error: "not JSON" };
  }
  const parsed = line.safeParse(input);
  if (!parsed.success) {
    return { error: parsed.error.issues.map((i) => `${i.path.join(".") || "line"}: ${i.message}`).join("; ") };
  }
  const { text, now, timeZone } = parsed.data;
  const { title, dueDate, urgency, stillNeeded, followUp, suggestions } = parseTask(text, { now: new Date(now), timeZone });
  return { title, dueDate, urgency, stillNeeded, followUp, suggestions };
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on("line", (raw) => {
  if (raw.trim() === "") return;
  process.stdout.write(`${JSON.stringify(answer(raw))}\n`);
});
