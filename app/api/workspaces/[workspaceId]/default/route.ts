import { withSession } from "@/server/http";
import { setDefault } from "@/server/services/workspaces";

/** Makes the workspace the owner's default (and unsets the others). */
export const POST = withSession<{ workspaceId: string }>(async (_req, { user, params }) => {
  const { workspaceId } = await params;
  return Response.json({ data: await setDefault({ user, workspaceId }) });
});
