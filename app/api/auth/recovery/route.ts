import { authCopy } from "@/lib/copy/auth";
import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";
import { requestRecovery } from "@/server/services/accounts";

/** "Send Instructions": the same answer whether or not the address has an account. */
export const POST = handle(accountRoutes.recovery, async ({ body }) => {
  await requestRecovery(body);
  return { message: authCopy.recoverySent };
});
