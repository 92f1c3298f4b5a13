import { loginSchema } from "@/lib/schemas/auth";
import { signedInResponse } from "@/server/auth/session";
import { clientIp, readJson, route } from "@/server/http";
import { login } from "@/server/services/accounts";

/** E-mail/password sign-in: 200 { data: { user, emailVerificationRequired } } with the session cookie, or 401. */
export const POST = route(async (req) => {
  const input = await readJson(req, loginSchema);
  return signedInResponse(await login({ ...input, ip: clientIp(req) }));
});
