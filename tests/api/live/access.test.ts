import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as tasksRoute from "@/app/api/tasks/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import * as commentsRoute from "@/app/api/tasks/[taskId]/comments/route";
import * as commentRoute from "@/app/api/tasks/[taskId]/comments/[commentId]/route";
import * as membersRoute from "@/app/api/workspaces/[workspaceId]/members/route";
import * as memberRoute from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import { getStore } from "@/server/store";
import { openSqliteStore } from "@/server/store/sqlite";
import { stopPollingForTests } from "@/server/live/poller";
import type { Comment, Task } from "@/lib/schemas/task";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { apiTokenOf, closeStreams, openStream, workspaceOf, type OpenedStream } from "./support/streams";

/**
 * A reader never receives what the workspace stored before they gained access (docs/product.md#live-boards):
 * the owner reads from the workspace's start, a member from the event that added them. A Last-Event-ID from
 * before that (0, or the number right after their removal) gets `resync` and nothing of the past, through a
 * session and through a read token alike. Every change is made through the real routes.
 */

useTempDatabase();
useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

async function answer<T>(response: Response, status: number): Promise<T> {
  expect(response.status).toBe(status);
  return status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

const api = {
  createTask: async (as: TestUser, workspaceId: string, title: string) =>
    answer<Task>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: as, body: { title, workspaceId, urgency: 3 } }), params({})), 201),
  rename: async (as: TestUser, taskId: string, title: string) =>
    answer<Task>(await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller: as, body: { title, description: `${title}, in detail` } }), params({ taskId })), 200),
  deleteTask: async (as: TestUser, taskId: string) => answer(await taskRoute.DELETE(apiRequest("DELETE", `/api/tasks/${taskId}`, { caller: as }), params({ taskId })), 204),
  comment: async (as: TestUser, taskId: string, text: string) =>
    (await answer<{ comment: Comment }>(await commentsRoute.POST(apiRequest("POST", `/api/tasks/${taskId}/comments`, { caller: as, body: { text } }), params({ taskId })), 201)).comment,
  deleteComment: async (as: TestUser, taskId: string, commentId: string) =>
    answer(await commentRoute.DELETE(apiRequest("DELETE", `/api/tasks/${taskId}/comments/${commentId}`, { caller: as }), params({ taskId, commentId })), 200),
  addMember: async (owner: TestUser, workspaceId: string, member: TestUser) =>
    answer(await membersRoute.POST(apiRequest("POST", `/api/workspaces/${workspaceId}/members`, { caller: owner, body: { email: member.account.email } }), params({ workspaceId })), 200),
  removeMember: async (owner: TestUser, workspaceId: string, member: TestUser) => {
    const email = member.account.email.toLowerCase();
    return answer(await memberRoute.DELETE(apiRequest("DELETE", `/api/workspaces/${workspaceId}/members/${encodeURIComponent(email)}`, { caller: owner }), params({ workspaceId, email })), 200);
  },
};

const latestSeq = async (workspaceId: string) => (await getStore()).eventLog!.latestSeq(workspaceId);

/** The stream answers `resync` with the latest number, sends nothing of the past, and then the next change. */
async function expectResyncOnly(stream: OpenedStream, workspaceId: string, owner: TestUser): Promise<void> {
  expect(stream.status).toBe(200);
  const latest = await latestSeq(workspaceId);
  expect(await stream.sse.next()).toEqual({ event: "resync", id: String(latest), data: "{}" });
  expect(await stream.sse.nothingWithin(150)).toBeNull();
  const next = await api.createTask(owner, workspaceId, `After ${latest}`);
  expect(await stream.nextEvent()).toMatchObject({ type: "task.created", seq: latest + 1, task: { id: next.id } });
}

/**
 * A workspace with a past a later member must not see: a task renamed (its old title and description),
 * a deleted task, a deleted comment, and a former member's task in the time nobody else was a member.
 */
