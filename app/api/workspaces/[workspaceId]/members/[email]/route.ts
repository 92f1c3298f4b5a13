import { withWorkspace } from "@/server/http";
import { removeMember } from "@/server/services/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";

/** Removes the member `email` (URL-encoded); the owner only. */
export const DELETE = withWorkspace<{ workspaceId: string; email: string }>(
  async (_req, { user, workspace, params }) =>
    Response.json({ data: await removeMember({ user, workspaceId: workspace.id, email: decodeParam(params.email) }) }),
  { role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerRemoveMembers },
);

/** Next hands dynamic segments over still percent-encoded in some versions; decode once, tolerating bad input. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
