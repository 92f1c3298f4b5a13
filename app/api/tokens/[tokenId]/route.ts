import { withSession } from "@/server/http";
import { notFound } from "@/server/errors";
import { revokeApiToken } from "@/server/services/tokens";
import { tokensCopy } from "@/lib/copy/tokens";
import { accessIdSchema } from "@/lib/schemas/tokens";

type Params = { tokenId: string };

/** DELETE /api/tokens/{id} — revokes the token at once. */
export const DELETE = withSession<Params>(async (_req, { user, params }) => {
  const { tokenId } = await params;
  if (!accessIdSchema.safeParse(tokenId).success) throw notFound(tokensCopy.tokenNotFound);
  await revokeApiToken({ user, tokenId });
  return new Response(null, { status: 204 });
});
