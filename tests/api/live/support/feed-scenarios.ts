import { getStore } from "@/server/store";
import type { Store } from "@/server/store/types";
import { changeEvent } from "@/server/services/publisher";
import { LIVE_MAX_STREAMS_PER_USER, LIVE_MAX_STREAMS_PER_USER_WORKSPACE } from "@/lib/constants/live";
import { liveCopy } from "@/lib/copy/live";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { authCopy } from "@/lib/copy/auth";
import { signedIn } from "@/tests/support/users";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { apiRequest, params } from "@/tests/support/requests";
import { raceWorkers } from "@/tests/store/support/race-workers";
import { addTask, anotherSession, openStream, workspaceOf } from "./streams";

/** What the feed's scenarios need of the database the calling file set up. */
export interface FeedBackend {
  /** What a second Node process needs in its environment to open the same database. */
  environment(): Record<string, string>;
  /** Another instance of the store on the same database (another server process, in this one); the caller closes it. */
  otherInstance(): Promise<Store>;
  /** Stores an event of the workspace straight in the table, as another process would, without telling this one. */
  writeEventRow(workspaceId: string, body: string): Promise<void>;
  /** How many stream slots the user holds (rows of live_streams). */
  slotsOf(userId: string): Promise<number>;
}

/** What support/slot-worker.ts prints for each claim. */
type SlotClaim = { granted: string } | { refused: "workspace" | "user" };

const limits = { maxPerWorkspace: LIVE_MAX_STREAMS_PER_USER_WORKSPACE, maxPerUser: LIVE_MAX_STREAMS_PER_USER };

/**
 * The live feed's delivery through the real SSE route, on whichever backend with an event log the calling
 * file set up: access at connect, in-order delivery, Last-Event-ID resume, resync after pruning,
 * revocation, the per-user stream limits (across processes too), and events written by another connection
 * (another process) reaching the stream.
 */
