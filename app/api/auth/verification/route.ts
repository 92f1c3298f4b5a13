import { withSession } from "@/server/http";
import { resendVerification } from "@/server/services/accounts";

/** "Resend Verification Email" for the signed-in account; 429 with Retry-After inside the 60 s cooldown. */
export const POST = withSession(async (_req, { user }) => Response.json({ data: await resendVerification(user) }), { allowUnverified: true });
