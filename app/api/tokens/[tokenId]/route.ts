import { accessRoutes } from "@/server/contracts/access";
import { handle } from "@/server/http";
import { revokeApiToken } from "@/server/services/tokens";

/** DELETE /api/tokens/{id} — revokes the token at once. */
export const DELETE = handle(accessRoutes.revokeToken, async ({ user, params }) => revokeApiToken({ user, tokenId: params.tokenId }));
