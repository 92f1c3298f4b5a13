import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { setDefault } from "@/server/services/workspaces";

/** Makes the workspace the owner's default (and unsets the others). */
export const POST = handle(workspaceRoutes.makeDefault, async ({ user, params }) => setDefault({ user, workspaceId: params.workspaceId }));
