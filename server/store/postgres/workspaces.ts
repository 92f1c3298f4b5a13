import "server-only";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { normalizeMemberEmail, normalizeMembers, toInstant } from "@/server/store/rows";
import type { MemberChange, WorkspaceRecord, WorkspaceStore } from "@/server/store/types";
import { readPage } from "@/server/store/sqlite/pagination";
import { groupBy, toWorkspaceRecord } from "@/server/store/sqlite/rows";
import type { Db } from "./open";
import { workspaceMembers, workspaces } from "./schema";

type WorkspaceRow = typeof workspaces.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The member e-mails of a workspace in the order they were added, as one text[] column of the workspace's row. */
const membersOf = sql<string[]>`(SELECT coalesce(array_agg(m.email ORDER BY m.position), '{}') FROM workspace_members m WHERE m.workspace_id = ${workspaces.id})`;

/**
 * Workspaces with their member e-mails (one row per member in workspace_members). A member change is one
 * transaction that first locks the workspace's row (SELECT … FOR UPDATE): concurrent changes of one
 * workspace's members, from any process, take turns, and each one counts and positions the members as the
 * previous one left them. (A single INSERT … SELECT … WHERE count < max, as on SQLite, would not do:
 * concurrent statements each count from their own snapshot, which holds none of the others' new rows.)
 */
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

  /** The workspace with its members and its revision in one query (every workspace-scoped request reads it). */
  async function getWorkspaceWithRevision(id: string): Promise<{ workspace: WorkspaceRecord; revision: string } | null> {
    const [row] = await db
      .select({ ...getTableColumns(workspaces), members: membersOf })
      .from(workspaces)
      .where(eq(workspaces.id, id));
    if (!row) return null;
    const { members, ...workspace } = row;
    return { workspace: toWorkspaceRecord(workspace, members), revision: String(workspace.revision) };
  }

  async function getWorkspace(id: string): Promise<WorkspaceRecord | null> {
    return (await getWorkspaceWithRevision(id))?.workspace ?? null;
  }

  /**
   * Runs `change` on the workspace's member rows inside a transaction holding the workspace's row lock,
   * then moves updatedAt and the revision when it changed something, and reads the outcome back.
   */
  async function changeMembers(
    workspaceId: string,
    now: string,
    change: (tx: Tx, members: { email: string; position: number }[]) => Promise<MemberChange | "changed">,
  ): Promise<MemberChange> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for("update");
      if (!locked) return { ok: false, reason: "workspace_not_found" };
      const members = await tx
        .select({ email: workspaceMembers.email, position: workspaceMembers.position })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.position));
      const outcome = await change(tx, members);
      if (outcome !== "changed") return outcome;
      const [row] = await tx
        .update(workspaces)
        .set({ updatedAt: toInstant(now), revision: sql`${workspaces.revision} + 1` })
        .where(eq(workspaces.id, workspaceId))
        .returning({ ...getTableColumns(workspaces), members: membersOf });
      const { members: after, ...workspace } = row;
      return { ok: true, workspace: toWorkspaceRecord(workspace, after) };
    });
  }

  return {
    async createWorkspace({ now, members, ...input }) {
      const at = toInstant(now);
      const rows = normalizeMembers(members).map((email, position) => ({ workspaceId: input.id, email, position }));
      await db.transaction(async (tx) => {
        await tx.insert(workspaces).values({ ...input, createdAt: at, updatedAt: at });
        if (rows.length > 0) await tx.insert(workspaceMembers).values(rows);
      });
      return toWorkspaceRecord({ ...input, createdAt: at, updatedAt: at, revision: 0 }, rows.map((m) => m.email));
    },

    getWorkspace,

    getWorkspaceWithRevision,

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
        .where(eq(workspaceMembers.email, normalizeMemberEmail(email)));
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

    async updateWorkspace(id, { now, ...patch }) {
      const [row] = await db
        .update(workspaces)
        .set({ ...patch, updatedAt: toInstant(now), revision: sql`${workspaces.revision} + 1` })
        .where(eq(workspaces.id, id))
        .returning({ ...getTableColumns(workspaces), members: membersOf });
      if (!row) return null;
      const { members, ...workspace } = row;
      return toWorkspaceRecord(workspace, members);
    },

    async addMember({ workspaceId, email, max, now }) {
      const member = normalizeMemberEmail(email);
      return changeMembers(workspaceId, now, async (tx, members) => {
        if (members.some((m) => m.email === member)) return { ok: false, reason: "already_member" };
        if (members.length >= Math.floor(max)) return { ok: false, reason: "full" };
        const position = (members.at(-1)?.position ?? -1) + 1;
        await tx.insert(workspaceMembers).values({ workspaceId, email: member, position });
        return "changed";
      });
    },

    async removeMember({ workspaceId, email, now }) {
      const member = normalizeMemberEmail(email);
      return changeMembers(workspaceId, now, async (tx, members) => {
        if (!members.some((m) => m.email === member)) return { ok: false, reason: "not_member" };
        await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, member)));
        return "changed";
      });
    },

    async deleteWorkspace(id) {
      // ON DELETE CASCADE removes its members, tasks (with their comments) and reminders.
      await db.delete(workspaces).where(eq(workspaces.id, id));
    },
  };
}
