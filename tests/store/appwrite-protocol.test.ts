import { commonCopy } from "@/lib/copy/common";
import { AppError } from "@/server/errors";
import { newId } from "@/server/ids";
import { openAppwriteStore, type AppwriteStoreOptions } from "@/server/store/appwrite";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { collectAll } from "@/server/store/pages";
import { RATE_LIMITED, startAppwriteProtocolFake, type AppwriteProtocolFake, type RecordedRequest } from "@/tests/support/appwrite-fake";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/**
 * What the appwrite store adapter sends over the wire and how it reads Appwrite's answers, checked
 * against the protocol fake (an HTTP server on loopback standing in for Appwrite, not Appwrite).
 */

jest.setTimeout(30_000);

let fake: AppwriteProtocolFake;
let options: AppwriteStoreOptions;
const DB = "duely";

beforeAll(async () => {
  fake = await startAppwriteProtocolFake();
  options = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: DB };
  await setUpAppwrite(options, { pollMs: 1 });
});
afterAll(() => fake.close());

const store = () => openAppwriteStore(options);

/** The requests made while `run` ran. */
async function requestsOf(run: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const from = fake.requests.length;
  await run();
  return fake.requests.slice(from);
}

const queriesOf = (req: RecordedRequest) =>
  Object.entries(req.query)
    .filter(([key]) => key.startsWith("queries["))
    .map(([, value]) => JSON.parse(value) as { method: string; attribute?: string; values?: unknown[] });

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("requests", () => {
  it("carry the project and the server's API key on every call, and never a user session", async () => {
    // Besides the rows: the workspace's team of Realtime readers (readers.ts) and the member lookup.
    const sent = await requestsOf(async () => {
      const s = store();
      const ws = await makeWorkspace(s);
      const task = await makeTask(s, ws);
      await s.addComment(task.id, { id: newId(), text: "hi", user: "Ada", userId: ws.userId, time: T0 });
      await s.listTasks({ workspaceId: ws.id }, { limit: 5 });
      await s.deleteWorkspace(ws.id);
    });
    expect(sent.length).toBeGreaterThan(8);
    for (const req of sent) {
      expect(req.headers["x-appwrite-project"]).toBe(fake.projectId);
      expect(req.headers["x-appwrite-key"]).toBe(fake.apiKey);
      expect(req.headers["x-appwrite-session"]).toBeUndefined();
      expect(req.path).toMatch(/^\/(tablesdb|teams|users)(\/|$)/);
    }
  });

  it("create a task as a row with the original hosted layout's fields, its comments a list of JSON-encoded strings, readable by the workspace's team", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const id = newId();
    const [create] = await requestsOf(() =>
      s.createTask({ id, title: "File taxes", dueDate: "2030-03-31T03:30:00+02:00", urgency: 4.5, createdAt: T0, workspaceId: ws.id, userId: ws.userId }),
    );
    expect(create.method).toBe("POST");
    expect(create.path).toBe(`/tablesdb/${DB}/tables/tasks/rows`);
    expect(create.body).toEqual({
      rowId: id,
      data: {
        title: "File taxes",
        dueDate: "2030-03-31T01:30:00.000Z",
        urgency: 4.5,
        completed: false,
        completedAt: null,
        createdAt: T0,
        updatedAt: T0,
        workspaceId: ws.id,
        userId: ws.userId,
        comments: [],
        version: 0,
      },
      permissions: [`read("team:${ws.id}")`],
    });

    const comment = { id: newId(), text: 'She said "hi" 👋', user: "Ada", userId: ws.userId, time: "2030-01-15T10:01:00+01:00" };
    await s.addComment(id, comment);
    expect(fake.rawRow(DB, "tasks", id)?.comments).toEqual([JSON.stringify({ ...comment, time: at(1) })]);
  });

  it("update only the columns a patch names, through the compare-and-set on the row's version", async () => {
    const s = store();
    const task = await makeTask(s, await makeWorkspace(s));
    const sent = await requestsOf(() => s.updateTask(task.id, { completed: true, now: at(3) }));
    const update = sent.find((r) => r.method === "PATCH" && r.path === `/tablesdb/${DB}/tables/tasks/rows/${task.id}`);
    expect(update?.body).toEqual({ data: { completed: true, updatedAt: at(3) }, transactionId: expect.any(String) });
    expect(fake.rawRow(DB, "tasks", task.id)?.version).toBe(1);
  });

  it("list with an explicit limit, no total, ordered by createdAt then $id, and page with cursorAfter over several pages", async () => {
    const s = store();
    const userId = newId();
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await makeWorkspace(s, { userId, now: at(i % 3) }));
    const expected = [...made].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((w) => w.id);

    let pages: string[][] = [];
    const sent = await requestsOf(async () => {
      pages = [];
      let cursor: string | null = null;
      do {
        const page = await s.listWorkspacesByOwner(userId, { limit: 3, cursor });
        pages.push(page.items.map((w) => w.id));
        cursor = page.nextCursor;
      } while (cursor);
    });

    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(expected);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(Array(3).fill(`GET /tablesdb/${DB}/tables/workspaces/rows`));
    for (const req of sent) expect(req.query.total).toBe("false");
    expect(queriesOf(sent[0])).toEqual([
      { method: "equal", attribute: "userId", values: [userId] },
      { method: "orderAsc", attribute: "createdAt" },
      { method: "orderAsc", attribute: "$id" },
      { method: "limit", values: [4] },
    ]);
    expect(queriesOf(sent[1]).at(-1)).toEqual({ method: "cursorAfter", values: [pages[0][2]] });
    expect(queriesOf(sent[2]).at(-1)).toEqual({ method: "cursorAfter", values: [pages[1][2]] });
  });

  it("go on from where a page ended even when the row under the cursor was deleted meanwhile", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const tasks = [];
    for (let i = 0; i < 5; i++) tasks.push(await makeTask(s, ws, { createdAt: at(i) }));
    const first = await s.listTasks({ workspaceId: ws.id }, { limit: 2 });
    await s.deleteTask(tasks[1].id);
    const rest = await collectAll((page) => s.listTasks({ workspaceId: ws.id }, { ...page, cursor: page.cursor ?? first.nextCursor }));
    expect(rest.map((t) => t.id)).toEqual([tasks[2].id, tasks[3].id, tasks[4].id]);
  });

  it("are all served by an index of the setup, except the membership lookup Appwrite cannot index", async () => {
    fake.listed.length = 0;
    const s = store();
    const ws = await makeWorkspace(s, { members: ["m@example.com"] });
    const task = await makeTask(s, ws);
    await makeReminder(s, task);
    await s.listWorkspacesByOwner(ws.userId, { limit: 5 });
    await s.listWorkspacesByMember("m@example.com", { limit: 5 });
    await s.listTasks({ workspaceId: ws.id, userId: ws.userId }, { limit: 5 });
    await s.listRemindersByUser({ userId: ws.userId, workspaceId: ws.id }, { limit: 5 });
    await s.listRemindersByTask(task.id, { limit: 5 });
    await s.claimDueReminders({ now: T0, limit: 5, claimToken: "w", leaseUntil: at(5) });
    await s.deleteWorkspace(ws.id);

    const unindexed = fake.listed.filter((l) => l.index === null);
    expect(unindexed.map((l) => `${l.tableId}: ${l.queries.map((q) => q.method).join(",")}`)).toEqual([
      "workspaces: contains,orderAsc,orderAsc,limit",
    ]);
    // Six listings above, then the workspace's deletion: its planned-task rows, reminders and tasks.
    expect(fake.listed.map((l) => l.tableId).slice(-3)).toEqual(["planned_tasks", "reminders", "tasks"]);
    expect(fake.listed).toHaveLength(9);
  });

  it("delete a workspace's tasks and reminders a page of 100 at a time, by id, then the workspace", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    for (let i = 0; i < 230; i++) await makeTask(s, ws);
    const sent = await requestsOf(() => s.deleteWorkspace(ws.id));
    const deletes = sent.filter((r) => r.method === "DELETE");
    expect(deletes.map((r) => r.path)).toEqual([
      `/tablesdb/${DB}/tables/tasks/rows`,
      `/tablesdb/${DB}/tables/tasks/rows`,
      `/tablesdb/${DB}/tables/tasks/rows`,
      `/tablesdb/${DB}/tables/workspaces/rows/${ws.id}`,
      `/teams/${ws.id}`,
    ]);
    const idQueries = deletes.slice(0, 3).map((r) => JSON.parse((r.body.queries as string[])[0]) as { values: string[] });
    expect(idQueries.map((q) => q.values.length)).toEqual([100, 100, 30]);
    expect(await s.listTasks({ workspaceId: ws.id }, { limit: 5 })).toEqual({ items: [], nextCursor: null });
  });
});

