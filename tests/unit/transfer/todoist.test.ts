import { readFileSync } from "node:fs";
import path from "node:path";
import { planTodoistImport } from "@/lib/transfer/todoist";

/**
 * A Todoist CSV export written by us from Todoist's documented columns (TYPE, CONTENT, DESCRIPTION,
 * PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, DURATION, DURATION_UNIT): tasks,
 * notes, a section, priorities 1-4, recurring and one-off DATE values, and bad rows.
 */

const csv = readFileSync(path.join(process.cwd(), "tests/fixtures/transfer/todoist-export.csv"), "utf8");
// Monday 23 November 2026, 11:00 in Berlin.
const now = new Date("2026-11-23T10:00:00.000Z");

describe("Todoist CSV import plan", () => {
  const plan = planTodoistImport(csv, { now, timeZone: "UTC", workspace: "w1" });
  if (!plan.ok) throw new Error(plan.message);

  it("turns task rows into tasks with mapped urgency, parsed dates in the row's zone, notes as comments and the section as a prefix", () => {
    expect(plan.tasks.map((t) => [t.source, t.title, t.dueDate, t.urgency, t.comments])).toEqual([
      // Dates without a time take 09:00 in the row's zone (the quick-add default).
      ["row 1", "Pay rent", "2026-12-01T08:00:00.000Z", 5, ["Account number is in the lease"]],
      ["row 3", "Water the plants", "2026-11-30T08:00:00.000Z", 3, []],
      ["row 4", "Read a book", null, 2, []],
      // 17:00 in New York the next day (EST, UTC-5).
      ["row 7", "Work / Send the report", "2026-11-24T22:00:00.000Z", 4, []],
      ["row 8", "Work / Proofread section 2", null, 2, ["Check the figures, twice", "Ask Bo about page 3"]],
      ["row 12", "Work / Plan the offsite", null, 5, []],
    ]);
    expect(plan.tasks.every((t) => t.workspace === "w1" && !t.completed)).toBe(true);
  });

  it("keeps DESCRIPTION as the description and a recurring DATE as the task's rule in the row's zone", () => {
    const byRow = Object.fromEntries(plan.tasks.map((t) => [t.source, t]));
    expect(byRow["row 1"].description).toBe("Transfer to landlord");
    expect(byRow["row 1"].recurrence).toEqual({ rrule: "FREQ=MONTHLY;BYMONTHDAY=1", timeZone: "Europe/Berlin" });
    expect(byRow["row 3"].recurrence).toEqual({ rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" });
    expect(byRow["row 7"].recurrence).toBeUndefined();
    expect(byRow["row 4"].description).toBeUndefined();
  });

  it("notes recurring dates, sub-tasks, descriptions and dates it did not understand", () => {
    const notes = Object.fromEntries(plan.tasks.map((t) => [t.source, t.notes]));
    expect(notes["row 1"]).toEqual(['repeats ("every month on the 1st"): due at its next occurrence']);
    expect(notes["row 3"]).toEqual(['repeats ("every monday"): due at its next occurrence']);
    expect(notes["row 8"]).toEqual(["sub-task (indent 2) imported as a task"]);
    expect(notes["row 12"]).toEqual(['date "when pigs fly" not understood: imported without a due date']);
  });

  it("skips bad rows with a reason", () => {
    expect(plan.skipped).toEqual([
      { source: "row 11", reason: "no task name" },
      { source: "row 13", reason: 'unknown row type "label"' },
    ]);
  });

  it("refuses a file that is not a Todoist export, and one over the row limit", () => {
    expect(planTodoistImport("a,b\n1,2\n", { now, timeZone: "UTC", workspace: "w" })).toEqual({
      ok: false,
      message: "This is not a Todoist CSV export (no TYPE and CONTENT columns)",
    });
    const big = "TYPE,CONTENT\n" + "task,x\n".repeat(5001);
    expect(planTodoistImport(big, { now, timeZone: "UTC", workspace: "w" })).toEqual({ ok: false, message: "The file has more than 5000 rows" });
  });
});
