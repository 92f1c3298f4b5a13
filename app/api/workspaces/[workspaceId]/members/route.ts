import { readJson, withWorkspace } from "@/server/http";
import { addMember, listMembers } from "@/server/services/workspaces";
import { addMemberSchema } from "@/lib/schemas/workspace";
import { workspacesCopy } from "@/lib/copy/workspaces";

type Params = { workspaceId: string };

/** `{ ownerEmail, members }`; owner or member. */
export const GET = withWorkspace<Params>(
  async (_req, { user, workspace }) => Response.json({ data: await listMembers({ user, workspaceId: workspace.id }) }),
  { role: "member" },
);

/** `{ email }` -> `{ ownerEmail, members, invitationSent }`; the owner only. */
export const POST = withWorkspace<Params>(
  async (req, { user, workspace }) => {
    const { email } = await readJson(req, addMemberSchema);
    return Response.json({ data: await addMember({ user, workspaceId: workspace.id, email }) });
  },
  { role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerAddMembers },
);