describe("compare-and-set", () => {
  /** The requests of a task's compare-and-set: the row read, then a transaction with the version's increment and the write. */
  const compareAndSetOf = (taskId: string) => [
    `GET /tablesdb/${DB}/tables/tasks/rows`,
    "POST /tablesdb/transactions",
    `PATCH /tablesdb/${DB}/tables/tasks/rows/${taskId}/version/increment`,
    `PATCH /tablesdb/${DB}/tables/tasks/rows/${taskId}`,
    expect.stringMatching(/^PATCH \/tablesdb\/transactions\/[a-f0-9]+$/),
  ];

  it("stages the version increment with its max and the write in one transaction, then commits", async () => {
    const s = store();
    const task = await makeTask(s, await makeWorkspace(s));
    const sent = await requestsOf(() => s.addComment(task.id, { id: newId(), text: "x", user: "Ada", userId: "u", time: T0 }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(compareAndSetOf(task.id));
    // The read is a listRows by $id: getRow may answer from Appwrite's row cache a row older than the last commit.
    expect(queriesOf(sent[0])).toEqual([
      { method: "equal", attribute: "$id", values: [task.id] },
      { method: "limit", values: [1] },
    ]);
    const txId = sent[4].path.split("/").at(-1);
    expect(sent[2].body).toEqual({ value: 1, max: 1, transactionId: txId });
    expect(sent[3].body).toEqual({ data: { comments: [expect.any(String)] }, transactionId: txId });
    expect(sent[4].body).toEqual({ commit: true });
    expect(fake.rawRow(DB, "tasks", task.id)?.version).toBe(1);
  });

  it("checks an update's expected values on the row it read, and writes nothing when one no longer holds", async () => {
    const s = store();
    const task = await makeTask(s, await makeWorkspace(s), { title: "Pack" });
    const sent = await requestsOf(() => s.updateTask(task.id, { urgency: 5, now: at(1), expected: { title: "Pack" } }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(compareAndSetOf(task.id));
    expect(sent[2].body).toMatchObject({ value: 1, max: 1 });
    const refused = await requestsOf(() => s.updateTask(task.id, { urgency: 1, now: at(2), expected: { urgency: 3 } }));
    expect(refused.map((r) => r.method)).toEqual(["GET"]);
    expect(fake.rawRow(DB, "tasks", task.id)).toMatchObject({ urgency: 5, version: 1 });
  });

  it("changes a workspace's members through the same compare-and-set on the workspace row", async () => {
    const s = store();
    const ws = await makeWorkspace(s, { members: ["a@example.com"] });
    const sent = await requestsOf(() => s.addMember({ workspaceId: ws.id, email: "B@example.com", max: 4, now: at(1) }));
    // After the row, the workspace's team of Realtime readers follows (readers.ts).
    expect(sent.slice(5).every((r) => !r.path.startsWith("/tablesdb/"))).toBe(true);
    expect(sent.slice(0, 5).map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(new RegExp(`^GET /tablesdb/${DB}/tables/workspaces/rows`)), // the read, however the adapter makes it fresh
      "POST /tablesdb/transactions",
      `PATCH /tablesdb/${DB}/tables/workspaces/rows/${ws.id}/version/increment`,
      `PATCH /tablesdb/${DB}/tables/workspaces/rows/${ws.id}`,
      expect.stringMatching(/^PATCH \/tablesdb\/transactions\/[a-f0-9]+$/),
    ]);
    expect(sent[2].body).toMatchObject({ value: 1, max: 1 });
    expect(sent[3].body).toMatchObject({ data: { members: ["a@example.com", "b@example.com"], updatedAt: at(1) } });
    expect(fake.rawRow(DB, "workspaces", ws.id)?.version).toBe(1);

    await s.removeMember({ workspaceId: ws.id, email: "a@example.com", now: at(2) });
    expect(fake.rawRow(DB, "workspaces", ws.id)).toMatchObject({ members: ["b@example.com"], version: 2 });
    // A refusal writes nothing.
    const refused = await requestsOf(() => s.addMember({ workspaceId: ws.id, email: "b@example.com", max: 4, now: at(3) }));
    expect(refused.map((r) => r.method)).toEqual(["GET"]);
  });

  it("loses no comment when twenty are added to one task at once", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const texts = Array.from({ length: 20 }, (_, i) => `comment ${i}`);
    await Promise.all(texts.map((text, i) => s.addComment(task.id, { id: newId(), text, user: "Ada", userId: ws.userId, time: at(i) })));
    expect((await s.getTask(task.id))?.comments.map((c) => c.text)).toEqual(texts);
    expect(fake.rawRow(DB, "tasks", task.id)?.version).toBe(20);
  });

  it("loses no comment when comments are added while others are deleted", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const old = [];
    for (let i = 0; i < 5; i++) old.push({ id: newId(), text: `old ${i}`, user: "Ada", userId: ws.userId, time: at(i) });
    for (const c of old) await s.addComment(task.id, c);
    const added = Array.from({ length: 5 }, (_, i) => ({ id: newId(), text: `new ${i}`, user: "Bo", userId: "u-2", time: at(10 + i) }));
    await Promise.all([...old.map((c) => s.deleteComment(task.id, c.id)), ...added.map((c) => s.addComment(task.id, c))]);
    expect((await s.getTask(task.id))?.comments).toEqual(added);
  });

  it("gives each of three processes racing for 60 due reminders its own, none twice, none left", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const made = [];
    for (let i = 0; i < 60; i++) made.push((await makeReminder(s, task, { dueDate: at(-1 - (i % 5)) })).id);
    // Three separate adapters (three clients), as three servers would have.
    const drain = async (claimToken: string) => {
      const adapter = openAppwriteStore(options);
      const got: string[] = [];
      for (;;) {
        const batch = await adapter.claimDueReminders({ now: T0, limit: 7, claimToken, leaseUntil: at(5) });
        if (batch.length === 0) return got;
        got.push(...batch.map((r) => r.id));
      }
    };
    const results = await Promise.all(["p1", "p2", "p3"].map(drain));
    const all = results.flat();
    expect(all.length).toBe(60);
    expect(new Set(all).size).toBe(60);
    expect([...all].sort()).toEqual([...made].sort());
    for (const [i, token] of ["p1", "p2", "p3"].entries()) {
      for (const id of results[i]) expect(fake.rawRow(DB, "reminders", id)?.claimToken).toBe(token);
    }
    await s.deleteWorkspace(ws.id);
  });
});

