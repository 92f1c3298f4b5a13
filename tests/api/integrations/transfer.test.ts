import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import Papa from "papaparse";
import * as exportRoute from "@/app/api/export/route";
import * as exportCsvRoute from "@/app/api/export/csv/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as commentsRoute from "@/app/api/tasks/[taskId]/comments/route";
import * as subtasksRoute from "@/app/api/tasks/[taskId]/subtasks/route";
import * as subtaskRoute from "@/app/api/tasks/[taskId]/subtasks/[subtaskId]/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import { getStore } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { signedIn } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { tasksOf, upload, workspacesOf } from "./transfer-support";
import { duelyExport, exportedTask } from "@/tests/support/duely-export";
import { duelyExportSchema, type ImportPlan, type ImportResult } from "@/lib/schemas/transfer";
import type { Task } from "@/lib/schemas/task";

/** Export and import through the routes on a real libSQL file. */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(60_000);

const fixture = readFileSync(path.join(process.cwd(), "tests/fixtures/transfer/todoist-export.csv"), "utf8");

/** What "the same tasks" means across accounts: everything but ids, owners and the comments. */
const comparable = (tasks: Task[]) =>
  tasks
    .map((t) => ({
      title: t.title,
      description: t.description,
      recurrence: t.recurrence,
      dueDate: t.dueDate,
      urgency: t.urgency,
      completed: t.completed,
      completedAt: t.completedAt,
      createdAt: t.createdAt,
      subtasks: t.subtasks.map(({ title, done }) => ({ title, done })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));

const commentsOf = (tasks: Task[]) => tasks.flatMap((t) => t.comments.map(({ text, user, userId, time }) => ({ task: t.title, text, user, userId, time })));

/** Alice's account: her default workspace and a side one, a comment, a completed and a recurring task; her export's text. */
async function aliceWithExport() {
  const alice = await signedIn("Alice");
  const home = (await workspacesOf(alice)).owned[0]; // the default, made on first load
  // Workspaces list by creation time, then by their random ids: two made in one millisecond would come in either order.
  await new Promise((resolve) => setTimeout(resolve, 2));
  const side = await workspaceOf(alice);
  const made = async (workspaceId: string, body: object) =>
    (await readJson<{ data: Task }>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: alice, body: { workspaceId, ...body } }), params({})))).body.data;
  const a = await made(home.id, { title: "Buy milk", dueDate: "2026-12-01T08:00:00.000Z", urgency: 2 });
  const trip = await made(home.id, { title: "Plan trip", urgency: 4.5, description: "Rome or Lisbon?\nAsk Bob." });
  const steps = await readJson<{ data: Task }>(
    await subtasksRoute.POST(apiRequest("POST", `/api/tasks/${trip.id}/subtasks`, { caller: alice, body: { titles: ["Pick dates", "Book flights", "Find a hotel"] } }), params({ taskId: trip.id })),
  );
  const booked = steps.body.data.subtasks[1];
  await subtaskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${trip.id}/subtasks/${booked.id}`, { caller: alice, body: { done: true, position: 0 } }), params({ taskId: trip.id, subtaskId: booked.id }));
  await made(home.id, { title: "Standup", dueDate: "2026-11-30T08:00:00.000Z", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } });
  const c = await made(side.id, { title: "Ship v2", dueDate: "2026-12-10T15:00:00.000Z", urgency: 5 });
  await commentsRoute.POST(apiRequest("POST", `/api/tasks/${a.id}/comments`, { caller: alice, body: { text: "2 litres" } }), params({ taskId: a.id }));
  await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${c.id}`, { caller: alice, body: { completed: true } }), params({ taskId: c.id }));
  const response = await exportRoute.GET(apiRequest("GET", "/api/export", { caller: alice }), params({}));
  return { alice, home, side, response };
}

