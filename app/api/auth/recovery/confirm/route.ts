import { authCopy } from "@/lib/copy/auth";
import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";
import { confirmRecovery } from "@/server/services/accounts";

/** Sets the new password from the e-mailed link's userId + secret; every session of the account ends. */
export const POST = handle(accountRoutes.recoveryConfirm, async ({ body }) => {
  await confirmRecovery(body);
  return { message: authCopy.passwordResetDone };
});