describe("Appwrite's errors", () => {
  it("429 becomes the product's rate limit with a Retry-After of a minute", async () => {
    fake.failNext({ method: "GET", path: /\/tables\/tasks\/rows$/ }, RATE_LIMITED);
    const error = await appError(store().listTasks({ workspaceId: "w" }, { limit: 5 }));
    expect(error).toMatchObject({ code: "rate_limited", status: 429, message: commonCopy.tooManyRequests, headers: { "Retry-After": "60" } });
  });

  it("401 (a wrong or under-scoped API key) becomes 503 unavailable, logged, with no detail for the user", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const wrongKey = openAppwriteStore({ ...options, apiKey: "standard_wrong" });
      const error = await appError(wrongKey.getWorkspace(newId()));
      expect(error).toMatchObject({ code: "unavailable", status: 503, message: commonCopy.unexpectedError });
      expect(String(logged.mock.calls[0][0])).toContain("401 user_unauthorized");
      await expect(wrongKey.ping()).rejects.toMatchObject({ status: 503 });
    } finally {
      logged.mockRestore();
    }
  });

  it("404 of a row is null, but 404 of the database (setup not run) is 503 unavailable", async () => {
    const s = store();
    expect(await s.getTask(newId())).toBeNull();
    expect(await s.updateWorkspace(newId(), { name: "x", now: T0 })).toBeNull();
    await expect(s.deleteReminder(newId())).resolves.toBeUndefined();
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const error = await appError(openAppwriteStore({ ...options, databaseId: "missing" }).getTask(newId()));
      expect(error).toMatchObject({ code: "unavailable", status: 503 });
      expect(String(logged.mock.calls[0][0])).toContain("404 database_not_found");
    } finally {
      logged.mockRestore();
    }
  });

  it("409 (a row id that exists) becomes a conflict", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const error = await appError(makeWorkspace(s, { id: ws.id }));
    expect(error).toMatchObject({ code: "conflict", status: 409, message: commonCopy.genericError });
  });

  it("no answer at all becomes 503 unavailable", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const down = openAppwriteStore({ ...options, endpoint: "http://127.0.0.1:9/v1" });
      await expect(down.getTask(newId())).rejects.toMatchObject({ code: "unavailable", status: 503 });
    } finally {
      logged.mockRestore();
    }
  });

  it("a claim that loses a commit to a conflict moves on without that reminder", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const first = await makeReminder(s, task, { dueDate: at(-2) });
    const second = await makeReminder(s, task, { dueDate: at(-1) });
    fake.failNext({ method: "PATCH", path: /^\/tablesdb\/transactions\// }, { status: 409, type: "transaction_conflict", message: "Transaction failed due to a conflict." });
    const claimed = await s.claimDueReminders({ now: T0, limit: 1, claimToken: "w", leaseUntil: at(5) });
    expect(claimed.map((r) => r.id)).toEqual([second.id]);
    expect(fake.rawRow(DB, "reminders", first.id)?.claimToken).toBeNull();
    await s.deleteWorkspace(ws.id);
  });
});

