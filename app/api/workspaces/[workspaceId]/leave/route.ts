import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { leaveWorkspace } from "@/server/services/workspaces";

/**
 * The caller leaves the workspace and the owner is e-mailed. Behind the session guard only: an owner
 * gets 'Workspace owners cannot leave their own workspace' and anyone else who is not a member
 * 'You are not a member of this workspace', which a member-role guard would hide.
 */
export const POST = handle(workspaceRoutes.leave, async ({ user, params }) => leaveWorkspace({ user, workspaceId: params.workspaceId }));