describe("import and export", () => {
  it("imports the Todoist fixture exactly as previewed, all into the chosen workspace", async () => {
    const user = await signedIn("Tara");
    const workspace = await workspaceOf(user);
    const preview = await readJson<{ data: ImportPlan }>(await upload(user, { source: "todoist", workspaceId: workspace.id, timeZone: "Europe/Berlin" }, fixture));
    expect(preview.status).toBe(200);
    expect(preview.body.data.tasks.map((t) => t.title)).toEqual([
      "Pay rent",
      "Water the plants",
      "Read a book",
      "Work / Send the report",
      "Work / Plan the offsite",
    ]);
    expect(preview.body.data.skipped.map((s) => s.reason)).toEqual(["no task name", 'unknown row type "label"']);
    expect(await tasksOf(user, workspace.id)).toEqual([]); // the preview wrote nothing

    const done = await readJson<{ data: ImportResult }>(await upload(user, { source: "todoist", workspaceId: workspace.id, timeZone: "Europe/Berlin", mode: "commit" }, fixture));
    expect(done).toEqual({ status: 201, body: { data: { workspaces: 0, tasks: 5, comments: 3, skipped: 2 } } });
    const imported = await tasksOf(user, workspace.id);
    const byTitle = new Map(imported.map((t) => [t.title, t]));
    for (const planned of preview.body.data.tasks) {
      const task = byTitle.get(planned.title);
      // The commit may run a moment after the preview; relative dates ("tomorrow") land on the same day.
      expect(task && [task.urgency, task.dueDate?.slice(0, 10) ?? null, task.comments.map((c) => c.text), task.description, task.recurrence, task.subtasks.map(({ title, done }) => ({ title, done }))]).toEqual([
        planned.urgency,
        planned.dueDate?.slice(0, 10) ?? null,
        planned.comments,
        planned.description,
        planned.recurrence,
        planned.subtasks ?? [],
      ]);
    }
  });

  it("refuses a file over 5 MB (413), a non-Todoist CSV and a workspace the caller cannot reach", async () => {
    const user = await signedIn("Uma");
    const stranger = await signedIn("Vic");
    const workspace = await workspaceOf(user);
    const big = await readJson(await upload(user, { source: "todoist", workspaceId: workspace.id }, "x".repeat(5 * 1024 * 1024 + 1)));
    expect(big).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: "The file is larger than 5 MB" } } });
    const wrong = await readJson(await upload(user, { source: "todoist", workspaceId: workspace.id }, "a,b\n1,2\n"));
    expect(wrong).toEqual({ status: 400, body: { error: { code: "bad_request", message: "This is not a Todoist CSV export (no TYPE and CONTENT columns)" } } });
    const foreign = await upload(stranger, { source: "todoist", workspaceId: workspace.id, mode: "commit" }, fixture);
    expect([403, 404]).toContain(foreign.status);
    expect(await tasksOf(user, workspace.id)).toEqual([]);
  });

  it("round trip: export → import into a new account gives the same tasks and workspaces; the comments become the importer's, marked with their author and time", async () => {
    const { alice, home, side, response } = await aliceWithExport();
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="duely-export-(\d{4}-\d{2}-\d{2})\.json"; filename\*=UTF-8''duely-export-\1\.json$/);
    const text = await response.text();
    const exported = duelyExportSchema.parse(JSON.parse(text));
    expect(exported.version).toBe(1);
    const trip = exported.workspaces[0].tasks.find((t) => t.title === "Plan trip")!;
    expect(trip.subtasks?.map(({ title, done }) => [title, done])).toEqual([["Book flights", true], ["Pick dates", false], ["Find a hotel", false]]);
    expect(exported.workspaces[0].tasks.find((t) => t.title === "Buy milk")).not.toHaveProperty("subtasks");
    expect(exported.workspaces.map((w) => [w.name, w.tasks.length])).toEqual([
      [home.name, 3],
      [side.name, 1],
    ]);

    const bob = await signedIn("Bob");
    const preview = await readJson<{ data: ImportPlan }>(await upload(bob, { source: "duely" }, text));
    expect(preview.body.data.newWorkspaces).toEqual([side.name]);
    const before = Date.now();
    const done = await readJson<{ data: ImportResult }>(await upload(bob, { source: "duely", mode: "commit" }, text));
    expect(done.body.data).toEqual({ workspaces: 1, tasks: 4, comments: 1, skipped: 0 });

    const bobs = await workspacesOf(bob);
    const bobHome = bobs.owned.find((w) => w.isDefault)!;
    const bobSide = bobs.owned.find((w) => w.name === side.name)!;
    expect(comparable(await tasksOf(bob, bobHome.id))).toEqual(comparable(await tasksOf(alice, home.id)));
    expect(comparable(await tasksOf(bob, bobSide.id))).toEqual(comparable(await tasksOf(alice, side.id)));
    // Alice's comment is Bob's now, written at the import, and says whose it was and when.
    const [original] = commentsOf(await tasksOf(alice, home.id));
    const [imported] = commentsOf(await tasksOf(bob, bobHome.id));
    const when = `${original.time.slice(0, 10)} ${original.time.slice(11, 16)} UTC`;
    expect(imported).toMatchObject({ task: "Buy milk", text: `Imported comment, originally by Alice on ${when}:\n2 litres`, user: "Bob", userId: bob.account.id });
    expect(Date.parse(imported.time)).toBeGreaterThanOrEqual(before);
    expect(preview.body.data.tasks.find((t) => t.title === "Buy milk")?.comments).toEqual([imported.text]);
  });

  it("the owner's own export re-imports into her account, comment authors and times kept in a private workspace", async () => {
    const { alice, home, side, response } = await aliceWithExport();
    const done = await readJson<{ data: ImportResult }>(await upload(alice, { source: "duely", mode: "commit" }, await response.text()));
    expect(done).toEqual({ status: 201, body: { data: { workspaces: 1, tasks: 4, comments: 1, skipped: 0 } } });
    // The new workspace takes the exported name (only the import's own new workspaces are numbered apart).
    const copy = (await workspacesOf(alice)).owned.find((w) => w.name === side.name && w.id !== side.id);
    expect(copy).toBeDefined();
    expect(comparable(await tasksOf(alice, copy!.id))).toEqual(comparable(await tasksOf(alice, side.id)));
    // The default workspace received a copy of each of its tasks, the comment as it was.
    const homeTasks = await tasksOf(alice, home.id);
    expect(homeTasks).toHaveLength(6);
    const comments = commentsOf(homeTasks);
    expect(comments).toHaveLength(2);
    expect(comments[1]).toEqual({ ...comments[0], userId: alice.account.id });
  });

  it("undoes everything when a write fails half-way (a faked store failure after the second batch was written)", async () => {
    const user = await signedIn("Ulla");
    const before = await workspacesOf(user);
    // 300 tasks of two rows each into the default workspace (two batches of writes), then 4 into a new one.
    const many = Array.from({ length: 300 }, (_, i) => exportedTask(`d${i}`, { comments: [{ id: `c${i}`, text: `Note ${i}`, user: "X", userId: "u", time: "2026-11-02T00:00:00.000Z" }] }));
    const file = duelyExport([
      { isDefault: true, tasks: many },
      { name: "Side", tasks: Array.from({ length: 4 }, (_, i) => exportedTask(`s${i}`)) },
    ]);
    const store = await getStore();
    const real = store.importTasks.bind(store);
    const batches: number[] = [];
    const spy = jest.spyOn(store, "importTasks").mockImplementation(async (tasks) => {
      batches.push(tasks.length);
      await real(tasks);
      if (batches.length === 2) throw new Error("disk full (fake), after writing part of the import");
    });
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await readJson(await upload(user, { source: "duely", mode: "commit" }, file));
      expect(failed).toEqual({ status: 500, body: { error: { code: "internal", message: "The import failed and nothing was imported. Please try again." } } });
    } finally {
      spy.mockRestore();
      errorLog.mockRestore();
    }
    expect(batches).toEqual([250, 54]);
    const after = await workspacesOf(user);
    expect(after.owned.map((w) => w.id)).toEqual(before.owned.map((w) => w.id));
    for (const w of after.owned) expect(await tasksOf(user, w.id)).toEqual([]);
  });

  it("refuses an import that would pass the 5 owned workspaces, writing nothing", async () => {
    const owner = await signedIn("Wes");
    for (let i = 0; i < 4; i++) await workspaceOf(owner);
    const exported = {
      format: "duely-export",
      version: 1,
      exportedAt: "2026-11-23T10:00:00.000Z",
      account: { name: "X", email: "x@example.com" },
      workspaces: ["One", "Two"].map((name, i) => ({ id: `w${i}`, name, icon: "📋", color: "indigo", isDefault: false, members: [], createdAt: "2026-11-01T00:00:00.000Z", tasks: [] })),
      reminders: [],
    };
    const refused = await readJson(await upload(owner, { source: "duely", mode: "commit" }, JSON.stringify(exported)));
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "This import needs 2 new workspaces but you can create only 1 more (at most 5). Delete a workspace or import into an existing one." } },
    });
    expect((await workspacesOf(owner)).owned).toHaveLength(4);
  });

  it("exports one workspace as CSV (formula cells escaped) and 10,000 tasks as JSON in under 5 s", async () => {
    const user = await signedIn("Zed");
    const workspace = await workspaceOf(user);
    const raw = createClient({ url: db.url });
    const statements = Array.from({ length: 10_000 }, (_, i) => ({
      sql: "INSERT INTO tasks (id, title, due_date, urgency, completed, created_at, updated_at, workspace_id, user_id) VALUES (?, ?, ?, 3, 0, ?, ?, ?, ?)",
      args: [`bulk${i}`, i === 0 ? "=1+1" : `Task ${i}`, "2026-12-01T08:00:00.000Z", new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), "2026-11-01T00:00:00.000Z", workspace.id, user.account.id],
    }));
    await raw.batch(statements, "write");
    raw.close();
    await getStore();

    const started = performance.now();
    const response = await exportRoute.GET(apiRequest("GET", "/api/export", { caller: user }), params({}));
    const body = await response.text();
    const ms = performance.now() - started;
    const exported = duelyExportSchema.parse(JSON.parse(body));
    console.log(`[export] 10,000 tasks: ${Math.round(ms)} ms, ${(body.length / 1e6).toFixed(1)} MB`);
    expect(exported.workspaces.find((w) => w.id === workspace.id)?.tasks).toHaveLength(10_000);
    expect(ms).toBeLessThan(5000);

    const csv = await (await exportCsvRoute.GET(apiRequest("GET", `/api/export/csv?workspaceId=${workspace.id}`, { caller: user }), params({}))).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,title,dueDate,urgency,completed,completedAt,createdAt,updatedAt,comments,assignee,subtasks");
    expect(lines).toHaveLength(10_001);
    expect(Papa.parse<string[]>(lines[1]).data[0][1]).toBe("'=1+1");
  });

  it("carries assignees: the export has them; an import keeps one who is owner or member where the task goes and drops anyone else without an error", async () => {
    const dana = await signedIn("Dana");
    const eli = await signedIn("Eli");
    const team = await workspaceOf(dana, [eli]);
    const created = await readJson<{ data: Task }>(
      await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: dana, body: { workspaceId: team.id, title: "Hire", assignee: eli.account.email } }), params({})),
    );
    expect(created.body.data.assignee).toBe(eli.account.email.toLowerCase());
    const exported = duelyExportSchema.parse(JSON.parse(await (await exportRoute.GET(apiRequest("GET", "/api/export", { caller: dana }), params({}))).text()));
    expect(exported.workspaces.flatMap((w) => w.tasks).find((t) => t.title === "Hire")?.assignee).toBe(eli.account.email.toLowerCase());

    const danaEmail = dana.account.email.toLowerCase();
    const file = duelyExport([
      {
        isDefault: true,
        tasks: [
          exportedTask("m", { title: "To the member", assignee: eli.account.email }),
          exportedTask("o", { title: "To the owner", assignee: danaEmail }),
          exportedTask("s", { title: "To a stranger", assignee: "stranger@example.com" }),
          exportedTask("x", { title: "Not an address", assignee: "not an address" }),
        ],
      },
      { name: "Fresh", tasks: [exportedTask("n", { title: "Member of the old one", assignee: eli.account.email }), exportedTask("d", { title: "Mine", assignee: danaEmail })] },
    ]);
    const preview = await readJson<{ data: ImportPlan }>(await upload(dana, { source: "duely", workspaceId: team.id }, file));
    expect(preview.status).toBe(200);
    const plannedAssignees = Object.fromEntries(preview.body.data.tasks.map((t) => [t.title, t.assignee ?? null]));
    const expected = { "To the member": eli.account.email.toLowerCase(), "To the owner": danaEmail, "To a stranger": null, "Not an address": null, "Member of the old one": null, Mine: danaEmail };
    expect(plannedAssignees).toEqual(expected);
    const done = await readJson<{ data: ImportResult }>(await upload(dana, { source: "duely", workspaceId: team.id, mode: "commit" }, file));
    expect(done.body.data).toMatchObject({ tasks: 6, skipped: 0 });
    const fresh = (await workspacesOf(dana)).owned.find((w) => w.name === "Fresh")!;
    const imported = [...(await tasksOf(dana, team.id)), ...(await tasksOf(dana, fresh.id))].filter((t) => t.title in expected);
    expect(Object.fromEntries(imported.map((t) => [t.title, t.assignee ?? null]))).toEqual(expected);
  });
});
