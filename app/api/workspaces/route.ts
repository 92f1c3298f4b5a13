import { readJson, withSession } from "@/server/http";
import { createWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";

/** The caller's workspaces: `{ owned, shared }` (a 'Default' is created on the first call). */
export const GET = withSession(async (_req, { user }) => Response.json({ data: await listWorkspaces({ user }) }));

/** `{ name, icon? }` -> 201 with the new workspace. */
export const POST = withSession(async (req, { user }) => {
  const input = await readJson(req, createWorkspaceSchema);
  return Response.json({ data: await createWorkspace({ user, input }) }, { status: 201 });
});
