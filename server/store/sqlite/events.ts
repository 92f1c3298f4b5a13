import "server-only";
import { and, asc, eq, gt, lt, lte, max, min, or, sql } from "drizzle-orm";
import type { EventLogStore, StoredEvent } from "@/server/store/types";
import type { Db } from "./open";
import { events, eventSequences, liveStreams } from "./schema";

/**
 * The live feed's event log. A workspace's next sequence number and its event are written in one
 * batch (one transaction): the counter row is bumped first, which takes SQLite's write lock, so two
 * processes on one file (or one libSQL server) never hand out the same number and events commit in
 * sequence order. Ids (AUTOINCREMENT) grow in commit order too, which is what lets pollers read
 * "everything after the id I saw last" without missing a row.
 */
export function eventQueries(db: Db): EventLogStore {
  return {
    async appendEvent({ workspaceId, body, createdAt }) {
      const [, inserted] = await db.batch([
        db
          .insert(eventSequences)
          .values({ workspaceId, seq: 1 })
          .onConflictDoUpdate({ target: eventSequences.workspaceId, set: { seq: sql`${eventSequences.seq} + 1` } }),
        db.all<{ id: number; seq: number }>(sql`
          INSERT INTO ${events} (workspace_id, seq, body, created_at)
          SELECT ${workspaceId}, seq, ${body}, ${createdAt} FROM ${eventSequences} WHERE workspace_id = ${workspaceId}
          RETURNING id, seq`),
      ]);
      const row = (inserted as { id: number; seq: number }[])[0];
      return { id: Number(row.id), seq: Number(row.seq), workspaceId, body, createdAt };
    },

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
      const [row] = await db.select({ id: max(events.id) }).from(events);
      return Number(row?.id ?? 0);
    },

    async latestSeq(workspaceId) {
      const [row] = await db.select({ seq: eventSequences.seq }).from(eventSequences).where(eq(eventSequences.workspaceId, workspaceId));
      return Number(row?.seq ?? 0);
    },

    async oldestSeq(workspaceId) {
      const [row] = await db.select({ seq: min(events.seq) }).from(events).where(eq(events.workspaceId, workspaceId));
      return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
    },

    async pruneEvents({ before, workspaceId, keepAfterSeq }) {
      const old = lt(events.createdAt, before);
      const beyond = workspaceId !== undefined && keepAfterSeq !== undefined ? and(eq(events.workspaceId, workspaceId), lte(events.seq, keepAfterSeq)) : undefined;
      await db.delete(events).where(beyond ? or(old, beyond) : old);
    },

    async claimStreamSlot({ id, userId, workspaceId, max, now, expiresAt }) {
      // One INSERT … SELECT … WHERE count < max: SQLite runs it under the write lock, so concurrent opens in
      // any process never pass max. The user's expired slots on the workspace go first, in the same batch.
      const [, inserted] = await db.batch([
        db.delete(liveStreams).where(and(eq(liveStreams.userId, userId), eq(liveStreams.workspaceId, workspaceId), lte(liveStreams.expiresAt, now))),
        db.all<{ id: string }>(sql`
          INSERT INTO ${liveStreams} (id, user_id, workspace_id, expires_at)
          SELECT ${id}, ${userId}, ${workspaceId}, ${expiresAt}
          WHERE (SELECT count(*) FROM ${liveStreams} WHERE user_id = ${userId} AND workspace_id = ${workspaceId} AND expires_at > ${now}) < ${max}
          RETURNING id`),
      ]);
      return (inserted as { id: string }[]).length === 1;
    },

    async renewStreamSlot({ id, expiresAt }) {
      await db.update(liveStreams).set({ expiresAt }).where(eq(liveStreams.id, id));
    },

    async releaseStreamSlot(id) {
      await db.delete(liveStreams).where(eq(liveStreams.id, id));
    },
  };
}

function toStored(row: typeof events.$inferSelect): StoredEvent {
  return { id: row.id, workspaceId: row.workspaceId, seq: row.seq, body: row.body, createdAt: row.createdAt };
}
