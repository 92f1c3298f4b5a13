import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";
import { resendVerification } from "@/server/services/accounts";

/** "Resend Verification Email" for the signed-in account; 429 with Retry-After inside the 60 s cooldown. */
export const POST = handle(accountRoutes.verification, async ({ user }) => resendVerification(user));
