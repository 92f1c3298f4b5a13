import { otherRoutes } from "@/server/contracts/other";
import { handle } from "@/server/http";
import { relayEmail } from "@/server/services/email-relay";

/**
 * `{ to, subject, html, text }` -> `{ data: { messageId } }`, or `{ data: { success: true, fallback: true } }` when
 * no SMTP server is configured. Verified callers only, to themselves or people sharing a workspace.
 */
export const POST = handle(otherRoutes.sendEmail, async ({ user, body: input }) => relayEmail({ user, input }));
