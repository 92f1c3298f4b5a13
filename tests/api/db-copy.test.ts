import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import * as loginRoute from "@/app/api/auth/login/route";
import * as meRoute from "@/app/api/auth/me/route";
import * as registerRoute from "@/app/api/auth/register/route";
import * as confirmRoute from "@/app/api/auth/verification/confirm/route";
import * as calendarRoute from "@/app/api/calendar/[feed]/route";
import * as feedsRoute from "@/app/api/calendar-feeds/route";
import * as acceptPlanRoute from "@/app/api/plan/accept/route";
import * as cronRoute from "@/app/api/cron/reminders/route";
import * as remindersRoute from "@/app/api/reminders/route";
import * as commentsRoute from "@/app/api/tasks/[taskId]/comments/route";
import * as subtasksRoute from "@/app/api/tasks/[taskId]/subtasks/route";
import * as subtaskRoute from "@/app/api/tasks/[taskId]/subtasks/[subtaskId]/route";
import * as toggleRoute from "@/app/api/tasks/[taskId]/toggle/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as tokensRoute from "@/app/api/tokens/route";
import * as membersRoute from "@/app/api/workspaces/[workspaceId]/members/route";
import * as workspacesRoute from "@/app/api/workspaces/route";
import { SESSION_COOKIE } from "@/lib/cookies";
import type { Task } from "@/lib/schemas/task";
import type { CreatedApiToken, CreatedCalendarFeed } from "@/lib/schemas/tokens";
import { closeStoreForTests, getStore } from "@/server/store";
import { linkIn, sessionCookieOf } from "@/tests/api/auth/support";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { createTestDatabase, type TestDatabase } from "@/tests/support/postgres-database";
import { apiRequest, params, readJson, type RequestOptions } from "@/tests/support/requests";
import { signedIn, uniqueEmail } from "@/tests/support/users";

/**
 * `npm run db:copy` end to end: a libSQL file filled through the API's route handlers with every feature
 * (a shared workspace, comments, reminders pending and sent, a repeating task and its next occurrence, API
 * tokens, calendar feeds, an accepted day plan, an unverified account), copied by the real command to a fresh PostgreSQL database
 * and from there to a new libSQL file; on each copy the same handlers give the same answers as on the
 * original (task lists, workspaces, reminders, tokens, calendar files, the signed-in account), the old
 * sessions still work, and the password still signs in. The command refuses a target that holds data
 * unless --force, and then replaces it.
 */

const PASSWORD = "correct-horse-1";
const CRON_SECRET = "db-copy-test-cron-secret";
const env = useApiEnvironment();
jest.setTimeout(120_000);

const original = `file:${path.join(tmpdir(), `duely-copy-${randomUUID()}.db`)}`;
const back = `file:${path.join(tmpdir(), `duely-copy-back-${randomUUID()}.db`)}`;
let postgres: TestDatabase;
let restoreEnv: () => void;

beforeAll(async () => {
  postgres = await createTestDatabase();
  restoreEnv = setEnv({ CRON_SECRET, DUELY_BACKEND: undefined, DATABASE_DIRECT_URL: undefined, DATABASE_URL: original });
});
afterAll(async () => {
  await closeStoreForTests();
  restoreEnv();
  await postgres?.drop();
  for (const url of [original, back]) {
    await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(url.slice("file:".length) + suffix, { force: true })));
  }
});

/** The app's handlers from now on read and write the database at `url`, as a server started on it would. */
async function serveFrom(url: string): Promise<void> {
  await closeStoreForTests();
  setEnv({ DATABASE_URL: url });
}

