import "server-only";
import { and, asc, eq, gt, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { appendListeners, draftBody, type FillSource } from "@/server/store/outbox";
import { normalizeMemberEmail } from "@/server/store/rows";
import type { EventDraft, EventLogStore, StoredEvent, StreamClaim } from "@/server/store/types";
import { fillValue } from "./event-json";
import type { AppendWatcher } from "./listen";
import type { Db } from "./open";
import { events, eventSequences, liveStreams, workspaceMembers } from "./schema";

/**
 * The live feed's event log, and the outbox through which every write stores its change event.
 *
 * A write is one transaction: the change, then (only if it changed something) the event under the
 * workspace's next sequence number, then COMMIT. The number comes from the workspace's row in
 * event_sequences, bumped by an upsert that keeps the row locked until the commit: two writers of one
 * workspace, in any process, take turns there, so numbers are gapless, never handed out twice, and commit in
 * order. A rollback takes its number back. At the commit the event gets its id in commit order and its
 * NOTIFY goes out (./event-order.ts), so readers may follow ids.
 */

/** The first key of the advisory locks that make a user's stream slot claims take turns (two-integer keys: a space of their own). */
const STREAM_SLOT_LOCKS = 7_270_184;

/** A transaction of the store (drizzle's, on one pooled connection). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a change made inside the outbox's transaction reports. */
export interface Change<T> {
  /** Whether it changed something: the event is stored only then. */
  changed: boolean;
  /** What the write method answers. */
  result: T;
  /** Where the event's `with` is read (the task or the reminder the change wrote). */
  source?: Omit<FillSource, "workspaceId">;
  /** Further events of the same change, stored after its own (a member's removal unassigning their tasks: one per task). */
  also?: { event: EventDraft; source: Omit<FillSource, "workspaceId"> }[];
}

export interface Outbox {
  /**
   * Runs `change` in a transaction; stores `event` (if any) in the same transaction when the change reports
   * that it changed something; after the commit, tells the log's listeners. Answers the change's result.
   */
  write<T>(event: EventDraft | undefined, change: (tx: Tx) => Promise<Change<T>>): Promise<T>;
  /** Several writes, each as `write` runs it, in one transaction (all of them or none); answers their results in order. */
  writeAll<T>(writes: readonly { event?: EventDraft; change: (tx: Tx) => Promise<Change<T>> }[]): Promise<T[]>;
}

export function eventQueries(db: Db, watcher: AppendWatcher | null): { log: EventLogStore; outbox: Outbox } {
  /** After a commit that stored an event: the listeners are told, and now and then the channel is pruned. */
  const { onAppended, appended } = appendListeners((input) => log.pruneEvents(input));

  /** Stores `body` under the channel's next number: the last statement of a transaction. Answers the number. */
  async function append(tx: Tx | Db, workspaceId: string, body: SQL, createdAt: string): Promise<number> {
    const { rows } = await tx.execute<{ seq: number }>(sql`
      WITH next AS (
        INSERT INTO ${eventSequences} (workspace_id, seq) VALUES (${workspaceId}, 1)
        ON CONFLICT (workspace_id) DO UPDATE SET seq = ${eventSequences}.seq + 1
        RETURNING seq
      )
      INSERT INTO ${events} (workspace_id, seq, body, created_at)
      SELECT ${workspaceId}, seq, ${body}, ${createdAt} FROM next
      RETURNING seq`);
    return Number(rows[0].seq);
  }

  const outbox: Outbox = {
    async write(event, change) {
      const [result] = await outbox.writeAll([{ event, change }]);
      return result;
    },
    async writeAll(writes) {
      const stored: { workspaceId: string; seq: number }[] = [];
      const results = await db
        .transaction(async (tx) => {
          const answers = [];
          for (const { event, change } of writes) {
            const outcome = await change(tx);
            const drafts = outcome.changed ? [...(event ? [{ event, source: outcome.source }] : []), ...(outcome.also ?? [])] : [];
            for (const draft of drafts) {
              const source = { ...draft.source, workspaceId: draft.event.workspaceId };
              stored.push({ workspaceId: draft.event.workspaceId, seq: await append(tx, draft.event.workspaceId, bodyOf(draft.event, source), new Date().toISOString()) });
            }
            answers.push(outcome.result);
          }
          return answers;
        })
        .catch(rethrowCause);
      for (const { workspaceId, seq } of stored) await appended(workspaceId, seq);
      return results;
    },
  };

  const log: EventLogStore = {
    async appendEvent({ workspaceId, body, createdAt }) {
      // One statement: a transaction of its own, committed as it ends, which gives the row its final id.
      const seq = await append(db, workspaceId, sql`${body}`, createdAt).catch(rethrowCause);
      const [row] = await db.select({ id: events.id }).from(events).where(and(eq(events.workspaceId, workspaceId), eq(events.seq, seq)));
      await appended(workspaceId, seq);
      return { id: row.id, seq, workspaceId, body, createdAt };
    },

    onAppended,

    ...(watcher && { watchAppends: (handlers) => watcher.watch(handlers) }),

    async listEventsAfter({ workspaceId, afterSeq, limit }) {
      const rows = await db
        .select()
        .from(events)
        .where(and(eq(events.workspaceId, workspaceId), gt(events.seq, afterSeq)))
        .orderBy(asc(events.seq))
        .limit(limit);
      return rows.map(toStored);
    },

    async listEventsSince({ afterId, limit }) {
      const rows = await db.select().from(events).where(gt(events.id, afterId)).orderBy(asc(events.id)).limit(limit);
      return rows.map(toStored);
    },

    async lastEventId() {
      const { rows } = await db.execute<{ id: string }>(sql`SELECT coalesce(max(id), 0) AS id FROM ${events}`);
      return Number(rows[0].id);
    },

    async latestSeq(workspaceId) {
      const [row] = await db.select({ seq: eventSequences.seq }).from(eventSequences).where(eq(eventSequences.workspaceId, workspaceId));
      return row?.seq ?? 0;
    },

    async oldestSeq(workspaceId) {
      const { rows } = await db.execute<{ seq: number | null }>(sql`SELECT min(seq) AS seq FROM ${events} WHERE workspace_id = ${workspaceId}`);
      return rows[0].seq === null ? null : Number(rows[0].seq);
    },

    async pruneEvents({ before, workspaceId, keepAfterSeq }) {
      const old = lt(events.createdAt, before);
      const beyond = workspaceId !== undefined && keepAfterSeq !== undefined ? and(eq(events.workspaceId, workspaceId), lte(events.seq, keepAfterSeq)) : undefined;
      await db.delete(events).where(beyond ? or(old, beyond) : old);
    },

    async claimStreamSlot({ id, userId, workspaceId, memberEmail, maxPerWorkspace, maxPerUser, now, expiresAt }) {
      // Concurrent claims of one user, from any process, take turns on an advisory lock of that user; each
      // then counts (in statements of its own, which see the others' committed slots) and inserts. Counts
      // inside the INSERT alone would not do: each would count from its own snapshot.
      return db.transaction(async (tx): Promise<StreamClaim> => {
        const open = sql`user_id = ${userId} AND expires_at > ${now}`;
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(STREAM_SLOT_LOCKS))}, hashtext(${userId}))`);
        await tx.delete(liveStreams).where(and(eq(liveStreams.userId, userId), lte(liveStreams.expiresAt, now)));
        const { rows } = await tx.execute<{ here: string; all: string }>(
          sql`SELECT count(*) FILTER (WHERE workspace_id = ${workspaceId}) AS here, count(*) AS all FROM ${liveStreams} WHERE ${open}`,
        );
        const here = Number(rows[0].here);
        if (here >= maxPerWorkspace) return { ok: false, full: "workspace" };
        if (Number(rows[0].all) >= maxPerUser) return { ok: false, full: "user" };
        await tx.insert(liveStreams).values({ id, userId, workspaceId, expiresAt });
        if (memberEmail === null) return { ok: true, memberSince: null };
        const [member] = await tx
          .select({ joinedSeq: workspaceMembers.joinedSeq })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, normalizeMemberEmail(memberEmail))));
        return { ok: true, memberSince: member?.joinedSeq ?? null };
      });
    },

    async renewStreamSlot({ id, expiresAt }) {
      await db.update(liveStreams).set({ expiresAt }).where(eq(liveStreams.id, id));
    },

    async releaseStreamSlot(id) {
      await db.delete(liveStreams).where(eq(liveStreams.id, id));
    },
  };

  return { log, outbox };
}

/**
 * The stored body: the draft's fields (server/store/outbox.ts) with what `with` names added as their last
 * key, read in the transaction; the same text as the sqlite backend's json_set.
 */
function bodyOf(event: EventDraft, source: FillSource): SQL {
  const { fields, fill } = draftBody(event);
  if (!fill) return sql`${fields}`;
  const head = `${fields.slice(0, -1)}${fields === "{}" ? "" : ","}${JSON.stringify(fill)}:`;
  return sql`${head}::text || coalesce(${fillValue(fill, source)}, 'null') || '}'`;
}

/**
 * A failed write rejects with the database's own error (what a trigger raised, which constraint failed),
 * not drizzle's wrapper, whose message is the statement with its parameters: the records' contents.
 */
function rethrowCause(error: unknown): never {
  throw error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
}

function toStored(row: typeof events.$inferSelect): StoredEvent {
  return { id: row.id, workspaceId: row.workspaceId, seq: row.seq, body: row.body, createdAt: row.createdAt };
}
