import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { createWorkspace, listWorkspaces } from "@/server/services/workspaces";

/** The caller's workspaces: `{ owned, shared }` (a 'Default' is created on the first call), with an ETag. */
export const GET = handle(workspaceRoutes.list, async ({ user }) => listWorkspaces({ user }));

/** `{ name, icon? }` -> 201 with the new workspace. */
export const POST = handle(workspaceRoutes.create, async ({ user, body: input }) => createWorkspace({ user, input }));
