import { readJson, withSession } from "@/server/http";
import { relayEmail } from "@/server/services/email-relay";
import { sendEmailSchema } from "@/lib/schemas/workspace";

/**
 * `{ to, subject, html, text }` -> `{ data: { messageId } }`, or `{ data: { success: true, fallback: true } }` when
 * no SMTP server is configured. Verified callers only, to themselves or people sharing a workspace.
 */
export const POST = withSession(async (req, { user }) => {
  const input = await readJson(req, sendEmailSchema);
  return Response.json({ data: await relayEmail({ user, input }) });
});
