import { signedInResponse } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle } from "@/server/http";
import { register } from "@/server/services/accounts";

/** Creates the account, signs in and e-mails the verification link. 201 { data: { user, emailVerificationRequired } }. */
export const POST = handle(accountRoutes.register, async ({ req, body }) => signedInResponse(await register({ ...body, ip: clientIp(req) }), accountRoutes.register.success.status));
