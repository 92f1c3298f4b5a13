import { signedInResponse } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle } from "@/server/http";
import { login } from "@/server/services/accounts";

/** E-mail/password sign-in: 200 { data: { user, emailVerificationRequired } } with the session cookie, or 401. */
export const POST = handle(accountRoutes.login, async ({ req, body }) => signedInResponse(await login({ ...body, ip: clientIp(req) })));