async function workspaceWithAPast(owner: TestUser) {
  const former = await signedIn("Fred");
  const ws = await workspaceOf(owner, [former]);
  const renamed = await api.createTask(owner, ws.id, "Old secret title");
  await api.rename(owner, renamed.id, "Public title");
  const deleted = await api.createTask(owner, ws.id, "Deleted secret");
  const comment = await api.comment(owner, renamed.id, "Deleted secret comment");
  await api.deleteComment(owner, renamed.id, comment.id);
  await api.deleteTask(owner, deleted.id);
  await api.createTask(former, ws.id, "Fred's secret");
  await api.removeMember(owner, ws.id, former);
  return ws;
}

describe("a member added later", () => {
  it("replaying from 0 gets `resync`, never the workspace's past; from the event that added them on, everything", async () => {
    const owner = await signedIn("Olivia");
    const newcomer = await signedIn("Nina");
    const ws = await workspaceWithAPast(owner);
    const past = await latestSeq(ws.id);
    await api.addMember(owner, ws.id, newcomer);
    const joined = past + 1;
    expect(await latestSeq(ws.id)).toBe(joined);

    // The owner (a reader from the start) still replays it all: the past is there to be refused.
    const ownerReplay = await openStream(owner, ws.id, { lastEventId: "0" });
    const replayed = [];
    for (let seq = 1; seq <= joined; seq++) replayed.push(JSON.stringify(await ownerReplay.nextEvent()));
    expect(replayed.join()).toContain("Old secret title");

    await expectResyncOnly(await openStream(newcomer, ws.id, { lastEventId: "0" }), ws.id, owner);
    await expectResyncOnly(await openStream(newcomer, ws.id, { query: "?lastEventId=0" }), ws.id, owner);
    await expectResyncOnly(await openStream(newcomer, ws.id, { lastEventId: String(joined - 2) }), ws.id, owner);

    // Right before the event that added them: that event (the members with them) and what followed.
    const fromJoin = await openStream(newcomer, ws.id, { lastEventId: String(joined - 1) });
    const first = await fromJoin.nextEvent();
    expect(first).toMatchObject({ type: "member.added", seq: joined, email: newcomer.account.email.toLowerCase(), members: [newcomer.account.email.toLowerCase()] });
    const received = [first];
    for (let seq = joined + 1; seq <= (await latestSeq(ws.id)); seq++) received.push(await fromJoin.nextEvent());
    expect(received.map((e) => e.seq)).toEqual(Array.from({ length: received.length }, (_, i) => joined + i));
    expect(JSON.stringify(received)).not.toMatch(/secret/i);
  });

  it("with a read token of theirs, the same: `resync` from 0, nothing of the past", async () => {
    const owner = await signedIn("Olivia");
    const newcomer = await signedIn("Nina");
    const ws = await workspaceWithAPast(owner);
    await api.addMember(owner, ws.id, newcomer);
    const token = await apiTokenOf(newcomer, "read");
    await expectResyncOnly(await openStream(null, ws.id, { bearer: token.secret, lastEventId: "0" }), ws.id, owner);
    const fromJoin = await openStream(null, ws.id, { bearer: token.secret, lastEventId: String((await latestSeq(ws.id)) - 2) });
    expect(await fromJoin.nextEvent()).toMatchObject({ type: "member.added", email: newcomer.account.email.toLowerCase() });
  });
});

