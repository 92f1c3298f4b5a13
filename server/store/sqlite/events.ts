import "server-only";
import { and, asc, eq, gt, lt, lte, max, min, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { normalizeMemberEmail } from "@/server/store/rows";
import { appendListeners, draftBody, type FillSource } from "@/server/store/outbox";
import type { EventDraft, EventLogStore, StoredEvent } from "@/server/store/types";
import { fillValue } from "./event-json";
import type { Db } from "./open";
import { events, eventSequences, liveStreams, workspaceMembers } from "./schema";

/**
 * The live feed's event log, and the outbox through which every write stores its change event.
 *
 * An event and its workspace's next sequence number are written by two statements at the end of the
 * change's own batch (one transaction): the counter row is bumped first, which holds SQLite's write lock,
 * so two processes on one file (or one libSQL server) never hand out the same number and events commit in
 * sequence order. Both statements run only when the statement before them changed a row (SQLite's
 * changes() counts the previous statement's rows, not those of triggers or cascades), so a change that
 * did not happen stores no event and takes no number. Ids (AUTOINCREMENT) grow in commit order too,
 * which is what lets pollers read "everything after the id I saw last" without missing a row.
 */

export type Statement = BatchItem<"sqlite">;

export interface Outbox {
  /**
   * Runs `change`, then the statements of `event` (if any), then `after`, as one batch. The last statement
   * of `change` decides: the event is stored only when it changed a row. `source` says where the event's
   * `with` is read. Answers the results of `change` and of `after`, in order.
   */
  write(input: OutboxWrite): Promise<{ change: unknown[]; after: unknown[] }>;
  /** Several writes, each as `write` runs it, in one batch (one transaction): all of them or none. */
  writeAll(inputs: readonly OutboxWrite[]): Promise<{ change: unknown[]; after: unknown[] }[]>;
}

export interface OutboxWrite {
  change: Statement[];
  event?: EventDraft;
  source?: Omit<FillSource, "workspaceId">;
  after?: Statement[];
}

export function eventQueries(db: Db): { log: EventLogStore; outbox: Outbox } {
  /** After a commit that stored an event: the listeners are told, and now and then the channel is pruned. */
  const { onAppended, appended } = appendListeners((input) => log.pruneEvents(input));

  /** The two statements that store `body` under the channel's next number, when `when` holds. */
  function appendStatements(workspaceId: string, body: SQL, createdAt: string, when: SQL) {
    return [
      db.run(sql`INSERT INTO ${eventSequences} (workspace_id, seq) SELECT ${workspaceId}, 1 WHERE ${when}
        ON CONFLICT (workspace_id) DO UPDATE SET seq = seq + 1`),
      db.all<{ id: number; seq: number }>(sql`INSERT INTO ${events} (workspace_id, seq, body, created_at)
        SELECT workspace_id, seq, ${body}, ${createdAt} FROM ${eventSequences} WHERE workspace_id = ${workspaceId} AND ${when}
        RETURNING id, seq`),
    ] as const;
  }

  const outbox: Outbox = {
    async write(input) {
      const [answer] = await outbox.writeAll([input]);
      return answer;
    },
    async writeAll(inputs) {
      const createdAt = new Date().toISOString();
      const parts = inputs.map(({ change, event, source = {}, after = [] }) => {
        const tail = event ? appendStatements(event.workspaceId, bodyOf(event, { ...source, workspaceId: event.workspaceId }), createdAt, sql`changes() > 0`) : [];
        return { change, event, tail, after };
      });
      const results = await runBatch(db, parts.flatMap(({ change, tail, after }) => [...change, ...tail, ...after]));
      const answers: { change: unknown[]; after: unknown[] }[] = [];
      let at = 0;
      for (const { change, event, tail, after } of parts) {
        if (event) {
          const [stored] = results[at + change.length + 1] as { id: number; seq: number }[];
          if (stored) await appended(event.workspaceId, Number(stored.seq));
        }
        answers.push({ change: results.slice(at, at + change.length), after: results.slice(at + change.length + tail.length, at + change.length + tail.length + after.length) });
        at += change.length + tail.length + after.length;
      }
      return answers;
    },
  };

  const log: EventLogStore = {
    async appendEvent({ workspaceId, body, createdAt }) {
      const [, inserted] = await runBatch(db, [...appendStatements(workspaceId, sql`${body}`, createdAt, sql`1`)]);
      const row = (inserted as { id: number; seq: number }[])[0];
      const stored = { id: Number(row.id), seq: Number(row.seq), workspaceId, body, createdAt };
      await appended(workspaceId, stored.seq);
      return stored;
    },

    onAppended,

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

    async claimStreamSlot({ id, userId, workspaceId, memberEmail, maxPerWorkspace, maxPerUser, now, expiresAt }) {
      // One INSERT … SELECT … WHERE both counts are under their caps: SQLite runs it under the write lock,
      // so concurrent opens in any process never pass either cap. The user's expired slots go first, and
      // the count that says which cap refused and the member's first readable number are read after it,
      // all in the same batch (one transaction).
      const open = sql`user_id = ${userId} AND expires_at > ${now}`;
      const readMember =
        memberEmail === null
          ? []
          : [
              db
                .select({ joinedSeq: workspaceMembers.joinedSeq })
                .from(workspaceMembers)
                .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, normalizeMemberEmail(memberEmail)))),
            ];
      const [, inserted, [here], member = []] = (await runBatch(db, [
        db.delete(liveStreams).where(and(eq(liveStreams.userId, userId), lte(liveStreams.expiresAt, now))),
        db.all<{ id: string }>(sql`
          INSERT INTO ${liveStreams} (id, user_id, workspace_id, expires_at)
          SELECT ${id}, ${userId}, ${workspaceId}, ${expiresAt}
          WHERE (SELECT count(*) FROM ${liveStreams} WHERE ${open} AND workspace_id = ${workspaceId}) < ${Math.floor(maxPerWorkspace)}
            AND (SELECT count(*) FROM ${liveStreams} WHERE ${open}) < ${Math.floor(maxPerUser)}
          RETURNING id`),
        db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${liveStreams} WHERE ${open} AND workspace_id = ${workspaceId}`),
        ...readMember,
      ])) as [unknown, { id: string }[], { n: number }[], { joinedSeq: number }[]?];
      if (inserted.length === 1) return { ok: true, memberSince: member[0] ? Number(member[0].joinedSeq) : null };
      return { ok: false, full: Number(here.n) >= maxPerWorkspace ? "workspace" : "user" };
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

/** The stored body: the draft without its channel and `with`, plus what `with` names, read in the batch. */
function bodyOf(event: EventDraft, source: FillSource): SQL {
  const { fields, fill } = draftBody(event);
  return fill ? sql`json_set(${fields}, ${`$.${fill}`}, ${fillValue(fill, source)})` : sql`${fields}`;
}

/** One batch (one transaction) of any statements; drizzle's own signature wants a literal tuple. */
export function runBatch(db: Db, statements: readonly Statement[]): Promise<unknown[]> {
  return db.batch(statements as unknown as [Statement, ...Statement[]]) as Promise<unknown[]>;
}

function toStored(row: typeof events.$inferSelect): StoredEvent {
  return { id: row.id, workspaceId: row.workspaceId, seq: row.seq, body: row.body, createdAt: row.createdAt };
}
