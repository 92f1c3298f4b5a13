import { clearSessionCookie } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { handle, respond } from "@/server/http";
import { deleteAccount, updateName } from "@/server/services/accounts";

/** The signed-in account (also when unverified); 401 when signed out. */
export const GET = handle(accountRoutes.me, async ({ user }) => ({ user, emailVerificationRequired: !user.emailVerification }));

/** Settings → Profile: the new name; the account as it is now. */
export const PATCH = handle(accountRoutes.updateName, async ({ user, body: { name } }) => updateName({ user, name }));

/** Settings → Delete account: 400 unless the account's e-mail is typed again; the session cookie is cleared with the account. */
export const DELETE = handle(accountRoutes.deleteAccount, async ({ user, body: { email } }) => {
  await deleteAccount({ user, email });
  const res = respond(accountRoutes.deleteAccount.success, null);
  clearSessionCookie(res);
  return res;
});
