import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { toNoticeRecord } from "@/server/store/assignment-notice";
import { toInstant } from "@/server/store/rows";
import type { AssignmentNoticeStore } from "@/server/store/types";
import type { Db } from "./open";
import { assignmentNotices as notices } from "./schema";

/** Assignment notices and the lease that lets one job run at a time send each (written with the assignment: ./tasks.ts). */
export function assignmentNoticeQueries(db: Db): AssignmentNoticeStore {
  const held = (id: string, claimToken: string) => and(eq(notices.id, id), eq(notices.claimToken, claimToken), eq(notices.status, "pending"));
  return {
    async claimAssignmentNotices({ now, limit, claimToken, leaseUntil, id }) {
      const at = toInstant(now);
      const leaseFree = or(isNull(notices.leaseUntil), lte(notices.leaseUntil, at));
      const due = db
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.status, "pending"), or(isNull(notices.nextAttemptAt), lte(notices.nextAttemptAt, at)), leaseFree, id === undefined ? undefined : eq(notices.id, id)))
        .orderBy(asc(notices.createdAt), asc(notices.id))
        .limit(Math.max(0, Math.floor(limit)));
      // One UPDATE ... WHERE id IN (SELECT ...): SQLite runs it under the write lock, so a notice leased by
      // one caller no longer has a free lease when another caller's statement reaches it.
      const rows = await db
        .update(notices)
        .set({ claimToken, leaseUntil: toInstant(leaseUntil) })
        .where(and(inArray(notices.id, due), leaseFree))
        .returning();
      return rows.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1)).map(toNoticeRecord);
    },

    async recordNoticeDelivery({ id, claimToken, channel }) {
      await db
        .update(notices)
        .set({ delivered: sql`CASE WHEN ${notices.delivered} = '' THEN ${channel} ELSE ${notices.delivered} || ' ' || ${channel} END` })
        // Once per channel: a channel already in the list is not added again.
        .where(and(held(id, claimToken), sql`instr(' ' || ${notices.delivered} || ' ', ${` ${channel} `}) = 0`));
    },

    async finishAssignmentNotice({ id, claimToken, status, error }) {
      const result = await db
        .update(notices)
        .set({ status, claimToken: null, leaseUntil: null, ...(error !== undefined && { lastError: error }) })
        .where(held(id, claimToken));
      return result.rowsAffected === 1;
    },

    async releaseAssignmentNotice({ id, claimToken, error, nextAttemptAt }) {
      await db
        .update(notices)
        .set({ attempts: sql`${notices.attempts} + 1`, lastError: error, nextAttemptAt: toInstant(nextAttemptAt), claimToken: null, leaseUntil: null })
        .where(held(id, claimToken));
    },
  };
}
