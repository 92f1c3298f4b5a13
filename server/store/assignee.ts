import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalizeMemberEmail } from "./rows";

/**
 * Who may be a task's assignee, decided in the statement that writes it (sqlite and postgres name the
 * tables and columns alike): the owner of the task's workspace or one of its members
 * (docs/product.md#assignees). A member's removal unassigns their tasks in the same transaction, so no
 * task keeps an assignee who is neither.
 */
export function isAssignable(workspaceId: AnyColumn | string, email: string): SQL {
  const member = normalizeMemberEmail(email);
  return sql`(EXISTS (SELECT 1 FROM workspaces w WHERE w.id = ${workspaceId} AND lower(w.owner_email) = ${member})
           OR EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = ${workspaceId} AND m.email = ${member}))`;
}

/** A new task's assignee column: the e-mail when it is assignable in the workspace as the insert finds it, else NULL. */
export function assigneeOnInsert(workspaceId: string, assignee: string | null | undefined): SQL | null {
  if (!assignee) return null;
  return sql`(SELECT CAST(${normalizeMemberEmail(assignee)} AS text) WHERE ${isAssignable(workspaceId, assignee)})`;
}
