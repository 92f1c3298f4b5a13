import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";

/** The signed-in account (also when unverified); 401 when signed out. */
export const GET = handle(accountRoutes.me, async ({ user }) => ({ user, emailVerificationRequired: !user.emailVerification }));