/** `npm run db:copy -- …` as a person runs it. */
function dbCopy(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync("npm", ["run", "--silent", "db:copy", "--", ...args], { encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

type Handler = (req: ReturnType<typeof apiRequest>, ctx: { params: Promise<never> }) => Promise<Response>;

async function call<T>(handler: Handler, method: string, url: string, options: RequestOptions & { params?: object } = {}) {
  const { params: values = {}, ...request } = options;
  return readJson<{ data: T }>(await handler(apiRequest(method, url, request), params(values as never)));
}

async function ok<T>(handler: Handler, method: string, url: string, options: RequestOptions & { params?: object } = {}): Promise<T> {
  const { status, body } = await call<T>(handler, method, url, options);
  expect([status, status < 300 ? "ok" : body]).toEqual([expect.any(Number), "ok"]);
  return body.data;
}

type Caller = { cookie: string };

interface Filled {
  owner: Caller & { email: string };
  member: Caller;
  teamId: string;
  tokenSecret: string;
  feedUrls: string[];
}

/** An owner who registered with a password and verified by e-mail, a member, and everything they can make. */
async function fill(): Promise<Filled> {
  const email = uniqueEmail("olivia");
  const registered = await registerRoute.POST(
    apiRequest("POST", "/api/auth/register", { ip: "203.0.113.7", body: { name: "Olivia Owner", email, password: PASSWORD, confirmPassword: PASSWORD } }),
    params({}),
  );
  expect(registered.status).toBe(201);
  const link = linkIn((await env.sink().waitFor(1))[0], "/verify-email");
  // Confirming signs the clicker in afresh: the session the registration gave ends.
  const confirmed = await confirmRoute.POST(
    apiRequest("POST", "/api/auth/verification/confirm", { caller: { cookie: `${SESSION_COOKIE}=${sessionCookieOf(registered)}` }, body: { userId: link.userId, secret: link.secret } }),
    params({}),
  );
  expect(confirmed.status).toBe(200);
  const owner = { cookie: `${SESSION_COOKIE}=${sessionCookieOf(confirmed)}`, email };
  const member = await signedIn("Mario");
  // Someone who registered and never verified: their account and unused link are data too.
  const unverified = await registerRoute.POST(
    apiRequest("POST", "/api/auth/register", { ip: "203.0.113.8", body: { name: "Ursula", email: uniqueEmail("ursula"), password: PASSWORD, confirmPassword: PASSWORD } }),
    params({}),
  );
  expect(unverified.status).toBe(201);

  const team = await ok<{ id: string }>(workspacesRoute.POST as Handler, "POST", "/api/workspaces", { caller: owner, body: { name: "Team", icon: "🚀" } });
  await ok(membersRoute.POST as Handler, "POST", `/api/workspaces/${team.id}/members`, { caller: owner, body: { email: member.account.email }, params: { workspaceId: team.id } });
  const task = (caller: Caller, body: object) => ok<Task>(tasksRoute.POST as Handler, "POST", "/api/tasks", { caller, body: { workspaceId: team.id, ...body } });
  const comment = (caller: Caller, taskId: string, text: string) =>
    ok(commentsRoute.POST as Handler, "POST", `/api/tasks/${taskId}/comments`, { caller, body: { text, timeZone: "Europe/Berlin" }, params: { taskId } });

  const cake = await task(owner, { title: "Order the cake", dueDate: "2030-03-01T15:00:00.000Z", urgency: 4.5, description: "Chocolate\nthree layers" });
  const steps = await ok<Task>(subtasksRoute.POST as Handler, "POST", `/api/tasks/${cake.id}/subtasks`, { caller: member, body: { titles: ["Pick the flavour", "Call the baker", "Pay"] }, params: { taskId: cake.id } });
  const [, baker, pay] = steps.subtasks;
  await ok(subtaskRoute.PATCH as Handler, "PATCH", `/api/tasks/${cake.id}/subtasks/${pay.id}`, { caller: owner, body: { done: true, position: 0 }, params: { taskId: cake.id, subtaskId: pay.id } });
  await ok(subtaskRoute.PATCH as Handler, "PATCH", `/api/tasks/${cake.id}/subtasks/${baker.id}`, { caller: owner, body: { title: "Call the baker on Monday" }, params: { taskId: cake.id, subtaskId: baker.id } });
  await task(member, { title: "Book the venue", assignee: owner.email });
  const gym = await task(owner, { title: "Gym", dueDate: "2030-03-02T07:00:00.000Z", recurrence: { rrule: "FREQ=DAILY", timeZone: "Europe/Berlin" } });
  const done = await task(member, { title: "Send invitations", dueDate: "2030-02-20T10:00:00.000Z" });
  await ok(toggleRoute.POST as Handler, "POST", `/api/tasks/${done.id}/toggle`, { caller: member, body: { completed: true }, params: { taskId: done.id } });
  // Completing a repeating task makes its next occurrence.
  await ok(toggleRoute.POST as Handler, "POST", `/api/tasks/${gym.id}/toggle`, { caller: owner, body: { completed: true }, params: { taskId: gym.id } });
  await comment(member, cake.id, "Which bakery?");
  await comment(owner, cake.id, "The one on Main Street");
  await comment(owner, cake.id, "!remindme tomorrow 9am call the bakery");
  await comment(owner, cake.id, "!rmd in 2 hours pick up the candles");
  await ok(tasksRoute.POST as Handler, "POST", "/api/tasks", { caller: owner, body: { title: "Personal errand", workspaceId: await defaultWorkspaceOf(owner) } });
  // An accepted day plan, recorded for the insights' Planned vs done.
  await ok(acceptPlanRoute.POST as Handler, "POST", "/api/plan/accept", {
    caller: owner,
    body: { workspaceId: team.id, items: [{ taskId: cake.id, dueDate: cake.dueDate }], plan: { day: "2030-03-01", slots: [{ taskId: cake.id, start: "2030-03-01T15:00:00.000Z", end: "2030-03-01T15:45:00.000Z" }] } },
  });

  // One reminder sent: made due in the file (no clock to move), then the cron run e-mails it.
  const file = createClient({ url: original });
  await file.execute({ sql: "UPDATE reminders SET due_date = ? WHERE text LIKE 'Pick up%'", args: [new Date(Date.now() - 60_000).toISOString()] });
  file.close();
  const run = await ok<{ sent: number }>(cronRoute.GET as Handler, "GET", "/api/cron/reminders", { origin: null, headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(run.sent).toBe(1);

  const token = await ok<CreatedApiToken>(tokensRoute.POST as Handler, "POST", "/api/tokens", { caller: owner, body: { name: "script", scope: "read_write" } });
  await ok(tokensRoute.POST as Handler, "POST", "/api/tokens", { caller: owner, body: { name: "reader", scope: "read", expiresInDays: 30 } });
  const teamFeed = await ok<CreatedCalendarFeed>(feedsRoute.POST as Handler, "POST", "/api/calendar-feeds", { caller: owner, body: { workspaceId: team.id, includeCompleted: true } });
  const allFeed = await ok<CreatedCalendarFeed>(feedsRoute.POST as Handler, "POST", "/api/calendar-feeds", { caller: member, body: {} });
  return { owner, member, teamId: team.id, tokenSecret: token.secret, feedUrls: [teamFeed.url, allFeed.url] };
}

async function defaultWorkspaceOf(caller: Caller): Promise<string> {
  const { owned } = await ok<{ owned: { id: string; isDefault: boolean }[] }>(workspacesRoute.GET as Handler, "GET", "/api/workspaces", { caller });
  return owned.find((w) => w.isDefault)!.id;
}

/** What the API answers the two users (and anyone holding a calendar link) about everything they have. */
async function answers({ owner, member, teamId, feedUrls }: Filled) {
  const of = async (caller: Caller) => {
    const workspaces = await ok<{ owned: { id: string }[]; shared: { id: string }[] }>(workspacesRoute.GET as Handler, "GET", "/api/workspaces", { caller });
    const ids = [...workspaces.owned, ...workspaces.shared].map((w) => w.id);
    const tasks = await Promise.all(ids.map((id) => ok(tasksRoute.GET as Handler, "GET", `/api/tasks?workspaceId=${id}`, { caller })));
    const me = await ok<{ user: { id: string } }>(meRoute.GET as Handler, "GET", "/api/auth/me", { caller });
    return {
      me,
      workspaces,
      planned: await (await getStore()).listPlannedTasks({ userId: me.user.id, workspaceId: teamId, fromDay: "2030-01-01", toDay: "2030-12-31" }),
      tasks,
      reminders: await ok(remindersRoute.GET as Handler, "GET", "/api/reminders", { caller }),
      tokens: await ok(tokensRoute.GET as Handler, "GET", "/api/tokens", { caller }),
      feeds: await ok(feedsRoute.GET as Handler, "GET", "/api/calendar-feeds", { caller }),
    };
  };
  const calendars = await Promise.all(
    feedUrls.map(async (url) => {
      const feed = decodeURIComponent(new URL(url).pathname.split("/").pop()!);
      const res = await calendarRoute.GET(apiRequest("GET", new URL(url).pathname, { origin: null }), params({ feed }));
      expect(res.status).toBe(200);
      return res.text();
    }),
  );
  return { owner: await of(owner), member: await of(member), teamId, calendars };
}

async function signsInWithPassword(email: string): Promise<void> {
  const res = await loginRoute.POST(apiRequest("POST", "/api/auth/login", { ip: "203.0.113.9", body: { email, password: PASSWORD } }), params({}));
  expect(res.status).toBe(200);
  const me = await ok<{ user: { email: string } }>(meRoute.GET as Handler, "GET", "/api/auth/me", { headers: { cookie: `${SESSION_COOKIE}=${sessionCookieOf(res)}` } });
  expect(me.user.email).toBe(email);
}

describe("npm run db:copy", () => {
  let filled: Filled;
  let before: Awaited<ReturnType<typeof answers>>;

  beforeAll(async () => {
    await serveFrom(original);
    filled = await fill();
    before = await answers(filled);
    await closeStoreForTests();
  });

  it("the filled file holds every feature the comparison relies on", () => {
    const teamTasks = before.owner.tasks.flat() as Task[];
    expect(teamTasks.map((t) => t.title)).toEqual(expect.arrayContaining(["Order the cake", "Gym", "Send invitations", "Personal errand"]));
    expect(teamTasks.filter((t) => t.title === "Gym")).toHaveLength(2); // the completed one and its next occurrence
    expect(teamTasks.find((t) => t.title === "Order the cake")?.subtasks.map((s) => [s.title, s.done])).toEqual([
      ["Pay", true],
      ["Pick the flavour", false],
      ["Call the baker on Monday", false],
    ]);
    expect(teamTasks.find((t) => t.title === "Book the venue")?.assignee).toBe(filled.owner.email.toLowerCase());
    expect(before.member.workspaces.shared.map((w) => w.id)).toContain(filled.teamId);
    expect((before.owner.reminders as { status: string }[]).map((r) => r.status).sort()).toEqual(["done", "pending"]);
    expect(before.owner.tokens).toHaveLength(2);
    expect(before.owner.planned).toHaveLength(1);
    expect(before.calendars.every((ics) => ics.includes("BEGIN:VEVENT"))).toBe(true);
  });

  it("copies the file to PostgreSQL in one transaction, printing the rows per table on both sides", () => {
    const { status, output } = dbCopy("--from", original, "--to", postgres.url);
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining("Copied ") });
    expect(output).not.toContain(new URL(postgres.url).password);
    expect(output).toMatch(/^users\s+3\s+3$/m);
    expect(output).toMatch(/^comments\s+4\s+4$/m);
    expect(output).toMatch(/^subtasks\s+3\s+3$/m);
    expect(output).toMatch(/^reminders\s+2\s+2$/m);
    expect(output).toMatch(/^api_tokens\s+2\s+2$/m);
    expect(output).toMatch(/^calendar_feeds\s+2\s+2$/m);
    expect(output).toMatch(/^planned_tasks\s+1\s+1$/m);
    expect(output).toMatch(/^events\s+([1-9]\d*)\s+\1$/m);
    expect(output).toMatch(/^live_streams\s+not copied: /m);
  });

  it("keeps every event's id, workspace and sequence number on PostgreSQL (the commit-order trigger leaves copied rows alone)", async () => {
    const file = createClient({ url: original });
    const source = (await file.execute("SELECT id, workspace_id, seq FROM events ORDER BY id")).rows.map((row) => [Number(row.id), row.workspace_id, Number(row.seq)]);
    file.close();
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; workspace_id: string; seq: number }>("SELECT id, workspace_id, seq FROM events ORDER BY id");
      expect(rows.map((row) => [Number(row.id), row.workspace_id, row.seq])).toEqual(source);
      expect(source.length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it("moves PostgreSQL's event ids past the copied ones and turns the commit-order trigger back on", async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows: [{ max }] } = await client.query<{ max: string }>("SELECT max(id) AS max FROM events");
      const { rows: [{ id }] } = await client.query<{ id: string }>(
        "INSERT INTO events (workspace_id, seq, body, created_at) VALUES ('w', 1, '{}', '2030-01-01T00:00:00.000Z') RETURNING id",
      );
      expect(Number(id)).toBe(Number(max) + 1);
      const { rows: triggers } = await client.query<{ enabled: string }>("SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'events_commit_order'");
      expect(triggers).toEqual([{ enabled: "O" }]);
      await client.query("DELETE FROM events WHERE workspace_id = 'w'");
    } finally {
      await client.end();
    }
  });

  it("refuses to copy into a database that holds data, and changes nothing there", () => {
    const { status, output } = dbCopy("--from", original, "--to", postgres.url);
    expect(status).toBe(1);
    expect(output).toMatch(/^The target is not empty \(users 3, sessions 3, .*, tasks 6, .*\): nothing was copied\. Pass --force to replace everything it holds\.$/m);
    const again = dbCopy("--from", original, "--to", postgres.url);
    expect(again.output).toMatch(/\(users 3, sessions 3, .*, tasks 6, .*\)/);
  });

  it("the app on the PostgreSQL copy answers as on the file; old sessions and the password still sign in", async () => {
    await serveFrom(postgres.url);
    expect(await answers(filled)).toEqual(before);
    await signsInWithPassword(filled.owner.email);
  });

  it("copies back from PostgreSQL to a new libSQL file, which answers the same", async () => {
    await closeStoreForTests();
    const { status, output } = dbCopy("--from", postgres.url, "--to", back);
    expect({ status, output }).toEqual({ status: 0, output: expect.stringMatching(/^comments\s+4\s+4$/m) });
    await serveFrom(back);
    expect(await answers(filled)).toEqual(before);
    await signsInWithPassword(filled.owner.email);
    // The API token made on the original still opens the API on the copy of the copy.
    const listed = await call(tasksRoute.GET as Handler, "GET", `/api/tasks?workspaceId=${filled.teamId}`, { origin: null, headers: { authorization: `Bearer ${filled.tokenSecret}` } });
    expect(listed.status).toBe(200);
  });

  it("with --force replaces what the target holds", async () => {
    await serveFrom(original);
    await ok(tasksRoute.POST as Handler, "POST", "/api/tasks", { caller: filled.owner, body: { title: "Added after the first copy", workspaceId: filled.teamId } });
    await closeStoreForTests();
    const { status, output } = dbCopy("--from", original, "--to", back, "--force");
    expect({ status, output }).toEqual({ status: 0, output: expect.stringMatching(/^users\s+3\s+3$/m) });
    await serveFrom(back);
    const tasks = await ok<Task[]>(tasksRoute.GET as Handler, "GET", `/api/tasks?workspaceId=${filled.teamId}`, { caller: filled.owner });
    expect(tasks.map((t) => t.title)).toContain("Added after the first copy");
  });
});
