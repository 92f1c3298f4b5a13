import { withSession } from "@/server/http";
import { removeMember } from "@/server/services/workspaces";

/** Removes the member `email` (URL-encoded); the owner only. */
export const DELETE = withSession<{ workspaceId: string; email: string }>(async (_req, { user, params }) => {
  const { workspaceId, email } = await params;
  return Response.json({ data: await removeMember({ user, workspaceId, email: decodeParam(email) }) });
});

/** Next hands dynamic segments over still percent-encoded in some versions; decode once, tolerating bad input. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