describe("rows written by an earlier deployment of the original hosted layout", () => {
  it("read with the layout's defaults: urgency 3, comments as strings or objects, any other status pending", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const taskId = newId();
    fake.insertRawRow(DB, "tasks", taskId, {
      title: "Old task",
      dueDate: "2030-01-16T10:00:00.000+01:00",
      completed: false,
      createdAt: "2030-01-15T09:00:00.000+00:00",
      workspaceId: ws.id,
      userId: ws.userId,
      comments: [
        JSON.stringify({ id: "c2", text: "second", user: "Bo", time: "2030-01-15T09:02:00.000Z" }),
        { id: "c1", text: "first", user: "Ada", time: "2030-01-15T10:01:00+01:00" },
        "not json",
      ],
    });
    expect(await s.getTask(taskId)).toEqual({
      id: taskId,
      title: "Old task",
      dueDate: "2030-01-16T09:00:00.000Z",
      urgency: 3,
      completed: false,
      completedAt: null,
      createdAt: T0,
      updatedAt: T0,
      workspaceId: ws.id,
      userId: ws.userId,
      comments: [
        { id: "c1", text: "first", user: "Ada", userId: "", time: at(1) },
        { id: "c2", text: "second", user: "Bo", userId: "", time: at(2) },
      ],
      subtasks: [],
    });

    const reminderId = newId();
    fake.insertRawRow(DB, "reminders", reminderId, {
      text: "Old reminder",
      dueDate: "2030-01-15T09:30:00.000+00:00",
      taskId,
      workspaceId: ws.id,
      userId: ws.userId,
      createdAt: "2030-01-15T09:00:00.000+00:00",
      status: "sent",
    });
    expect(await s.getReminder(reminderId)).toMatchObject({ status: "pending", timeZone: "UTC", attempts: 0, taskTitle: "", sentAt: null });

    const wsId = newId();
    fake.insertRawRow(DB, "workspaces", wsId, { name: "Legacy", userId: "owner", members: ["Zoe@Example.com"] });
    expect(await s.getWorkspace(wsId)).toMatchObject({ icon: "📋", color: "indigo", isDefault: false, members: ["zoe@example.com"], ownerEmail: "" });
  });

  it("are never claimed or rewritten before the setup gave them a version, and are after it did", async () => {
    const s = store();
    const ws = await makeWorkspace(s);
    const taskId = newId();
    const reminderId = newId();
    fake.insertRawRow(DB, "tasks", taskId, { title: "Old", createdAt: T0, workspaceId: ws.id, userId: ws.userId, comments: [] });
    fake.insertRawRow(DB, "reminders", reminderId, { text: "Old", dueDate: at(-1), taskId, workspaceId: ws.id, userId: ws.userId, createdAt: T0, status: "pending" });

    const legacyWorkspaceId = newId();
    fake.insertRawRow(DB, "workspaces", legacyWorkspaceId, { name: "Legacy", userId: "owner", members: [] });

    await expect(s.addComment(taskId, { id: newId(), text: "x", user: "Ada", userId: "u", time: T0 })).rejects.toThrow("run npm run appwrite:setup");
    await expect(s.addMember({ workspaceId: legacyWorkspaceId, email: "m@example.com", max: 4, now: T0 })).rejects.toThrow("run npm run appwrite:setup");
    expect(await s.claimDueReminders({ now: T0, limit: 10, claimToken: "w", leaseUntil: at(5) })).toEqual([]);

    const changes = await setUpAppwrite(options, { pollMs: 1 });
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^workspaces: version set to 0 on \d+ older rows$/),
        expect.stringMatching(/^tasks: version set to 0 on \d+ older rows$/),
        expect.stringMatching(/^reminders: version set to 0 on \d+ older rows$/),
      ]),
    );
    expect((await s.addComment(taskId, { id: newId(), text: "x", user: "Ada", userId: "u", time: T0 }))?.comments).toHaveLength(1);
    expect(await s.addMember({ workspaceId: legacyWorkspaceId, email: "m@example.com", max: 4, now: T0 })).toMatchObject({ ok: true });
    expect((await s.claimDueReminders({ now: T0, limit: 10, claimToken: "w", leaseUntil: at(5) })).map((r) => r.id)).toEqual([reminderId]);
    await s.deleteWorkspace(ws.id);
  });
});
