import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { addMember, listMembers } from "@/server/services/workspaces";

/** `{ ownerEmail, members }`; owner or member. */
export const GET = handle(workspaceRoutes.members, async ({ user, params }) => listMembers({ user, workspaceId: params.workspaceId }));

/** `{ email }` -> `{ ownerEmail, members, invitationSent }`; the owner only. */
export const POST = handle(workspaceRoutes.addMember, async ({ user, params, body }) => addMember({ user, workspaceId: params.workspaceId, email: body.email }));
