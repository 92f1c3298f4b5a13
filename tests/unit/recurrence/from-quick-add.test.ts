import { parseTask } from "@/lib/parse/parse-task";
import { describeRecurrence } from "@/lib/recurrence/describe";
import { nextOccurrence } from "@/lib/recurrence/next-occurrence";
import { recurrenceSchema } from "@/lib/recurrence/schema";

/** Quick-add text -> rule -> words on the card -> the occurrence after completing one, in the user's zone. */
function series(text: string, now: string, timeZone: string, completions: number) {
  const parsed = parseTask(text, { now: new Date(now), timeZone });
  const recurrence = recurrenceSchema.parse(parsed.recurrence);
  const start = new Date(parsed.dueDate!);
  const dues = [start];
  for (let i = 0; i < completions; i++) {
    dues.push(nextOccurrence({ ...recurrence, after: dues[dues.length - 1], start })!);
  }
  return { words: describeRecurrence({ ...recurrence, due: start }), dues: dues.map((d) => d.toISOString()) };
}

describe("a recurring task from quick-add", () => {
  it("'Gym every weekday at 7am' typed on a Friday evening in New York, over the DST weekend", () => {
    expect(series("Gym every weekday at 7am", "2026-03-06T19:00-05:00", "America/New_York", 3)).toEqual({
      words: "Every weekday at 7:00",
      dues: ["2026-03-09T11:00:00.000Z", "2026-03-10T11:00:00.000Z", "2026-03-11T11:00:00.000Z", "2026-03-12T11:00:00.000Z"],
    });
  });

  it("'Pub quiz every last friday at 7pm' in Berlin", () => {
    expect(series("Pub quiz every last friday at 7pm", "2026-03-02T12:00+01:00", "Europe/Berlin", 2)).toEqual({
      words: "Every month on the last Friday at 19:00",
      dues: ["2026-03-27T18:00:00.000Z", "2026-04-24T17:00:00.000Z", "2026-05-29T17:00:00.000Z"],
    });
  });

  it("'Put the bins out on fridays' and 'Pay rent every month on the 1st'", () => {
    expect(series("Put the bins out on fridays", "2026-10-28T18:00+01:00", "Europe/Berlin", 1)).toEqual({
      words: "Every Friday at 9:00",
      dues: ["2026-10-30T08:00:00.000Z", "2026-11-06T08:00:00.000Z"],
    });
    expect(series("Pay rent every month on the 1st", "2026-01-15T09:30-05:00", "America/New_York", 2).dues).toEqual([
      "2026-02-01T14:00:00.000Z",
      "2026-03-01T14:00:00.000Z",
      "2026-04-01T13:00:00.000Z",
    ]);
  });
});
