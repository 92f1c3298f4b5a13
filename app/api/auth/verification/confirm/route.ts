import { verificationConfirmSchema } from "@/lib/schemas/auth";
import { readJson, route } from "@/server/http";
import { confirmVerification } from "@/server/services/accounts";

/** The e-mailed link's userId + secret: marks the e-mail verified (no session needed). */
export const POST = route(async (req) => {
  const user = await confirmVerification(await readJson(req, verificationConfirmSchema));
  return Response.json({ user });
});
