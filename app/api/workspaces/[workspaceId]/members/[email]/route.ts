import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { removeMember } from "@/server/services/workspaces";

/** Removes the member `email` (URL-encoded); the owner only. */
export const DELETE = handle(workspaceRoutes.removeMember, async ({ user, params: { workspaceId, email } }) => removeMember({ user, workspaceId, email }));
