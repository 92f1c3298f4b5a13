import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { normalizeMembers, toInstant } from "@/server/store/rows";
import type { WorkspaceRecord, WorkspaceStore } from "@/server/store/types";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { groupBy, toWorkspaceRecord } from "./rows";
import { workspaceMembers, workspaces } from "./schema";

type WorkspaceRow = typeof workspaces.$inferSelect;

/** Workspaces with their member e-mails (one row per member in workspace_members). */
export function workspaceQueries(db: Db): WorkspaceStore {
  /** The members of these workspaces in one query, in the order they were added. */
  async function withMembers(rows: WorkspaceRow[]): Promise<WorkspaceRecord[]> {
    if (rows.length === 0) return [];
    const memberRows = await db
      .select()
      .from(workspaceMembers)
      .where(inArray(workspaceMembers.workspaceId, rows.map((row) => row.id)))
      .orderBy(asc(workspaceMembers.workspaceId), asc(workspaceMembers.position));
    const byWorkspace = groupBy(memberRows, (m) => m.workspaceId, (m) => m.email);
    return rows.map((row) => toWorkspaceRecord(row, byWorkspace.get(row.id) ?? []));
  }

  function memberRowsOf(workspaceId: string, members: readonly string[]) {
    return normalizeMembers(members).map((email, position) => ({ workspaceId, email, position }));
  }

  async function getWorkspace(id: string): Promise<WorkspaceRecord | null> {
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
    if (!row) return null;
    const [record] = await withMembers([row]);
    return record;
  }

  return {
    async createWorkspace({ now, members, ...input }) {
      const at = toInstant(now);
      const insertWorkspace = db.insert(workspaces).values({ ...input, createdAt: at, updatedAt: at });
      const rows = memberRowsOf(input.id, members);
      if (rows.length === 0) await insertWorkspace;
      else await db.batch([insertWorkspace, db.insert(workspaceMembers).values(rows)]);
      return toWorkspaceRecord({ ...input, createdAt: at, updatedAt: at }, rows.map((m) => m.email));
    },

    getWorkspace,

    async listWorkspacesByOwner(userId, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, workspaces, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(workspaces)
          .where(and(eq(workspaces.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: await withMembers(pageRows), nextCursor };
    },

    async listWorkspacesByMember(email, page) {
      const memberOf = db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.email, email.trim().toLowerCase()));
      const { rows: pageRows, nextCursor } = await readPage(page, workspaces, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(workspaces)
          .where(and(inArray(workspaces.id, memberOf), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: await withMembers(pageRows), nextCursor };
    },

    async updateWorkspace(id, { now, members, ...patch }) {
      const update = db
        .update(workspaces)
        .set({ ...patch, updatedAt: toInstant(now) })
        .where(eq(workspaces.id, id));
      if (members === undefined) {
        const result = await update;
        return result.rowsAffected === 0 ? null : getWorkspace(id);
      }
      const existing = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id));
      if (existing.length === 0) return null;
      const rows = memberRowsOf(id, members);
      const replaceMembers = db.delete(workspaceMembers).where(eq(workspaceMembers.workspaceId, id));
      if (rows.length === 0) await db.batch([update, replaceMembers]);
      else await db.batch([update, replaceMembers, db.insert(workspaceMembers).values(rows)]);
      return getWorkspace(id);
    },

    async deleteWorkspace(id) {
      // ON DELETE CASCADE removes its members, tasks (with their comments) and reminders.
      await db.delete(workspaces).where(eq(workspaces.id, id));
    },
  };
}
