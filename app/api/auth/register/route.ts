import { registerSchema } from "@/lib/schemas/auth";
import { signedInResponse } from "@/server/auth/session";
import { clientIp, readJson, route } from "@/server/http";
import { register } from "@/server/services/accounts";

/** Creates the account, signs in and e-mails the verification link. 201 { data: { user, emailVerificationRequired } }. */
export const POST = route(async (req) => {
  const input = await readJson(req, registerSchema);
  return signedInResponse(await register({ ...input, ip: clientIp(req) }), 201);
});
