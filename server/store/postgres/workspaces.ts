import "server-only";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { normalizeMemberEmail, normalizeMembers, toInstant } from "@/server/store/rows";
import type { EventDraft, MemberChange, WorkspaceRecord, WorkspaceStore } from "@/server/store/types";
import { readPage } from "@/server/store/sqlite/pagination";
import { groupBy, toWorkspaceRecord } from "@/server/store/sqlite/rows";
import type { Outbox, Tx } from "./events";
import type { Db } from "./open";
import { eventSequences, tasks, workspaceMembers, workspaces } from "./schema";

type WorkspaceRow = typeof workspaces.$inferSelect;

/** The member e-mails of a workspace in the order they were added, as one text[] column of the workspace's row. */
const membersOf = sql<string[]>`(SELECT coalesce(array_agg(m.email ORDER BY m.position), '{}') FROM workspace_members m WHERE m.workspace_id = ${workspaces.id})`;

/**
 * Workspaces with their member e-mails (one row per member in workspace_members). A member change is one
 * transaction that first locks the workspace's row (SELECT … FOR UPDATE): concurrent changes of one
 * workspace's members, from any process, take turns, and each one counts and positions the members as the
 * previous one left them. (A single INSERT … SELECT … WHERE count < max, as on SQLite, would not do:
 * concurrent statements each count from their own snapshot, which holds none of the others' new rows.)
 * A change stores its change event in its own transaction (the outbox, ./events.ts).
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

  /**
   * The number the workspace's next event will take, read with its sequence row locked until the commit
   * (made, at 0, when the workspace has had no event yet): no other event of the workspace takes a number
   * meanwhile, so this write's own event takes exactly this one.
   */
  async function lockedNextSeq(tx: Tx, workspaceId: string): Promise<number> {
    const [row] = await tx
      .insert(eventSequences)
      .values({ workspaceId, seq: 0 })
      .onConflictDoUpdate({ target: eventSequences.workspaceId, set: { seq: sql`${eventSequences.seq}` } })
      .returning({ seq: eventSequences.seq });
    return row.seq + 1;
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
    event: EventDraft | undefined,
    change: (tx: Tx, members: { email: string; position: number }[]) => Promise<MemberChange | "changed" | { taskIds: string[] }>,
    taskEvent?: EventDraft,
  ): Promise<MemberChange> {
    return outbox.write(event, async (tx) => {
      const [locked] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for("update");
      if (!locked) return { changed: false, result: { ok: false, reason: "workspace_not_found" } as const };
      const members = await tx
        .select({ email: workspaceMembers.email, position: workspaceMembers.position })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.position));
      const outcome = await change(tx, members);
      if (outcome !== "changed" && "ok" in outcome) return { changed: false, result: outcome };
      const taskIds = outcome === "changed" ? [] : outcome.taskIds;
      const [row] = await tx
        .update(workspaces)
        .set({ updatedAt: toInstant(now), revision: sql`${workspaces.revision} + 1` })
        .where(eq(workspaces.id, workspaceId))
        .returning({ ...getTableColumns(workspaces), members: membersOf });
      const { members: after, ...workspace } = row;
      const also = taskEvent ? taskIds.map((taskId) => ({ event: taskEvent, source: { taskId } })) : [];
      return { changed: true, result: { ok: true, workspace: toWorkspaceRecord(workspace, after) } as const, also };
    });
  }

  return {
    async createWorkspace({ now, members, ...input }) {
      const at = toInstant(now);
      // The members a workspace is created with read its events from the start.
      const joinedSeq = sql<number>`(SELECT coalesce(max(seq), 0) + 1 FROM ${eventSequences} WHERE workspace_id = ${input.id})`;
      const rows = normalizeMembers(members).map((email, position) => ({ workspaceId: input.id, email, position, joinedSeq }));
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

    async updateWorkspace(id, { now, ...patch }, event) {
      return outbox.write(event, async (tx) => {
        const [row] = await tx
          .update(workspaces)
          .set({ ...patch, updatedAt: toInstant(now), revision: sql`${workspaces.revision} + 1` })
          .where(eq(workspaces.id, id))
          .returning({ ...getTableColumns(workspaces), members: membersOf });
        if (!row) return { changed: false, result: null };
        const { members, ...workspace } = row;
        return { changed: true, result: toWorkspaceRecord(workspace, members) };
      });
    },

    async addMember({ workspaceId, email, max, now }, event) {
      const member = normalizeMemberEmail(email);
      return changeMembers(workspaceId, now, event, async (tx, members) => {
        if (members.some((m) => m.email === member)) return { ok: false, reason: "already_member" };
        if (members.length >= Math.floor(max)) return { ok: false, reason: "full" };
        const position = (members.at(-1)?.position ?? -1) + 1;
        // The member reads the workspace's events from the next number on: the one this add's event takes.
        await tx.insert(workspaceMembers).values({ workspaceId, email: member, position, joinedSeq: await lockedNextSeq(tx, workspaceId) });
        return "changed";
      });
    },

    async removeMember({ workspaceId, email, now }, event, taskEvent) {
      const member = normalizeMemberEmail(email);
      return changeMembers(
        workspaceId,
        now,
        event,
        async (tx, members) => {
          if (!members.some((m) => m.email === member)) return { ok: false, reason: "not_member" };
          await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.email, member)));
          // Their tasks in this workspace are unassigned in the same transaction, under the workspace's lock
          // (which an assignment takes too), each with its event.
          const unassigned = await tx
            .update(tasks)
            .set({ assignee: null, updatedAt: toInstant(now) })
            .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.assignee, member)))
            .returning({ id: tasks.id });
          return { taskIds: unassigned.map((task) => task.id) };
        },
        taskEvent,
      );
    },

    async deleteWorkspace(id, event) {
      // ON DELETE CASCADE removes its members, tasks (with their comments) and reminders.
      await outbox.write(event, async (tx) => {
        const deleted = await tx.delete(workspaces).where(eq(workspaces.id, id));
        return { changed: Boolean(deleted.rowCount), result: undefined };
      });
    },
  };
}
