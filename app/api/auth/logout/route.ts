import { clearSessionCookie, sessionTokenOf } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { handle, respond } from "@/server/http";
import { logout } from "@/server/services/accounts";

/** Ends the current session (if any) and clears the cookie. */
export const POST = handle(accountRoutes.logout, async ({ req }) => {
  await logout(sessionTokenOf(req));
  const res = respond(accountRoutes.logout.success, null);
  clearSessionCookie(res);
  return res;
});
