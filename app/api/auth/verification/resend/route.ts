import { authCopy } from "@/lib/copy/auth";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle } from "@/server/http";
import { resendVerificationByEmail } from "@/server/services/accounts";

/** Signed-out "Send New Verification Email": the same answer whether or not the address has an account. */
export const POST = handle(accountRoutes.verificationResend, async ({ req, body }) => {
  await resendVerificationByEmail({ ...body, ip: clientIp(req) });
  return { message: authCopy.verificationSent };
});
