import { authCopy } from "@/lib/copy/auth";
import { verificationResendSchema } from "@/lib/schemas/auth";
import { clientIp, readJson, route } from "@/server/http";
import { resendVerificationByEmail } from "@/server/services/accounts";

/** Signed-out "Send New Verification Email": the same answer whether or not the address has an account. */
export const POST = route(async (req) => {
  await resendVerificationByEmail({ ...(await readJson(req, verificationResendSchema)), ip: clientIp(req) });
  return Response.json({ data: { message: authCopy.verificationSent } });
});
