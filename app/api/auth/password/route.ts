import { sessionTokenOf } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle } from "@/server/http";
import { unauthorized } from "@/server/errors";
import { authCopy } from "@/lib/copy/auth";
import { changePassword } from "@/server/services/accounts";

/** Settings → Password: 204 once changed (the other sessions ended), 400 for a wrong current password, 429 past the sign-in limits. */
export const POST = handle(accountRoutes.changePassword, async ({ req, user, body: { currentPassword, newPassword } }) => {
  const sessionToken = sessionTokenOf(req);
  if (!sessionToken) throw unauthorized(authCopy.mustBeLoggedIn);
  await changePassword({ user, sessionToken, currentPassword, newPassword, ip: clientIp(req) });
});
