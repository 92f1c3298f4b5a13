import { withSession } from "@/server/http";
import { leaveWorkspace } from "@/server/services/workspaces";

/**
 * The caller leaves the workspace and the owner is e-mailed. Behind the session guard only: an owner
 * gets 'Workspace owners cannot leave their own workspace' and anyone else who is not a member
 * 'You are not a member of this workspace', which a member-role guard would hide.
 */
export const POST = withSession<{ workspaceId: string }>(async (_req, { user, params }) => {
  const { workspaceId } = await params;
  return Response.json({ data: await leaveWorkspace({ user, workspaceId }) });
});
