import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { deleteWorkspace, getWorkspace, updateWorkspace } from "@/server/services/workspaces";

/** One workspace with the caller's role, with an ETag; owner or member. */
export const GET = handle(workspaceRoutes.get, async ({ user, params }) => getWorkspace({ user, workspaceId: params.workspaceId }));

/** `{ name?, icon? }`; the owner only. */
export const PATCH = handle(workspaceRoutes.update, async ({ user, params, body: input }) => updateWorkspace({ user, workspaceId: params.workspaceId, input }));

/** Deletes a non-default workspace with its tasks, comments and reminders; the owner only. */
export const DELETE = handle(workspaceRoutes.remove, async ({ user, params }) => deleteWorkspace({ user, workspaceId: params.workspaceId }));
