import "server-only";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { commonCopy } from "@/lib/copy/common";
import { AppError } from "@/server/errors";
import { normalizeMemberEmail, normalizeMembers, toInstant } from "@/server/store/rows";
import type { WorkspaceRecord, WorkspaceStore } from "@/server/store/types";
import type { Outbox } from "./events";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { groupBy, toWorkspaceRecord } from "./rows";
import { eventSequences, tasks, workspaceMembers, workspaces } from "./schema";

type WorkspaceRow = typeof workspaces.$inferSelect;

/** A member's removal reads their tasks again at most this many times while assignments keep changing them. */
const MAX_REMOVAL_ATTEMPTS = 5;

/** The number the workspace's next event will take (1 while it has had none). */
const nextSeq = (workspaceId: string) => sql<number>`(SELECT coalesce(max(seq), 0) + 1 FROM ${eventSequences} WHERE workspace_id = ${workspaceId})`;

/**
 * Workspaces with their member e-mails (one row per member in workspace_members). Members change one
 * row at a time (addMember / removeMember), never by rewriting the list. A change stores its change
 * event in its own batch (the outbox, ./events.ts).
 */
export function workspaceQueries(db: Db, outbox: Outbox): WorkspaceStore {
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

  /**
   * Inside a batch (one transaction on one connection), right after a member INSERT or DELETE: moves
   * updatedAt and the revision only when that statement changed a row (SQLite's changes() counts the previous statement).
   */
  function touchIfChanged(workspaceId: string, now: string) {
    return db.run(sql`UPDATE workspaces SET updated_at = ${toInstant(now)}, revision = revision + 1 WHERE id = ${workspaceId} AND changes() = 1`);
  }

  /** The workspace row and its members, read in the same batch as a change so they show its outcome. */
  function readBack(workspaceId: string) {
    return [
      db.select().from(workspaces).where(eq(workspaces.id, workspaceId)),
      db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId)).orderBy(asc(workspaceMembers.position)),
    ];
  }
  type ReadBack = [WorkspaceRow[], (typeof workspaceMembers.$inferSelect)[]];

  /** The members a workspace is created with read its events from the start. */
  function memberRowsOf(workspaceId: string, members: readonly string[]) {
    return normalizeMembers(members).map((email, position) => ({ workspaceId, email, position, joinedSeq: nextSeq(workspaceId) }));
  }

  // The statement of getWorkspaceWithRevision, built once, not on each call.
  const workspaceWithMembers = db
    .select({
      ...getTableColumns(workspaces),
      members: sql<string>`(SELECT json_group_array(m.email ORDER BY m.position) FROM workspace_members m WHERE m.workspace_id = ${workspaces.id})`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder("id")))
    .prepare();

  /** The workspace with its members and its revision in one query (every workspace-scoped request reads it). */
  async function getWorkspaceWithRevision(id: string): Promise<{ workspace: WorkspaceRecord; revision: string } | null> {
    const [row] = await workspaceWithMembers.all({ id });
    if (!row) return null;
    const { members, ...workspace } = row;
    return { workspace: toWorkspaceRecord(workspace, JSON.parse(members) as string[]), revision: String(workspace.revision) };
  }

  async function getWorkspace(id: string): Promise<WorkspaceRecord | null> {
    return (await getWorkspaceWithRevision(id))?.workspace ?? null;
  }

  return {
    async createWorkspace({ now, members, ...input }) {
      const at = toInstant(now);
      const insertWorkspace = db.insert(workspaces).values({ ...input, createdAt: at, updatedAt: at });
      const rows = memberRowsOf(input.id, members);
      if (rows.length === 0) await insertWorkspace;
      else await db.batch([insertWorkspace, db.insert(workspaceMembers).values(rows)]);
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

    async updateWorkspace(id, { now, ...patch }, event) {
      const update = db
        .update(workspaces)
        .set({ ...patch, updatedAt: toInstant(now), revision: sql`${workspaces.revision} + 1` })
        .where(eq(workspaces.id, id));
      const { change } = await outbox.write({ change: [update], event });
      return (change[0] as { rowsAffected: number }).rowsAffected === 0 ? null : getWorkspace(id);
    },

    async addMember({ workspaceId, email, max, now }, event) {
      const member = normalizeMemberEmail(email);
      // The cap, the duplicate and the workspace's existence are checked by the INSERT itself, so the
      // write lock that SQLite takes for the statement makes check and insert one step. The member reads
      // the workspace's events from the next number on: the one this batch's event takes.
      const insert = db.run(sql`
        INSERT INTO workspace_members (workspace_id, email, position, joined_seq)
        SELECT ${workspaceId}, ${member},
               (SELECT coalesce(max(position), -1) + 1 FROM workspace_members WHERE workspace_id = ${workspaceId}),
               ${nextSeq(workspaceId)}
        WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = ${workspaceId})
          AND NOT EXISTS (SELECT 1 FROM workspace_members WHERE workspace_id = ${workspaceId} AND email = ${member})
          AND (SELECT count(*) FROM workspace_members WHERE workspace_id = ${workspaceId}) < ${Math.floor(max)}`);
      const { change, after } = await outbox.write({ change: [insert, touchIfChanged(workspaceId, now)], event, after: readBack(workspaceId) });
      const [inserted] = change as [{ rowsAffected: number }];
      const [row, memberRows] = after as ReadBack;
      if (!row[0]) return { ok: false, reason: "workspace_not_found" };
      const workspace = toWorkspaceRecord(row[0], memberRows.map((m) => m.email));
      if (inserted.rowsAffected === 1) return { ok: true, workspace };
      return { ok: false, reason: workspace.members.includes(member) ? "already_member" : "full" };
    },

    async removeMember({ workspaceId, email, now }, event, taskEvent) {
      const member = normalizeMemberEmail(email);
      const isMember = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, member));
      const theirs = and(eq(tasks.workspaceId, workspaceId), eq(tasks.assignee, member));
      for (let attempt = 1; attempt <= MAX_REMOVAL_ATTEMPTS; attempt++) {
        // The member's tasks are read first; the removal then happens only while exactly these are theirs
        // (an assignment committed in between makes it read again), and each is unassigned, with its event,
        // in the same batch, only once the member is gone.
        const assigned = (await db.select({ id: tasks.id }).from(tasks).where(theirs)).map((task) => task.id);
        const stillThese = sql`(SELECT count(*) FROM ${tasks} WHERE ${theirs}) = ${assigned.length}`;
        const remove = db.delete(workspaceMembers).where(and(isMember, stillThese));
        const gone = sql`NOT EXISTS (SELECT 1 FROM ${workspaceMembers} WHERE ${isMember})`;
        const [{ change, after }] = await outbox.writeAll([
          { change: [remove, touchIfChanged(workspaceId, now)], event, after: readBack(workspaceId) },
          ...assigned.map((id) => ({
            change: [db.update(tasks).set({ assignee: null, updatedAt: toInstant(now) }).where(and(eq(tasks.id, id), theirs, gone))],
            event: taskEvent,
            source: { taskId: id },
          })),
        ]);
        const [removed] = change as [{ rowsAffected: number }];
        const [row, memberRows] = after as ReadBack;
        if (!row[0]) return { ok: false, reason: "workspace_not_found" };
        const workspace = toWorkspaceRecord(row[0], memberRows.map((m) => m.email));
        if (removed.rowsAffected === 1) return { ok: true, workspace };
        if (!workspace.members.includes(member)) return { ok: false, reason: "not_member" };
      }
      throw new AppError("conflict", commonCopy.genericError, 409);
    },

    async deleteWorkspace(id, event) {
      // ON DELETE CASCADE removes its members, tasks (with their comments) and reminders.
      await outbox.write({ change: [db.delete(workspaces).where(eq(workspaces.id, id))], event });
    },
  };
}
