import { readJson, withWorkspace } from "@/server/http";
import { deleteWorkspace, updateWorkspace, viewWorkspace } from "@/server/services/workspaces";
import { updateWorkspaceSchema } from "@/lib/schemas/workspace";
import { workspacesCopy } from "@/lib/copy/workspaces";

type Params = { workspaceId: string };

/** One workspace with the caller's role; owner or member. */
export const GET = withWorkspace<Params>(async (_req, { workspace, role }) => Response.json({ data: viewWorkspace(workspace, role) }), {
  role: "member",
});

/** `{ name?, icon? }`; the owner only. */
export const PATCH = withWorkspace<Params>(
  async (req, { user, workspace }) => {
    const input = await readJson(req, updateWorkspaceSchema);
    return Response.json({ data: await updateWorkspace({ user, workspaceId: workspace.id, input }) });
  },
  { role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerEdit },
);

/** Deletes a non-default workspace with its tasks, comments and reminders; the owner only. */
export const DELETE = withWorkspace<Params>(
  async (_req, { user, workspace }) => {
    await deleteWorkspace({ user, workspaceId: workspace.id });
    return new Response(null, { status: 204 });
  },
  { role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerDelete },
);
