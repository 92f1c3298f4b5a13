import "server-only";
import { Query } from "node-appwrite";
import { commonCopy } from "@/lib/copy/common";
import { AppError } from "@/server/errors";
import { normalizeMemberEmail, normalizeMembers, toInstant } from "@/server/store/rows";
import { collectAll } from "@/server/store/pages";
import type { MemberChange, RealtimeStore, WorkspaceStore } from "@/server/store/types";
import { listPage } from "./pagination";
import { toStoredWorkspace, toTaskRecord, toWorkspaceRecord } from "./rows";
import { taskQueries } from "./tasks";
import { workspaceRowPermissions } from "./readers";
import type { Tables } from "./tables";
import { compareAndSet, MAX_COMPARE_AND_SET_ATTEMPTS, pauseBeforeRetry } from "./versioned";

type MemberRefusal = Extract<MemberChange, { ok: false }>["reason"];

/**
 * Workspaces: one row each, members as the original hosted layout's list of e-mails (stored lower-cased) on the row,
 * changed only by addMember / removeMember through a compare-and-set (changeMembers below).
 * Deleting one deletes its reminders and tasks first (the adapter's own cascade, a page at a time),
 * then the row, so an interrupted delete can simply be repeated.
 * With `readers`, the workspace's Realtime readers (its Appwrite team, readers.ts) follow every change
 * of the member list, after the row; a failure there is logged: the next subscription syncs again.
 */
export function workspaceQueries(tables: Tables, readers?: RealtimeStore): WorkspaceStore {
  const taskStore = taskQueries(tables);
  async function followReaders(change: MemberChange): Promise<MemberChange> {
    if (change.ok && readers) {
      await readers.syncReaders(change.workspace).catch((error: unknown) => console.error(`[appwrite] could not sync the readers of workspace ${change.workspace.id}`, error));
    }
    return change;
  }

  /**
   * Applies `change` to the member list until it sticks: a compare-and-set on the row's `version`
   * (versioned.ts), so a writer whose read went stale loses, reads again and decides again; the cap
   * and the duplicate check therefore always see the list they change. `change` answers the new list
   * or why there is nothing to do.
   */
  async function changeMembers(
    workspaceId: string,
    now: string,
    change: (members: string[]) => string[] | MemberRefusal,
  ): Promise<MemberChange> {
    for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
      const row = await tables.get("workspaces", workspaceId);
      if (!row) return { ok: false, reason: "workspace_not_found" };
      const { record, version } = toStoredWorkspace(row);
      const members = change(record.members);
      if (typeof members === "string") return { ok: false, reason: members };
      if (version === null) throw new Error(`Appwrite workspace ${workspaceId} has no version: run npm run appwrite:setup`);
      const updatedAt = toInstant(now);
      if (await compareAndSet(tables, { tableId: "workspaces", rowId: workspaceId, version, data: { members, updatedAt } })) {
        return { ok: true, workspace: { ...record, members, updatedAt } };
      }
      await pauseBeforeRetry(attempt);
    }
    throw new AppError("conflict", commonCopy.genericError, 409);
  }

  return {
    async createWorkspace({ now, members, ...input }) {
      const at = toInstant(now);
      const row = await tables.create("workspaces", input.id, {
        name: input.name,
        icon: input.icon,
        color: input.color,
        userId: input.userId,
        isDefault: input.isDefault,
        members: normalizeMembers(members),
        ownerEmail: input.ownerEmail,
        createdAt: at,
        updatedAt: at,
        version: 0,
      }, workspaceRowPermissions(input.id));
      const created = toWorkspaceRecord(row);
      await readers?.syncReaders(created).catch((error: unknown) => console.error(`[appwrite] could not sync the readers of workspace ${created.id}`, error));
      return created;
    },

    async getWorkspace(id) {
      const row = await tables.get("workspaces", id);
      return row && toWorkspaceRecord(row);
    },

    // TablesDB keeps no revision (see taskListRevision).
    async getWorkspaceWithRevision(id) {
      const row = await tables.get("workspaces", id);
      return row && { workspace: toWorkspaceRecord(row), revision: null };
    },

    listWorkspacesByOwner: (userId, page) =>
      listPage({ tables, tableId: "workspaces", filters: [Query.equal("userId", userId)], page, toRecord: toWorkspaceRecord }),

    listWorkspacesByMember: (email, page) =>
      listPage({
        tables,
        tableId: "workspaces",
        // On an array column, contains matches an element exactly.
        filters: [Query.contains("members", [normalizeMemberEmail(email)])],
        page,
        toRecord: toWorkspaceRecord,
      }),

    async updateWorkspace(id, { now, ...patch }) {
      const row = await tables.update("workspaces", id, { ...patch, updatedAt: toInstant(now) });
      return row && toWorkspaceRecord(row);
    },

    addMember: ({ workspaceId, email, max, now }) => {
      const member = normalizeMemberEmail(email);
      return changeMembers(workspaceId, now, (members) => {
        if (members.includes(member)) return "already_member";
        if (members.length >= max) return "full";
        return [...members, member];
      }).then(followReaders);
    },

    async removeMember({ workspaceId, email, now }) {
      const member = normalizeMemberEmail(email);
      const change = await changeMembers(workspaceId, now, (members) => (members.includes(member) ? members.filter((m) => m !== member) : "not_member"));
      if (change.ok) {
        // Then their tasks in this workspace are unassigned (no transaction across rows; an assignment
        // made meanwhile checks the members again after its write: tasks.ts).
        const theirs = await collectAll((page) =>
          listPage({ tables, tableId: "tasks", filters: [Query.equal("workspaceId", workspaceId), Query.equal("assignee", member)], page, toRecord: toTaskRecord }),
        );
        for (const task of theirs) await taskStore.updateTask(task.id, { assignee: null, expected: { assignee: member }, now });
      }
      return followReaders(change);
    },

    async deleteWorkspace(id) {
      await tables.removeWhere("reminders", [Query.equal("workspaceId", id)]);
      await tables.removeWhere("tasks", [Query.equal("workspaceId", id)]);
      await tables.remove("workspaces", id);
      await readers?.dropReaders(id).catch((error: unknown) => console.error(`[appwrite] could not drop the readers of workspace ${id}`, error));
    },
  };
}
