import { accessRoutes } from "@/server/contracts/access";
import { handle } from "@/server/http";
import { createApiToken, listApiTokens } from "@/server/services/tokens";

/** GET /api/tokens — the caller's personal API tokens (never their secrets). Session only. */
export const GET = handle(accessRoutes.listTokens, async ({ user }) => listApiTokens({ user }));

/** POST /api/tokens { name, scope, expiresInDays? } -> 201 { token, secret }; the secret is shown this once. */
export const POST = handle(accessRoutes.createToken, async ({ user, body }) => createApiToken({ user, token: body }));
