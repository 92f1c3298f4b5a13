import { planDuelyImport, type DuelyPlanInput } from "@/lib/transfer/duely";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import { duelyExport, exportedTask } from "@/tests/support/duely-export";

/**
 * The Duely export's import plan: new workspaces only with names the API accepts, comment authors kept
 * only in the importer's own export and a workspace nobody shares, due dates in the years 0001-9999,
 * and the row limits (tasks and comments together, comments per task).
 */

const now = new Date("2026-11-23T10:00:00.000Z");
const importer = { name: "Bea", email: "bea@example.com" };
const plan = (text: string, options: Partial<DuelyPlanInput> = {}) => planDuelyImport(text, { now, target: { id: "target", shared: false }, importer, ...options });
const comment = (i: number, user = "Alice") => ({ id: `c${i}`, text: `Note ${i}`, user, userId: "u-alice", time: "2020-01-01T10:00:00.000Z" });

describe("Duely export import plan", () => {
  it("creates new workspaces only under names the API accepts: a refused one becomes 'Imported', a taken one is numbered", async () => {
    const names = async (exported: string[]) => {
      const result = await plan(duelyExport(exported.map((name) => ({ name, tasks: [] }))));
      if (!result.ok) throw new Error(result.message);
      for (const name of result.newWorkspaces) expect(workspaceNameSchema.safeParse(name)).toEqual({ success: true, data: name });
      return result.newWorkspaces;
    };
    expect(await names(["", "   ", "Team\u202Eexe.txt", "Line\r\nBreak", "x".repeat(21)])).toEqual(["Imported", "Imported 2", "Imported 3", "Imported 4", "Imported 5"]);
    // A numbered name too long for the API falls back to a numbered 'Imported'.
    expect(await names(["Work", "Work", "y".repeat(20), "y".repeat(20), ""])).toEqual(["Work", "Work 2", "y".repeat(20), "Imported 2", "Imported"]);
  });

  it("keeps comment authors and times in the importer's own export going into a workspace nobody shares", async () => {
    const file = duelyExport([{ isDefault: true, tasks: [exportedTask("t1", { comments: [comment(1), comment(2, "Bea")] })] }], { name: "Bea", email: "BEA@example.com" });
    const result = await plan(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.tasks[0].original?.comments).toEqual([
      { text: "Note 1", user: "Alice", time: "2020-01-01T10:00:00.000Z" },
      { text: "Note 2", user: "Bea", time: "2020-01-01T10:00:00.000Z" },
    ]);
  });

  it("makes the comments the importer's, written now and marked with author and time, in a shared workspace or from another's export", async () => {
    const tasks = [exportedTask("t1", { comments: [comment(1), comment(2, "=Mallory\r\nBcc: x\u202E")] })];
    const marked = [
      { text: "Imported comment, originally by Alice on 2020-01-01 10:00 UTC:\nNote 1", user: "Bea", time: "2026-11-23T10:00:00.000Z" },
      { text: "Imported comment, originally by =Mallory  Bcc: x on 2020-01-01 10:00 UTC:\nNote 2", user: "Bea", time: "2026-11-23T10:00:00.001Z" },
    ];
    const own = await plan(duelyExport([{ isDefault: true, tasks }], { name: "Bea", email: "bea@example.com" }), { target: { id: "team", shared: true } });
    const foreign = await plan(duelyExport([{ isDefault: true, tasks }, { name: "Side", tasks }], { name: "Al", email: "alice@example.com" }));
    if (!own.ok || !foreign.ok) throw new Error("refused");
    expect(own.tasks[0].original?.comments).toEqual(marked);
    expect(own.tasks[0].comments).toEqual(marked.map((c) => c.text));
    // Another's export: marked in the chosen (private) workspace and in the new one alike.
    expect(foreign.tasks.map((t) => [t.workspace, t.original?.comments])).toEqual([
      ["target", marked],
      ["Side", marked],
    ]);
  });

  it("keeps subtasks in order with their done state, leaves out one whose title cannot be a subtask's, and keeps at most 50", async () => {
    const steps = [
      { id: "s1", title: "  Book a van ", done: true },
      { id: "s2", title: "line\nbreak", done: false },
      { id: "s3", title: "   ", done: false },
      { id: "s4", title: "Pack boxes", done: false },
    ];
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `m${i}`, title: `Step ${i}`, done: false }));
    const result = await plan(duelyExport([{ isDefault: true, tasks: [exportedTask("t1", { subtasks: steps }), exportedTask("t2", { subtasks: many }), exportedTask("t3")] }]));
    if (!result.ok) throw new Error(result.message);
    expect(result.tasks[0].subtasks).toEqual([
      { title: "Book a van", done: true },
      { title: "Pack boxes", done: false },
    ]);
    expect(result.tasks[1].subtasks).toHaveLength(50);
    expect(result.tasks[2]).not.toHaveProperty("subtasks");
  });

  it("leaves a due date outside the years 0001-9999 (or unreadable) off the task, with a note, and keeps the rest", async () => {
    const file = duelyExport([
      {
        isDefault: true,
        tasks: [
          exportedTask("far", { dueDate: "+010000-01-01T13:59:59.000Z" }),
          exportedTask("offset", { dueDate: "9999-12-31T23:59:59-14:00" }),
          exportedTask("edge", { dueDate: "9999-12-31T23:59:59+14:00" }),
          exportedTask("long", { dueDate: "9".repeat(500) }),
        ],
      },
    ]);
    const result = await plan(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.tasks.map((t) => [t.source, t.dueDate, t.notes])).toEqual([
      ["task far", null, ['due date "+010000-01-01T13:59:59.000Z" is not a date between the years 1 and 9999: imported without a due date']],
      ["task offset", null, ['due date "9999-12-31T23:59:59-14:00" is not a date between the years 1 and 9999: imported without a due date']],
      ["task edge", "9999-12-31T09:59:59.000Z", []],
      ["task long", null, [`due date "${"9".repeat(60)}…" is not a date between the years 1 and 9999: imported without a due date`]],
    ]);
  });

  it("refuses a file whose other instants leave the range (as no Duely export has them)", async () => {
    const file = duelyExport([{ isDefault: true, tasks: [exportedTask("t", { createdAt: "+010000-01-01T00:00:00.000Z" })] }]);
    expect(await plan(file)).toEqual({ ok: false, message: "This is not a Duely export, or it comes from a newer version of Duely", tooLarge: false });
  });

  it("refuses more than 5,000 rows (tasks and comments together) and more than 2,500 comments on one task, as too large", async () => {
    const tooMany = { ok: false, message: "The file has more than 5000 rows (each task and each comment counts as one)", tooLarge: true };
    const tasks = (n: number, comments = 0) => Array.from({ length: n }, (_, i) => exportedTask(`t${i}`, { comments: Array.from({ length: comments }, (_, j) => comment(j)) }));
    expect(await plan(duelyExport([{ isDefault: true, tasks: tasks(12_000) }]))).toEqual(tooMany);
    expect(await plan(duelyExport([{ isDefault: true, tasks: tasks(8, 1500) }]))).toEqual(tooMany);
    expect(await plan(duelyExport([{ isDefault: true, tasks: tasks(2, 2499) }]))).toMatchObject({ ok: true });
    expect(await plan(duelyExport([{ isDefault: true, tasks: tasks(1, 2501) }]))).toEqual({
      ok: false,
      message: "A task has more than 2500 comments (task t0); at most 2500 per task can be imported",
      tooLarge: true,
    });
  });

  it("reads and plans a long file in slices, awaiting the pause between them", async () => {
    let pauses = 0;
    const tasks = Array.from({ length: 250 }, (_, i) => exportedTask(`t${i}`));
    const result = await plan(duelyExport([{ isDefault: true, tasks }]), { pause: async () => void (pauses += 1) });
    expect(result.ok && result.tasks).toHaveLength(250);
    expect(pauses).toBe(5); // every 100 tasks read, then every 100 planned
  });

  it("stops reading at the first piece that is no export's: hundreds of thousands of invalid workspaces, reminders or members", async () => {
    const unreadable = { ok: false, message: "This is not a Duely export, or it comes from a newer version of Duely", tooLarge: false };
    const file = JSON.parse(duelyExport([{ isDefault: true, tasks: [exportedTask("t")] }])) as Record<string, unknown> & { workspaces: Record<string, unknown>[] };
    const many = (value: unknown) => Array.from({ length: 600_000 }, () => value);
    expect(await plan(JSON.stringify({ ...file, workspaces: many({}) }))).toEqual(unreadable);
    expect(await plan(JSON.stringify({ ...file, reminders: many({}) }))).toEqual(unreadable);
    expect(await plan(JSON.stringify({ ...file, workspaces: [{ ...file.workspaces[0], members: many(1) }] }))).toEqual(unreadable);
    // No export holds more workspaces than anyone may own (5), nor a workspace more than 4 members.
    expect(await plan(JSON.stringify({ ...file, workspaces: Array.from({ length: 6 }, () => file.workspaces[0]) }))).toEqual(unreadable);
    expect(await plan(JSON.stringify({ ...file, workspaces: [{ ...file.workspaces[0], members: ["a@x.io", "b@x.io", "c@x.io", "d@x.io", "e@x.io"] }] }))).toEqual(unreadable);
    expect(await plan(JSON.stringify({ ...file, workspaces: [{ ...file.workspaces[0], members: ["a@x.io", "b@x.io", "c@x.io", "d@x.io"] }] }))).toMatchObject({ ok: true });
  });
});
