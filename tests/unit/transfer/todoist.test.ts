import { readFileSync } from "node:fs";
import path from "node:path";
import { planTodoistImport, type TodoistPlan } from "@/lib/transfer/todoist";

/**
 * A Todoist CSV export written by us from Todoist's documented columns (TYPE, CONTENT, DESCRIPTION,
 * PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, DURATION, DURATION_UNIT): tasks,
 * notes, a section, priorities 1-4, recurring and one-off DATE values, and bad rows.
 */

const csv = readFileSync(path.join(process.cwd(), "tests/fixtures/transfer/todoist-export.csv"), "utf8");
// Monday 23 November 2026, 11:00 in Berlin.
const now = new Date("2026-11-23T10:00:00.000Z");

describe("Todoist CSV import plan", () => {
  let plan: Extract<TodoistPlan, { ok: true }>;
  beforeAll(async () => {
    const planned = await planTodoistImport(csv, { now, timeZone: "UTC", workspace: "w1" });
    if (!planned.ok) throw new Error(planned.message);
    plan = planned;
  });

  it("turns task rows into tasks with mapped urgency, parsed dates in the row's zone, notes as comments and the section as a prefix", () => {
    expect(plan.tasks.map((t) => [t.source, t.title, t.dueDate, t.urgency, t.comments])).toEqual([
      // Dates without a time take 09:00 in the row's zone (the quick-add default).
      ["row 1", "Pay rent", "2026-12-01T08:00:00.000Z", 5, ["Account number is in the lease"]],
      ["row 3", "Water the plants", "2026-11-30T08:00:00.000Z", 3, []],
      ["row 4", "Read a book", null, 2, []],
      // 17:00 in New York the next day (EST, UTC-5).
      // Its sub-item's notes are its comments (the sub-item is its subtask).
      ["row 7", "Work / Send the report", "2026-11-24T22:00:00.000Z", 4, ["Check the figures, twice", "Ask Bo about page 3"]],
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
    expect(notes["row 12"]).toEqual(['date "when pigs fly" not understood: imported without a due date']);
  });

  it("makes sub-items (INDENT 2) under a task its subtasks, in order; one without a task above it stays a task with a note", async () => {
    expect(plan.tasks.find((t) => t.source === "row 7")?.subtasks).toEqual([{ title: "Proofread section 2", done: false }]);
    expect(plan.tasks.filter((t) => t.subtasks).map((t) => t.source)).toEqual(["row 7"]);
    const file = ["TYPE,CONTENT,INDENT", "task,Orphan step,2", "task,Trip,1", "task,Book,2", "task,Pack,3", "section,Later,", "task,After the section,2"].join("\n");
    const planned = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w" });
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.tasks.map((t) => [t.title, t.subtasks ?? [], t.notes])).toEqual([
      ["Orphan step", [], ["sub-task (indent 2) imported as a task"]],
      ["Trip", [{ title: "Book", done: false }, { title: "Pack", done: false }], []],
      ["Later / After the section", [], ["sub-task (indent 2) imported as a task"]],
    ]);
    const many = ["TYPE,CONTENT,INDENT", "task,Big,1", ...Array.from({ length: 51 }, (_, i) => `task,Step ${i},2`)].join("\n");
    const big = await planTodoistImport(many, { now, timeZone: "UTC", workspace: "w" });
    if (!big.ok) throw new Error(big.message);
    expect(big.tasks.map((t) => [t.title, t.subtasks?.length ?? 0])).toEqual([["Big", 50], ["Step 50", 0]]);
  });

  it("skips bad rows with a reason", () => {
    expect(plan.skipped).toEqual([
      { source: "row 11", reason: "no task name" },
      { source: "row 13", reason: 'unknown row type "label"' },
    ]);
  });

  it("refuses a file that is not a Todoist export (unreadable), and one over the row limit (too large)", async () => {
    expect(await planTodoistImport("a,b\n1,2\n", { now, timeZone: "UTC", workspace: "w" })).toEqual({
      ok: false,
      message: "This is not a Todoist CSV export (no TYPE and CONTENT columns)",
      tooLarge: false,
    });
    const big = "TYPE,CONTENT\n" + "task,x\n".repeat(5001);
    expect(await planTodoistImport(big, { now, timeZone: "UTC", workspace: "w" })).toEqual({
      ok: false,
      message: "The file has more than 5000 rows (each task and each comment counts as one)",
      tooLarge: true,
    });
    // Notes are rows: 4,999 notes under one task and one more task make 5,001.
    const notes = "TYPE,CONTENT\ntask,x\n" + "note,n\n".repeat(2499) + "task,y\n" + "note,n\n".repeat(2500);
    expect(await planTodoistImport(notes, { now, timeZone: "UTC", workspace: "w" })).toMatchObject({ ok: false, tooLarge: true });
  });

  it("takes up to 2,500 notes under one task and refuses the file at the 2,501st, naming the task's row", async () => {
    const file = (n: number) => "TYPE,CONTENT\n\ntask,x\n" + "note,n\n".repeat(n);
    const full = await planTodoistImport(file(2500), { now, timeZone: "UTC", workspace: "w" });
    expect(full.ok && full.tasks[0].comments).toHaveLength(2500);
    expect(await planTodoistImport(file(2501), { now, timeZone: "UTC", workspace: "w" })).toEqual({
      ok: false,
      message: "A task has more than 2500 comments (row 2); at most 2500 per task can be imported",
      tooLarge: true,
    });
  });

  it("never parses a DATE over 200 characters (noted as not understood, quoted in part), and cuts long values it quotes", async () => {
    const long = `every monday ${"and tuesday ".repeat(20)}`.slice(0, 201);
    const file = `TYPE,CONTENT,DATE,TIMEZONE\ntask,Long date,"${long}",\ntask,Short date,"${long.slice(0, 200)}",${"Europe/Berlin".repeat(10)}\n${"x".repeat(300)},Odd,,\n`;
    const plan = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w" });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.tasks[0]).toMatchObject({ title: "Long date", dueDate: null, notes: [`date "${long.slice(0, 60)}…" not understood: imported without a due date`] });
    // The same text cut to 200 characters is read, and understood: the 201 were never given to the parser.
    // It repeats in the importer's zone: an over-long TIMEZONE is not a zone.
    expect(plan.tasks[1]).toMatchObject({ title: "Short date", recurrence: { timeZone: "UTC" } });
    expect(plan.skipped).toEqual([{ source: "row 3", reason: `unknown row type "${"x".repeat(60)}…"` }]);
  });

  it("plans a long file in slices, awaiting the pause between them", async () => {
    let pauses = 0;
    const file = "TYPE,CONTENT,DATE\n" + "task,x,tomorrow\n".repeat(450);
    const plan = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w", pause: async () => void (pauses += 1) });
    expect(plan.ok && plan.tasks).toHaveLength(450);
    expect(pauses).toBe(5); // after the parse's one chunk of 64 kB, then every 100 rows planned
  });

  it("parses a long file 64 kB at a time: the same plan as in one go, cells with line breaks across chunk boundaries included", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0 ? `task,"Task ${i}, with a comma",,` : i % 3 === 1 ? `note,"Line one of ${i}\r\nline two, ""quoted"" ${"and so on ".repeat(10)}",,` : ",,,",
    );
    const file = `TYPE,CONTENT,DATE,TIMEZONE\r\n${rows.join("\r\n")}\r\n`;
    expect(file.length).toBeGreaterThan(2.5 * 64 * 1024);
    let pauses = 0;
    const inSlices = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w", pause: async () => void (pauses += 1) });
    const inOneGo = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w" });
    expect(inSlices).toEqual(inOneGo);
    if (!inSlices.ok) throw new Error(inSlices.message);
    expect(inSlices.tasks).toHaveLength(1000);
    // Every task and note where the file has it, whichever chunk it fell in.
    expect(inSlices.tasks.every((t, k) => t.source === `row ${3 * k + 1}` && t.comments.length === 1 && t.comments[0].startsWith(`Line one of ${3 * k + 1}\r\n`))).toBe(true);
    expect(inSlices.tasks[999]).toMatchObject({ source: "row 2998", title: "Task 2997, with a comma", comments: [`Line one of 2998\r\nline two, "quoted" ${"and so on ".repeat(10).trim()}`] });
    expect(pauses).toBeGreaterThanOrEqual(2 + 10);
  });

  it("reads a file of a million blank lines in slices (they are not rows), and stops reading at the 5,001st row that is not blank", async () => {
    let pauses = 0;
    const blank = await planTodoistImport("TYPE,CONTENT\n" + "\n".repeat(1_000_000), { now, timeZone: "UTC", workspace: "w", pause: async () => void (pauses += 1) });
    expect(blank).toEqual({ ok: true, tasks: [], skipped: [] });
    expect(pauses).toBeGreaterThanOrEqual(15);
    pauses = 0;
    const tooMany = await planTodoistImport("TYPE,CONTENT\n" + "task,x\n".repeat(500_000), { now, timeZone: "UTC", workspace: "w", pause: async () => void (pauses += 1) });
    expect(tooMany).toMatchObject({ ok: false, tooLarge: true });
    expect(pauses).toBeLessThan(5);
  });

  it("leaves a date past the year 9999 (in UTC) without a due date, as one it did not understand", async () => {
    const file = 'TYPE,CONTENT,DATE,TIMEZONE\ntask,Far,"31 december 9999 at 11pm",Pacific/Honolulu\ntask,Near,"31 december 9999 at 11pm",Pacific/Kiritimati\n';
    const plan = await planTodoistImport(file, { now, timeZone: "UTC", workspace: "w" });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.tasks.map((t) => [t.title, t.dueDate, t.notes])).toEqual([
      ["Far", null, ['date "31 december 9999 at 11pm" not understood: imported without a due date']],
      ["Near", "9999-12-31T09:00:00.000Z", []],
    ]);
  });
});
