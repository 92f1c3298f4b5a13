import "server-only";
import { Query } from "node-appwrite";
import { normalizeMembers, toInstant } from "@/server/store/rows";
import type { WorkspaceStore } from "@/server/store/types";
import { listPage } from "./pagination";
import { toWorkspaceRecord } from "./rows";
import type { Tables } from "./tables";

/**
 * Workspaces: one row each, members as the spec's list of e-mails (stored lower-cased) on the row.
 * Deleting one deletes its reminders and tasks first (the adapter's own cascade, a page at a time),
 * then the row, so an interrupted delete can simply be repeated.
 */
export function workspaceQueries(tables: Tables): WorkspaceStore {
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
      });
      return toWorkspaceRecord(row);
    },

    async getWorkspace(id) {
      const row = await tables.get("workspaces", id);
      return row && toWorkspaceRecord(row);
    },

    listWorkspacesByOwner: (userId, page) =>
      listPage({ tables, tableId: "workspaces", filters: [Query.equal("userId", userId)], page, toRecord: toWorkspaceRecord }),

    listWorkspacesByMember: (email, page) =>
      listPage({
        tables,
        tableId: "workspaces",
        // On an array column, contains matches an element exactly.
        filters: [Query.contains("members", [email.trim().toLowerCase()])],
        page,
        toRecord: toWorkspaceRecord,
      }),

    async updateWorkspace(id, { now, members, ...patch }) {
      const row = await tables.update("workspaces", id, {
        ...patch,
        members: members === undefined ? undefined : normalizeMembers(members),
        updatedAt: toInstant(now),
      });
      return row && toWorkspaceRecord(row);
    },

    async deleteWorkspace(id) {
      await tables.removeWhere("reminders", [Query.equal("workspaceId", id)]);
      await tables.removeWhere("tasks", [Query.equal("workspaceId", id)]);
      await tables.remove("workspaces", id);
    },
  };
}