describe("a former member added again", () => {
  it("resuming from before their removal, or right after it, gets `resync`: nothing of the time they were away, no way round the `revoked`", async () => {
    const owner = await signedIn("Olivia");
    const member = await signedIn("Max");
    const ws = await workspaceOf(owner, [member]);
    await api.createTask(owner, ws.id, "Seen as a member");
    const stream = await openStream(member, ws.id);
    await stream.sse.nothingWithin(30);
    await api.removeMember(owner, ws.id, member);
    expect((await stream.sse.next()).event).toBe("revoked");
    const removedAt = await latestSeq(ws.id);

    const away = await api.createTask(owner, ws.id, "While away: secret");
    await api.rename(owner, away.id, "While away: renamed secret");
    expect((await openStream(member, ws.id, { lastEventId: String(removedAt) })).status).toBe(403);
    await api.addMember(owner, ws.id, member);
    const rejoined = await latestSeq(ws.id);

    for (const lastEventId of ["0", String(removedAt - 1), String(removedAt), String(rejoined - 2)]) {
      await expectResyncOnly(await openStream(member, ws.id, { lastEventId }), ws.id, owner);
      await closeStreams();
    }
    const fromRejoin = await openStream(member, ws.id, { lastEventId: String(rejoined - 1) });
    expect(await fromRejoin.nextEvent()).toMatchObject({ type: "member.added", seq: rejoined, email: member.account.email.toLowerCase() });
  });

  it("a removal of the reader among the events a stream replays ends it with `revoked`, and nothing after it is sent", async () => {
    const { openEventStream } = await import("@/server/live");
    const { readerGate } = await import("@/server/services/events");
    const { readSse } = await import("@/tests/support/sse");
    const owner = await signedIn("Olivia");
    const member = await signedIn("Max");
    const ws = await workspaceOf(owner, [member]);
    await api.createTask(owner, ws.id, "Before");
    await api.removeMember(owner, ws.id, member);
    await api.createTask(owner, ws.id, "After: secret");
    // The gate as a stream opened just before the removal has it, replaying from its start.
    const sse = readSse(openEventStream({ workspaceId: ws.id, lastEventId: 0, readsFrom: 1, gate: readerGate(member.account, ws, async () => true) }));
    expect(await sse.next()).toMatchObject({ id: "1", event: "message" });
    expect(await sse.next()).toEqual({ event: "revoked", id: null, data: "{}" });
    await expect(sse.next(300)).rejects.toThrow();
    expect(sse.ended).toBe(true);
  });
});

describe("a database from before members' first readable event was recorded", () => {
  it("upgrading gives the members already there the workspace's next event as their first, and members of a workspace without events its first", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "duely-upgrade-"));
    const url = `file:${path.join(folder, "old.db")}`;
    try {
      // The migrations up to the one that adds joined_seq, applied as an older release did.
      const journal = JSON.parse(await readFile("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
      const upgrade = journal.entries.findIndex((entry) => entry.tag.endsWith("_member_joined_seq"));
      const before = journal.entries.slice(0, upgrade);
      await mkdir(path.join(folder, "drizzle/meta"), { recursive: true });
      await writeFile(path.join(folder, "drizzle/meta/_journal.json"), JSON.stringify({ ...journal, entries: before }));
      await Promise.all(before.map(({ tag }) => copyFile(`drizzle/${tag}.sql`, path.join(folder, `drizzle/${tag}.sql`))));
      const client = createClient({ url });
      await migrate(drizzle({ client }), { migrationsFolder: path.join(folder, "drizzle") });
      const now = new Date().toISOString();
      for (const id of ["busy", "quiet"]) {
        await client.execute({
          sql: "INSERT INTO workspaces (id, name, icon, color, user_id, owner_email, is_default, created_at, updated_at) VALUES (?, ?, 'clipboard', 'indigo', 'owner', 'o@example.com', 0, ?, ?)",
          args: [id, id, now, now],
        });
        await client.execute({ sql: "INSERT INTO workspace_members (workspace_id, email, position) VALUES (?, 'm@example.com', 0)", args: [id] });
      }
      await client.execute("INSERT INTO event_sequences (workspace_id, seq) VALUES ('busy', 7)");
      client.close();

      const store = await openSqliteStore({ url });
      try {
        const since = async (workspaceId: string) => {
          const claim = await store.eventLog!.claimStreamSlot({ id: workspaceId, userId: "m", workspaceId, memberEmail: "m@example.com", maxPerWorkspace: 5, maxPerUser: 10, now: Date.now(), expiresAt: Date.now() + 60_000 });
          return claim.ok && claim.memberSince;
        };
        expect([await since("busy"), await since("quiet")]).toEqual([8, 1]);
      } finally {
        await store.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
