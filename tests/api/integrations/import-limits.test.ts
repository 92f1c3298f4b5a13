import { getStore } from "@/server/store";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { duelyExport, exportedTask } from "@/tests/support/duely-export";
import { readJson } from "@/tests/support/requests";
import { signedIn } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { tasksOf, upload, workspacesOf } from "./transfer-support";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import type { ImportPlan, ImportResult } from "@/lib/schemas/transfer";

/**
 * An import's limits and what it writes, through the route on a real libSQL file: rows written in
 * batches without reading each back, the row limits of both formats (413, nothing written), the
 * preview's rate limit, the comments of another person's export, and the names of new workspaces.
 */

useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(60_000);
beforeEach(() => resetRateLimitsForTests());

/** The Todoist file of the report: one task and 2,500 notes, 17.5 kB. */
const manyNotes = "TYPE,CONTENT,DATE\ntask,One task with many notes,tomorrow\n" + Array.from({ length: 2500 }, (_, i) => `note,n${i}\n`).join("");

describe("an import's writes", () => {
  it("writes one task with 2,500 notes in one batch, reading no task back and adding no comment one by one", async () => {
    expect(manyNotes.length).toBeGreaterThan(17_000);
    const user = await signedIn("Pia");
    const workspace = await workspaceOf(user);
    const store = await getStore();
    const spies = [jest.spyOn(store, "addComment"), jest.spyOn(store, "getTask"), jest.spyOn(store, "createTask"), jest.spyOn(store, "importTasks")];
    try {
      const done = await readJson<{ data: ImportResult }>(await upload(user, { source: "todoist", workspaceId: workspace.id, mode: "commit" }, manyNotes));
      expect(done).toEqual({ status: 201, body: { data: { workspaces: 0, tasks: 1, comments: 2500, skipped: 0 } } });
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const [task] = await tasksOf(user, workspace.id);
    expect(task.comments.map((c) => c.text)).toEqual(Array.from({ length: 2500 }, (_, i) => `n${i}`));
    expect(new Set(task.comments.map((c) => c.user))).toEqual(new Set(["Pia"]));
  });

  it("lets other work run while it plans and writes (turns of the event loop during the import)", async () => {
    const user = await signedIn("Quin");
    const workspace = await workspaceOf(user);
    let turns = 0;
    let importing = true;
    const tick = () => {
      turns += 1;
      if (importing) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsBefore = turns;
    const done = await upload(user, { source: "todoist", workspaceId: workspace.id, mode: "commit" }, manyNotes);
    importing = false;
    expect(done.status).toBe(201);
    // 2,501 rows planned 100 at a time and one batch written: at least one turn per slice.
    expect(turns - turnsBefore).toBeGreaterThanOrEqual(25);
  });
});

describe("an import's limits", () => {
  it("refuses a Duely export of 12,000 tasks (413), in preview and commit, writing nothing", async () => {
    const user = await signedIn("Rui");
    const before = await workspacesOf(user);
    const file = duelyExport([
      { isDefault: true, tasks: Array.from({ length: 12_000 }, (_, i) => exportedTask(`t${i}`)) },
      { name: "Side", tasks: [] },
    ]);
    const tooLarge = { status: 413, body: { error: { code: "payload_too_large", message: "The file has more than 5000 rows (each task and each comment counts as one)" } } };
    expect(await readJson(await upload(user, { source: "duely" }, file))).toEqual(tooLarge);
    expect(await readJson(await upload(user, { source: "duely", mode: "commit" }, file))).toEqual(tooLarge);
    const after = await workspacesOf(user);
    expect(after.owned.map((w) => w.id)).toEqual(before.owned.map((w) => w.id));
    for (const w of after.owned) expect(await tasksOf(user, w.id)).toEqual([]);
  });

  it("counts comments as rows (8 tasks of 1,500 comments: 413) and refuses more than 2,500 comments on one task (413)", async () => {
    const user = await signedIn("Sol");
    const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `Comment ${i}`, user: "Al", userId: "u", time: "2026-11-02T00:00:00.000Z" }));
    const wide = duelyExport([{ isDefault: true, tasks: Array.from({ length: 8 }, (_, i) => exportedTask(`t${i}`, { comments: comments(1500) })) }]);
    expect((await readJson(await upload(user, { source: "duely", mode: "commit" }, wide))).status).toBe(413);
    const deep = duelyExport([{ isDefault: true, tasks: [exportedTask("deep", { comments: comments(2501) })] }]);
    expect(await readJson(await upload(user, { source: "duely", mode: "commit" }, deep))).toEqual({
      status: 413,
      body: { error: { code: "payload_too_large", message: "A task has more than 2500 comments (task deep); at most 2500 per task can be imported" } },
    });
    const todoist = "TYPE,CONTENT\ntask,x\n" + "note,n\n".repeat(2501);
    expect((await readJson(await upload(user, { source: "todoist", mode: "commit" }, todoist))).status).toBe(413);
    const home = (await workspacesOf(user)).owned[0];
    expect(await tasksOf(user, home.id)).toEqual([]);
  });

  it("allows 30 previews per user in 10 minutes, then answers 429 with a message; others are not affected", async () => {
    const [user, other] = [await signedIn("Tia"), await signedIn("Uwe")];
    const file = "TYPE,CONTENT\ntask,x\n";
    for (let i = 0; i < 30; i++) expect((await upload(user, { source: "todoist" }, file)).status).toBe(200);
    const limited = await upload(user, { source: "todoist" }, file);
    expect(await readJson(limited)).toEqual({ status: 429, body: { error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." } } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload(other, { source: "todoist" }, file)).status).toBe(200);
  });
});

describe("what an import writes for other people to read", () => {
  it("a member's import of another person's export into a shared workspace: comments are the member's, marked with author and date", async () => {
    const [owner, member] = [await signedIn("Vera"), await signedIn("Wim")];
    const team = await workspaceOf(owner, [member]);
    const file = duelyExport(
      [{ isDefault: true, tasks: [exportedTask("t1", { title: "Plan", comments: [{ id: "c1", text: "Looks good", user: "Alice", userId: "u-alice", time: "2020-01-01T10:00:00.000Z" }] })] }],
      { name: "Alice", email: "alice@example.com" },
    );
    const before = Date.now();
    const done = await readJson<{ data: ImportResult }>(await upload(member, { source: "duely", workspaceId: team.id, mode: "commit" }, file));
    expect(done.status).toBe(201);
    const [task] = await tasksOf(owner, team.id);
    expect(task.comments).toEqual([
      { id: expect.any(String), text: "Imported comment, originally by Alice on 2020-01-01 10:00 UTC:\nLooks good", user: "Wim", userId: member.account.id, time: expect.any(String) },
    ]);
    expect(Date.parse(task.comments[0].time)).toBeGreaterThanOrEqual(before);
  });

  it("gives new workspaces names the API accepts: refused ones (empty, blank, U+202E, CR/LF) become 'Imported', 'Imported 2'…", async () => {
    const user = await signedIn("Xan");
    const file = duelyExport(["", "   ", "Team\u202Eexe.txt", "Line\r\nBreak"].map((name) => ({ name, tasks: [exportedTask(`t-${name.length}`)] })));
    const preview = await readJson<{ data: ImportPlan }>(await upload(user, { source: "duely" }, file));
    expect(preview.body.data.newWorkspaces).toEqual(["Imported", "Imported 2", "Imported 3", "Imported 4"]);
    expect((await upload(user, { source: "duely", mode: "commit" }, file)).status).toBe(201);
    const names = (await workspacesOf(user)).owned.filter((w) => !w.isDefault).map((w) => w.name);
    expect(names).toEqual(["Imported", "Imported 2", "Imported 3", "Imported 4"]);
    for (const name of names) expect(workspaceNameSchema.safeParse(name).success).toBe(true);
  });
});
