import { readJson, withSession } from "@/server/http";
import { createApiToken, listApiTokens } from "@/server/services/tokens";
import { createApiTokenSchema } from "@/lib/schemas/tokens";

/** GET /api/tokens — the caller's personal API tokens (never their secrets). Session only. */
export const GET = withSession(async (_req, { user }) => Response.json({ data: await listApiTokens({ user }) }));

/** POST /api/tokens { name, scope, expiresInDays? } -> 201 { token, secret }; the secret is shown this once. */
export const POST = withSession(async (req, { user }) => {
  const token = await readJson(req, createApiTokenSchema);
  return Response.json({ data: await createApiToken({ user, token }) }, { status: 201 });
});
