import "server-only";
import { Query } from "node-appwrite";
import { toInstant, toReminderStatus } from "@/server/store/rows";
import { MAX_PAGE_SIZE, type ReminderRecord, type ReminderStore } from "@/server/store/types";
import { listPage } from "./pagination";
import { toReminderRecord, toStoredReminder, type StoredReminder } from "./rows";
import { reminderRowPermissions } from "./readers";
import type { Tables } from "./tables";
import { compareAndSet } from "./versioned";

/** Compare-and-set claims run this many at a time within one claimDueReminders call. */
const CLAIM_CONCURRENCY = 8;
/** Rounds of "list candidates, try to claim them" before a claim settles for what it has. */
const MAX_CLAIM_ROUNDS = 10;
/** At most this many candidates are listed at once. */
const MAX_CANDIDATES = 2 * MAX_PAGE_SIZE;

/** The items in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Reminders, and the lease that lets one due-reminder processor at a time send each of them.
 *
 * Exactly-once claiming: a claim lists due candidates (not done, due, not backed off, lease free or
 * expired), then takes each with compareAndSet (versioned.ts): "if the row's version is still the one
 * I read, set my claimToken and leaseUntil and move the version on". Two processors that list the
 * same candidate both try; the database lets exactly one commit, the other sees false and does not
 * return it. markReminderSent and releaseReminder check the claimToken on a fresh read and write with
 * the same compare-and-set, so a processor whose lease expired and was taken over cannot mark or
 * release what the new holder is sending. Between claim and sent mark the guarantee is the lease's:
 * a reminder is sent again only if its sender outlived the lease (the processor bounds a send far below it).
 */
export function reminderQueries(tables: Tables): ReminderStore {
  /** Writes `data` to a reminder if it is still as `stored` saw it. */
  function update(stored: StoredReminder, data: Record<string, unknown>): Promise<boolean> {
    if (stored.version === null) {
      // Written before the column existed and not yet backfilled by the setup: never changed here.
      console.error(`[appwrite] reminder ${stored.record.id} has no version: run npm run appwrite:setup`);
      return Promise.resolve(false);
    }
    return compareAndSet(tables, { tableId: "reminders", rowId: stored.record.id, version: stored.version, data });
  }

  async function leasedTo(id: string, claimToken: string): Promise<StoredReminder | null> {
    const row = await tables.get("reminders", id);
    const stored = row && toStoredReminder(row);
    return stored && stored.claimToken === claimToken ? stored : null;
  }

  return {
    async createReminder({ status, ...input }) {
      const row = await tables.create("reminders", input.id, {
        text: input.text,
        dueDate: toInstant(input.dueDate),
        taskId: input.taskId,
        taskTitle: input.taskTitle,
        workspaceId: input.workspaceId,
        userId: input.userId,
        userEmail: input.userEmail,
        userName: input.userName,
        timeZone: input.timeZone,
        commentId: input.commentId ?? null,
        createdAt: toInstant(input.createdAt),
        status: toReminderStatus(status),
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        sentAt: null,
        claimToken: null,
        leaseUntil: null,
        version: 0,
      }, reminderRowPermissions(input.userId));
      return toReminderRecord(row);
    },

    async getReminder(id) {
      const row = await tables.get("reminders", id);
      return row && toReminderRecord(row);
    },

    listRemindersByUser: ({ userId, workspaceId }, page) =>
      listPage({
        tables,
        tableId: "reminders",
        filters: [Query.equal("userId", userId), ...(workspaceId === undefined ? [] : [Query.equal("workspaceId", workspaceId)])],
        page,
        toRecord: toReminderRecord,
      }),

    listRemindersByTask: (taskId, page) =>
      listPage({ tables, tableId: "reminders", filters: [Query.equal("taskId", taskId)], page, toRecord: toReminderRecord }),

    deleteReminder: (id) => tables.remove("reminders", id),

    deleteRemindersOfTask: (taskId) => tables.removeWhere("reminders", [Query.equal("taskId", taskId)]),

    async claimDueReminders({ now, limit, claimToken, leaseUntil }) {
      const wanted = Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(limit)));
      const at = toInstant(now);
      const lease = { claimToken, leaseUntil: toInstant(leaseUntil) };
      const claimed: ReminderRecord[] = [];
      const tried = new Set<string>();
      for (let round = 0; round < MAX_CLAIM_ROUNDS && claimed.length < wanted; round++) {
        const rows = await tables.list("reminders", [
          // Not "equal pending": any legacy status other than done counts as pending, and
          // so does none (SQL's NULL != "done" is not true, hence the isNull).
          Query.or([Query.isNull("status"), Query.notEqual("status", "done")]),
          Query.lessThanEqual("dueDate", at),
          Query.or([Query.isNull("nextAttemptAt"), Query.lessThanEqual("nextAttemptAt", at)]),
          Query.or([Query.isNull("leaseUntil"), Query.lessThanEqual("leaseUntil", at)]),
          // A row without a version (older than the column, not yet backfilled by the setup) cannot be claimed safely.
          Query.isNotNull("version"),
          Query.orderAsc("dueDate"),
          Query.orderAsc("$id"),
          Query.limit(Math.min(MAX_CANDIDATES, 2 * (wanted - claimed.length) + tried.size)),
        ]);
        // The first round takes the head of the queue, earliest due first. Claimers running at once list the same
        // head, so after a round that lost some, each tries a random part of a window twice its need: they share
        // it instead of one trailing the other through every round and winning nothing.
        const fresh = rows.map(toStoredReminder).filter((r) => !tried.has(r.record.id));
        const candidates = (round === 0 ? fresh : shuffled(fresh)).slice(0, wanted - claimed.length);
        if (candidates.length === 0) break;
        for (const candidate of candidates) tried.add(candidate.record.id);
        claimed.push(...(await claimEach(candidates, (candidate) => update(candidate, lease))));
      }
      return claimed.sort((a, b) => compare(a.dueDate, b.dueDate) || compare(a.id, b.id));
    },

    async markReminderSent({ id, claimToken, sentAt }) {
      const stored = await leasedTo(id, claimToken);
      if (!stored || stored.record.status === "done") return false;
      return update(stored, { status: "done", sentAt: toInstant(sentAt), claimToken: null, leaseUntil: null });
    },

    async releaseReminder({ id, claimToken, error, nextAttemptAt }) {
      const stored = await leasedTo(id, claimToken);
      if (!stored) return;
      await update(stored, {
        attempts: stored.record.attempts + 1,
        lastError: error,
        nextAttemptAt: toInstant(nextAttemptAt),
        claimToken: null,
        leaseUntil: null,
      });
    },
  };
}

/** Tries to claim every candidate, CLAIM_CONCURRENCY at a time; the records of those this caller won. */
async function claimEach(candidates: StoredReminder[], claim: (candidate: StoredReminder) => Promise<boolean>): Promise<ReminderRecord[]> {
  const won: ReminderRecord[] = [];
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const candidate = candidates[next++];
      if (await claim(candidate)) won.push(candidate.record);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CLAIM_CONCURRENCY, candidates.length) }, worker));
  return won;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
