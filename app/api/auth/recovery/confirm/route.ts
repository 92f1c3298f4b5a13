import { authCopy } from "@/lib/copy/auth";
import { recoveryConfirmSchema } from "@/lib/schemas/auth";
import { readJson, route } from "@/server/http";
import { confirmRecovery } from "@/server/services/accounts";

/** Sets the new password from the e-mailed link's userId + secret; every session of the account ends. */
export const POST = route(async (req) => {
  await confirmRecovery(await readJson(req, recoveryConfirmSchema));
  return Response.json({ data: { message: authCopy.passwordResetDone } });
});
