import { readJson, withSession } from "@/server/http";
import { conditionalJson } from "@/server/conditional";
import { createWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";

/** The caller's workspaces: `{ owned, shared }` (a 'Default' is created on the first call), with an ETag. */
export const GET = withSession(async (req, { user }) => conditionalJson(req, await listWorkspaces({ user })));

/** `{ name, icon? }` -> 201 with the new workspace. */
export const POST = withSession(async (req, { user }) => {
  const input = await readJson(req, createWorkspaceSchema);
  return Response.json({ data: await createWorkspace({ user, input }) }, { status: 201 });
});