export function feedScenarios(backend: FeedBackend): void {
  describe("connecting", () => {
    it("answers with an event stream, a retry hint and no buffering by proxies", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const stream = await openStream(owner, ws.id);
      expect(stream.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
      expect(stream.response.headers.get("cache-control")).toContain("no-transform");
    });

    it("refuses the signed-out (401), the unverified (403), an unknown workspace (404) and a stranger (403), as the task API does", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const stranger = await signedIn("Sam");
      const unverified = await signedIn("Una", { verified: false });

      const anonymous = await openStream(null, ws.id);
      expect(anonymous.status).toBe(401);
      const unverifiedAnswer = await openStream(unverified, ws.id);
      expect(unverifiedAnswer.status).toBe(403);
      expect(unverifiedAnswer.error).toEqual({ error: { code: "email_not_verified", message: authCopy.verifyToContinue } });
      const unknown = await openStream(owner, "nosuchworkspace");
      expect(unknown.status).toBe(404);
      const foreign = await openStream(stranger, ws.id);
      expect(foreign.status).toBe(403);
      expect(foreign.error).toEqual({ error: { code: "forbidden", message: workspacesCopy.noPermissionToView } });
    });

    it(`allows ${LIVE_MAX_STREAMS_PER_USER_WORKSPACE} open streams per user and workspace; the next gets 429 until one closes`, async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const open = [];
      for (let i = 0; i < LIVE_MAX_STREAMS_PER_USER_WORKSPACE; i++) open.push(await openStream(owner, ws.id));
      expect(open.every((s) => s.status === 200)).toBe(true);
      const refused = await openStream(owner, ws.id);
      expect(refused.status).toBe(429);
      expect(refused.error).toEqual({ error: { code: "rate_limited", message: liveCopy.tooManyStreams } });
      // Another workspace of the same user is counted apart.
      expect((await openStream(owner, (await workspaceOf(owner)).id)).status).toBe(200);

      await open[0].sse.close();
      await new Promise((r) => setTimeout(r, 50));
      expect((await openStream(owner, ws.id)).status).toBe(200);
    });

    it(`allows ${LIVE_MAX_STREAMS_PER_USER} open streams per user on all workspaces together, as owner or member; the next gets 429 until one closes`, async () => {
      const user = await signedIn("Olivia");
      const teammate = await signedIn("Tess");
      const workspaces = [await workspaceOf(user), await workspaceOf(user), await workspaceOf(teammate, [user], "Tess's")];
      const open = [];
      for (let i = 0; i < LIVE_MAX_STREAMS_PER_USER; i++) open.push(await openStream(user, workspaces[i % workspaces.length].id));
      expect(open.every((s) => s.status === 200)).toBe(true);
      expect(LIVE_MAX_STREAMS_PER_USER / workspaces.length).toBeLessThan(LIVE_MAX_STREAMS_PER_USER_WORKSPACE); // no workspace is full

      for (const ws of [...workspaces, await workspaceOf(user)]) {
        const refused = await openStream(user, ws.id);
        expect(refused.status).toBe(429);
        expect(refused.error).toEqual({ error: { code: "rate_limited", message: liveCopy.tooManyStreamsOverall } });
        expect(refused.response.headers.get("retry-after")).toBe("15");
      }
      // Another user counts apart, on the same workspace too.
      expect((await openStream(teammate, workspaces[2].id)).status).toBe(200);

      await open[0].sse.close();
      await new Promise((r) => setTimeout(r, 50));
      expect((await openStream(user, workspaces[1].id)).status).toBe(200);
      expect((await openStream(user, workspaces[1].id)).status).toBe(429);
    });

    it("concurrent opens never pass either limit: of 18 at once on 3 workspaces, exactly 10 stream", async () => {
      const user = await signedIn("Olivia");
      const workspaces = [await workspaceOf(user), await workspaceOf(user), await workspaceOf(user)];
      const answers = await Promise.all(Array.from({ length: 18 }, (_, i) => openStream(user, workspaces[i % 3].id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(LIVE_MAX_STREAMS_PER_USER);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(429);
        expect([liveCopy.tooManyStreams, liveCopy.tooManyStreamsOverall]).toContain((refused.error as { error: { message: string } }).error.message);
      }
      const perWorkspace = workspaces.map((ws) => answers.filter((a, i) => a.status === 200 && i % 3 === workspaces.indexOf(ws)).length);
      expect(Math.max(...perWorkspace)).toBeLessThanOrEqual(LIVE_MAX_STREAMS_PER_USER_WORKSPACE);
    });

    it("three processes claiming at once on one database never pass either limit", async () => {
      const user = await signedIn("Olivia");
      const workspaces = [await workspaceOf(user), await workspaceOf(user), await workspaceOf(user), await workspaceOf(user)];
      const args = [user.account.id, "8", ...workspaces.map((ws) => ws.id)];
      const results = await raceWorkers<SlotClaim[]>("tests/api/live/support/slot-worker.ts", [args, args, args], backend.environment());
      const claims = results.flat();
      const granted = claims.flatMap((c) => ("granted" in c ? [c.granted] : []));
      expect(granted).toHaveLength(LIVE_MAX_STREAMS_PER_USER);
      expect(claims.filter((c) => "refused" in c)).toHaveLength(24 - LIVE_MAX_STREAMS_PER_USER);
      for (const ws of workspaces) expect(granted.filter((id) => id === ws.id).length).toBeLessThanOrEqual(LIVE_MAX_STREAMS_PER_USER_WORKSPACE);
      expect(await backend.slotsOf(user.account.id)).toBe(LIVE_MAX_STREAMS_PER_USER);
    }, 60_000);

    it("counts the streams of every process together; a dead process's slots expire", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const other = await backend.otherInstance();
      try {
        const now = Date.now();
        const slot = (id: string, expiresAt: number, at = now) =>
          other.eventLog!.claimStreamSlot({ ...limits, id, userId: owner.account.id, workspaceId: ws.id, memberEmail: null, now: at, expiresAt });
        // Another process holds 3 live streams and 1 whose process died (expired a second ago).
        for (const id of ["a", "b", "c"]) expect((await slot(id, now + 60_000)).ok).toBe(true);
        expect((await slot("dead", now - 1_000, now - 120_000)).ok).toBe(true);
        const here = [await openStream(owner, ws.id), await openStream(owner, ws.id)];
        expect(here.map((s) => s.status)).toEqual([200, 200]);
        expect((await openStream(owner, ws.id)).status).toBe(429);
        await other.eventLog!.releaseStreamSlot("a");
        expect((await openStream(owner, ws.id)).status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it("refuses a malformed Last-Event-ID with 400", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      expect((await openStream(owner, ws.id, { lastEventId: "abc" })).status).toBe(400);
    });
  });

  describe("delivery", () => {
    it("delivers a teammate's change at once, numbered from 1, with the record as the API returns it", async () => {
      const owner = await signedIn("Olivia");
      const member = await signedIn("Max");
      const ws = await workspaceOf(owner, [member]);
      const stream = await openStream(member, ws.id);
      await stream.sse.nothingWithin(50); // connected

      const sentAt = Date.now();
      const task = await addTask(owner, ws.id);
      const event = await stream.nextEvent();
      expect(Date.now() - sentAt).toBeLessThan(200);
      expect(event).toEqual({ type: "task.created", task, workspaceId: ws.id, seq: 1, actor: { id: owner.account.id, name: "Olivia" } });
    });

    it("keeps workspaces apart: nothing of another workspace arrives", async () => {
      const owner = await signedIn("Olivia");
      const a = await workspaceOf(owner);
      const b = await workspaceOf(owner);
      const stream = await openStream(owner, a.id);
      await addTask(owner, b.id);
      await addTask(owner, a.id, "mine");
      const event = await stream.nextEvent();
      expect(event.type === "task.created" && event.task.title).toBe("mine");
      expect(event.seq).toBe(1);
    });

    it("resumes after Last-Event-ID without losing or repeating an event", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const titles = ["one", "two", "three", "four"];
      for (const title of titles) await addTask(owner, ws.id, title);

      const resumed = await openStream(owner, ws.id, { lastEventId: "2" });
      const got = [await resumed.nextEvent(), await resumed.nextEvent()];
      expect(got.map((e) => e.seq)).toEqual([3, 4]);
      expect(got.map((e) => (e.type === "task.created" ? e.task.title : e.type))).toEqual(["three", "four"]);
      await addTask(owner, ws.id, "five");
      expect((await resumed.nextEvent()).seq).toBe(5);
      expect(await resumed.sse.nothingWithin(100)).toBeNull();

      // The query parameter does the same for a client that reconnects by itself.
      const byQuery = await openStream(owner, ws.id, { query: "?lastEventId=4" });
      expect((await byQuery.nextEvent()).seq).toBe(5);
    });

    it("sends `resync` with the latest id when the client's id was pruned, or is ahead of the feed", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      for (let i = 0; i < 5; i++) await addTask(owner, ws.id);
      const log = (await getStore()).eventLog!;
      await log.pruneEvents({ before: "2000-01-01T00:00:00.000Z", workspaceId: ws.id, keepAfterSeq: 3 });
      expect(await log.oldestSeq(ws.id)).toBe(4);

      const behind = await openStream(owner, ws.id, { lastEventId: "1" });
      expect(await behind.sse.next()).toEqual({ event: "resync", id: "5", data: "{}" });
      await addTask(owner, ws.id);
      expect((await behind.nextEvent()).seq).toBe(6);

      const justInTime = await openStream(owner, ws.id, { lastEventId: "3" });
      expect((await justInTime.nextEvent()).seq).toBe(4);

      const ahead = await openStream(owner, ws.id, { lastEventId: "99" });
      expect(await ahead.sse.next()).toEqual({ event: "resync", id: "6", data: "{}" });
    });

    it("numbers stay monotonic after every event of a workspace was pruned", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      await addTask(owner, ws.id);
      await addTask(owner, ws.id);
      const log = (await getStore()).eventLog!;
      await log.pruneEvents({ before: "2999-01-01T00:00:00.000Z" });
      expect(await log.oldestSeq(ws.id)).toBeNull();
      expect(await log.latestSeq(ws.id)).toBe(2);
      const stream = await openStream(owner, ws.id, { lastEventId: "1" });
      expect(await stream.sse.next()).toEqual({ event: "resync", id: "2", data: "{}" });
      await addTask(owner, ws.id);
      expect((await stream.nextEvent()).seq).toBe(3);
    });
  });

  describe("who receives what", () => {
    it("ends a removed member's stream with `revoked`; the owner's stream carries on", async () => {
      const owner = await signedIn("Olivia");
      const member = await signedIn("Max");
      const ws = await workspaceOf(owner, [member]);
      const memberStream = await openStream(member, ws.id);
      const ownerStream = await openStream(owner, ws.id);
      await memberStream.sse.nothingWithin(30);

      const store = await getStore();
      const email = member.account.email.toLowerCase();
      const change = await store.removeMember({ workspaceId: ws.id, email, now: new Date().toISOString() }, changeEvent.memberRemoved(owner.account, ws.id, email));
      if (!change.ok) throw new Error("not removed");

      expect(await memberStream.sse.next()).toEqual({ event: "revoked", id: null, data: "{}" });
      await memberStream.sse.nothingWithin(100);
      expect(memberStream.sse.ended).toBe(true);
      const ownerEvent = await ownerStream.nextEvent();
      expect(ownerEvent).toMatchObject({ type: "member.removed", email: member.account.email.toLowerCase(), members: [] });

      // Nothing that follows reaches the removed member, on a new stream either.
      expect((await openStream(member, ws.id)).status).toBe(403);
    });

    it("ends every stream with `revoked` when the workspace is deleted", async () => {
      const owner = await signedIn("Olivia");
      const member = await signedIn("Max");
      const ws = await workspaceOf(owner, [member]);
      const streams = [await openStream(owner, ws.id), await openStream(member, ws.id)];
      // Connected (read where to start): a deletion stored before that is the heartbeat's to notice.
      for (const s of streams) await s.sse.nothingWithin(50);
      await (await getStore()).deleteWorkspace(ws.id, changeEvent.workspaceDeleted(owner.account, ws.id));
      for (const s of streams) expect((await s.sse.next()).event).toBe("revoked");
    });

    it("in a workspace without members, another user's task never reaches the owner (the API would not show it)", async () => {
      const owner = await signedIn("Olivia");
      const former = await signedIn("Fred");
      const ws = await workspaceOf(owner);
      const stream = await openStream(owner, ws.id);
      const fred = await addTask(former, ws.id, "Fred's");
      await (await getStore()).deleteTask(fred.id, changeEvent.taskDeleted(former.account, fred));
      await addTask(owner, ws.id, "Olivia's");
      const event = await stream.nextEvent();
      expect(event.type === "task.created" && event.task.title).toBe("Olivia's");
      expect(event.seq).toBe(3);
    });

    it("sends a reminder's events to its owner only", async () => {
      const owner = await signedIn("Olivia");
      const member = await signedIn("Max");
      const ws = await workspaceOf(owner, [member]);
      const ownerStream = await openStream(owner, ws.id);
      const memberStream = await openStream(member, ws.id);
      const task = await addTask(owner, ws.id, "Call");
      const reminder = {
        id: "r1", text: "call", dueDate: "2030-01-01T09:00:00.000Z", taskId: task.id, taskTitle: "Call", workspaceId: ws.id,
        createdAt: new Date().toISOString(), userId: member.account.id, userEmail: member.account.email, userName: "Max", timeZone: "UTC",
      };
      await (await getStore()).createReminder(reminder, changeEvent.reminderCreated(member.account, reminder));
      await addTask(owner, ws.id, "Later");

      expect((await memberStream.nextEvent()).type).toBe("task.created");
      const toMember = await memberStream.nextEvent();
      expect(toMember).toMatchObject({ type: "reminder.created", audience: member.account.id, seq: 2, reminder: { id: "r1", text: "call", status: "pending", sentAt: null } });
      expect(JSON.stringify(toMember)).not.toContain(member.account.email); // the API's ReminderView, nothing more
      expect((await memberStream.nextEvent()).seq).toBe(3);
      expect((await ownerStream.nextEvent()).seq).toBe(1);
      expect(await ownerStream.nextEvent()).toMatchObject({ type: "task.created", seq: 3 });
    });

    it("ends the stream with `revoked` at once when the caller signs out (not at the next heartbeat); another session's stream carries on", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const other = await anotherSession(owner);
      const stream = await openStream(owner, ws.id);
      const kept = await openStream(other, ws.id);
      await stream.sse.nothingWithin(50);

      const started = Date.now();
      const out = await logoutRoute(apiRequest("POST", "/api/auth/logout", { caller: owner }), params({}));
      expect(out.status).toBe(200);
      expect((await stream.sse.next(1000)).event).toBe("revoked");
      expect(Date.now() - started).toBeLessThan(1000);
      await expect(stream.sse.next(500)).rejects.toThrow();
      expect(stream.sse.ended).toBe(true);

      await addTask(owner, ws.id);
      expect((await kept.nextEvent(1000)).type).toBe("task.created");
    });

    it("a credential that ended after the stream's check but before the stream listened still ends it; a stream checked after the end stays", async () => {
      const { openEventStream } = await import("@/server/live");
      const { endStreamsOf } = await import("@/server/live/ended");
      const { readerGate } = await import("@/server/services/events");
      const { readSse } = await import("@/tests/support/sse");
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const key = `test:${ws.id}`;
      const checkedBefore = Date.now();
      await new Promise((r) => setTimeout(r, 5));
      await endStreamsOf(key);
      await new Promise((r) => setTimeout(r, 5));
      const open = (checkedAt: number) =>
        readSse(openEventStream({ workspaceId: ws.id, lastEventId: null, readsFrom: 1, gate: readerGate(owner.account, ws, async () => true), endsWith: { keys: [key], checkedAt } }));
      const late = open(checkedBefore);
      const fresh = open(Date.now());
      expect((await late.next(1000)).event).toBe("revoked");
      expect(await fresh.nothingWithin(200)).toBeNull();
      expect(fresh.ended).toBe(false);
      await Promise.all([late.close(), fresh.close()]);
    });

    it("ends the stream with `revoked` at the next heartbeat once the session is gone", async () => {
      const { openEventStream } = await import("@/server/live");
      const { readerGate } = await import("@/server/services/events");
      const { readSse } = await import("@/tests/support/sse");
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      let signedInNow = true;
      const stream = openEventStream({ workspaceId: ws.id, lastEventId: null, readsFrom: 1, gate: readerGate(owner.account, ws, async () => signedInNow), heartbeatMs: 40 });
      const sse = readSse(stream);
      for (let waited = 0; !sse.comments.includes(": heartbeat") && waited < 2_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(sse.comments).toContain(": heartbeat");
      signedInNow = false;
      expect((await sse.next(1000)).event).toBe("revoked");
      await sse.close();
    });
  });

  describe("several processes on one database", () => {
    it("delivers events another connection stored (another server process) within a second, in order", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const stream = await openStream(owner, ws.id);
      await stream.sse.nothingWithin(50);

      const other = await backend.otherInstance();
      try {
        const started = Date.now();
        await addTask(owner, ws.id, "elsewhere 1", other);
        await addTask(owner, ws.id, "elsewhere 2", other);
        const first = await stream.nextEvent(2000);
        expect(Date.now() - started).toBeLessThan(1000);
        // This process's own event jumps ahead of nothing: numbers stay in order.
        await addTask(owner, ws.id, "here");
        const rest = [await stream.nextEvent(), await stream.nextEvent()];
        expect([first, ...rest].map((e) => (e.type === "task.created" ? e.task.title : ""))).toEqual(["elsewhere 1", "elsewhere 2", "here"]);
        expect([first, ...rest].map((e) => e.seq)).toEqual([1, 2, 3]);
      } finally {
        await other.close();
      }
    });

    it("an event of this process that overtakes an unpolled one of another process waits for it (read from the table)", async () => {
      const owner = await signedIn("Olivia");
      const ws = await workspaceOf(owner);
      const stream = await openStream(owner, ws.id);
      await stream.sse.nothingWithin(50);
      // Written straight to the table, as another process would: this process's poller has not read it yet.
      await backend.writeEventRow(ws.id, JSON.stringify({ type: "workspace.updated", workspace: { ...ws, name: "Renamed elsewhere" }, actor: null }));
      await addTask(owner, ws.id, "here");
      const first = await stream.nextEvent(300); // well before the next poll could have found it
      expect(first).toMatchObject({ seq: 1, type: "workspace.updated" });
      expect(await stream.nextEvent(300)).toMatchObject({ seq: 2, type: "task.created" });
    });
  });
}
