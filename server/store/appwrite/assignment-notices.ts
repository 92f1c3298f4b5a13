import "server-only";
import { Query } from "node-appwrite";
import { toProductError } from "@/server/appwrite/errors";
import { withDelivered } from "@/server/store/assignment-notice";
import { toInstant } from "@/server/store/rows";
import { MAX_PAGE_SIZE, type AssignmentNoticeDraft, type AssignmentNoticeRecord, type AssignmentNoticeStore } from "@/server/store/types";
import { toStoredNotice, type StoredNotice } from "./rows";
import type { RowData, Tables } from "./tables";
import { compareAndSet, MAX_COMPARE_AND_SET_ATTEMPTS, pauseBeforeRetry } from "./versioned";

/**
 * Assignment notices (docs/product.md#assignees) and their lease. A notice is written in the same Appwrite
 * transaction as its assignment (the task's compare-and-set, or the new task's row: ./tasks.ts). A claim
 * lists pending candidates and takes each by compare-and-set on its version: of two claimers that list
 * the same notice, exactly one commits. Recording a channel, finishing and releasing check the
 * claimToken on a fresh read and write by the same compare-and-set.
 */

/** The notice's row as written with its assignment. */
export function noticeRow(notice: AssignmentNoticeDraft, task: { id: string; workspaceId: string }, assignee: string): RowData {
  return {
    taskId: task.id,
    workspaceId: task.workspaceId,
    assignee,
    assignedBy: notice.assignedBy,
    assignedByName: notice.assignedByName.slice(0, 200),
    createdAt: toInstant(notice.createdAt),
    status: "pending",
    attempts: 0,
    delivered: "",
    version: 0,
  };
}

/** Creates the rows in one Appwrite transaction: all of them or none. */
export async function createRowsTogether(tables: Tables, rows: { tableId: "tasks" | "assignment_notices"; rowId: string; data: RowData; permissions?: string[] }[]): Promise<void> {
  const { api, databaseId } = tables;
  const transactionId = (await api.createTransaction({ ttl: 60 })).$id;
  try {
    for (const { tableId, rowId, data, permissions } of rows) await api.createRow({ databaseId, tableId, rowId, data, ...(permissions && { permissions }), transactionId });
    await api.updateTransaction({ transactionId, commit: true });
  } catch (error) {
    await api.updateTransaction({ transactionId, rollback: true }).catch(() => {});
    throw toProductError(error, "creating rows together");
  }
}

export function assignmentNoticeQueries(tables: Tables): AssignmentNoticeStore {
  async function leasedTo(id: string, claimToken: string): Promise<StoredNotice | null> {
    const row = await tables.get("assignment_notices", id);
    const stored = row && toStoredNotice(row);
    return stored && stored.claimToken === claimToken && stored.status === "pending" && stored.version !== null ? stored : null;
  }
  const update = (stored: StoredNotice, data: RowData) => compareAndSet(tables, { tableId: "assignment_notices", rowId: stored.record.id, version: stored.version!, data });

  return {
    async claimAssignmentNotices({ now, limit, claimToken, leaseUntil, id }) {
      const at = toInstant(now);
      const rows = await tables.list("assignment_notices", [
        Query.equal("status", "pending"),
        Query.or([Query.isNull("nextAttemptAt"), Query.lessThanEqual("nextAttemptAt", at)]),
        Query.or([Query.isNull("leaseUntil"), Query.lessThanEqual("leaseUntil", at)]),
        Query.isNotNull("version"),
        ...(id === undefined ? [] : [Query.equal("$id", id)]),
        Query.orderAsc("createdAt"),
        Query.orderAsc("$id"),
        Query.limit(Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)))),
      ]);
      const claimed: AssignmentNoticeRecord[] = [];
      for (const row of rows.slice(0, Math.max(0, Math.floor(limit)))) {
        const stored = toStoredNotice(row);
        if (await update(stored, { claimToken, leaseUntil: toInstant(leaseUntil) })) claimed.push(stored.record);
      }
      return claimed;
    },

    async recordNoticeDelivery({ id, claimToken, channel }) {
      // The channels of one notice are recorded as they go out, some at once: a record that lost reads again.
      for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
        const stored = await leasedTo(id, claimToken);
        if (!stored || (await update(stored, { delivered: withDelivered(stored.deliveredText, channel) }))) return;
        await pauseBeforeRetry(attempt);
      }
      throw new Error(`Appwrite assignment notice ${id}: ${channel} could not be recorded`);
    },

    async finishAssignmentNotice({ id, claimToken, status, error }) {
      const stored = await leasedTo(id, claimToken);
      return stored !== null && (await update(stored, { status, claimToken: null, leaseUntil: null, ...(error !== undefined && { lastError: error }) }));
    },

    async releaseAssignmentNotice({ id, claimToken, error, nextAttemptAt }) {
      const stored = await leasedTo(id, claimToken);
      if (stored) await update(stored, { attempts: stored.record.attempts + 1, lastError: error, nextAttemptAt: toInstant(nextAttemptAt), claimToken: null, leaseUntil: null });
    },
  };
}
