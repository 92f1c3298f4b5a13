import { authCopy } from "@/lib/copy/auth";
import { recoverySchema } from "@/lib/schemas/auth";
import { readJson, route } from "@/server/http";
import { requestRecovery } from "@/server/services/accounts";

/** "Send Instructions": the same answer whether or not the address has an account. */
export const POST = route(async (req) => {
  await requestRecovery(await readJson(req, recoverySchema));
  return Response.json({ data: { message: authCopy.recoverySent } });
});
