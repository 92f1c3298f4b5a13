import { readJson, withSession } from "@/server/http";
import { addMember, listMembers } from "@/server/services/workspaces";
import { addMemberSchema } from "@/lib/schemas/workspace";

type Params = { workspaceId: string };

/** `{ ownerEmail, members }`; owner or member. */
export const GET = withSession<Params>(async (_req, { user, params }) => {
  const { workspaceId } = await params;
  return Response.json({ data: await listMembers({ user, workspaceId }) });
});

/** `{ email }` -> `{ ownerEmail, members, invitationSent }`; the owner only. */
export const POST = withSession<Params>(async (req, { user, params }) => {
  const { workspaceId } = await params;
  const { email } = await readJson(req, addMemberSchema);
  return Response.json({ data: await addMember({ user, workspaceId, email }) });
});
