import { readJson, withSession } from "@/server/http";
import { conditionalJson } from "@/server/conditional";
import { deleteWorkspace, getWorkspace, updateWorkspace } from "@/server/services/workspaces";
import { updateWorkspaceSchema } from "@/lib/schemas/workspace";

type Params = { workspaceId: string };

/** One workspace with the caller's role, with an ETag; owner or member. */
export const GET = withSession<Params>(async (req, { user, params }) => {
  const { workspaceId } = await params;
  return conditionalJson(req, await getWorkspace({ user, workspaceId }));
});

/** `{ name?, icon? }`; the owner only. */
export const PATCH = withSession<Params>(async (req, { user, params }) => {
  const { workspaceId } = await params;
  const input = await readJson(req, updateWorkspaceSchema);
  return Response.json({ data: await updateWorkspace({ user, workspaceId, input }) });
});

/** Deletes a non-default workspace with its tasks, comments and reminders; the owner only. */
export const DELETE = withSession<Params>(async (_req, { user, params }) => {
  const { workspaceId } = await params;
  await deleteWorkspace({ user, workspaceId });
  return new Response(null, { status: 204 });
});
