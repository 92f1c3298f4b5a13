import "server-only";
import { AppError, forbidden } from "@/server/errors";
import { parseWith } from "@/server/http";
import { hit } from "@/server/rate-limit";
import { MailError, sendMail } from "@/server/mail";
import { escapeHtml } from "@/server/mail/escape";
import { APP_NAME, SEND_EMAIL_RATE } from "@/lib/constants";
import { WORKSPACE_MSG } from "@/lib/messages";
import { sendEmailSchema, type SendEmailInput } from "@/lib/schemas/workspace";
import { requireVerifiedUser, type Actor } from "./workspaces/access";
import { listSharingContacts } from "./workspaces";

/**
 * POST /api/send-email for clients that build their own e-mails. Never an open relay:
 * - only signed-in, verified callers, each limited per minute and per day;
 * - only to the caller's own address or to someone who shares a workspace with them;
 * - From is always the app's MAIL_FROM; Reply-To is the caller; subject and body are size-limited and
 *   a footer names the sender, so a recipient can always tell who wrote it.
 * The product's own e-mails (invitation, member-left, reminders) are built on the server and do not
 * come through here.
 */

export type RelayResult = { messageId: string } | { success: true; fallback: true };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export async function relayEmail({ user, input }: { user: Actor; input: SendEmailInput }): Promise<RelayResult> {
  const sender = requireVerifiedUser(user, WORKSPACE_MSG.actions.sendEmail);
  hit(`send-email:minute:${sender.id}`, { limit: SEND_EMAIL_RATE.perMinute, windowMs: MINUTE_MS });
  hit(`send-email:day:${sender.id}`, { limit: SEND_EMAIL_RATE.perDay, windowMs: DAY_MS });

  const { to, subject, html, text } = parseWith(sendEmailSchema, input);
  const recipient = to.toLowerCase();
  if (recipient !== sender.email.toLowerCase() && !(await listSharingContacts({ user: sender })).has(recipient)) {
    throw forbidden(WORKSPACE_MSG.recipientNotAllowed);
  }

  const footer = `Sent by ${sender.name} <${sender.email}> through ${APP_NAME}.`;
  const body = {
    html: `${html?.trim() ? html : `<p style="white-space:pre-wrap">${escapeHtml(text ?? "")}</p>`}\n<hr>\n<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    text: `${text?.trim() ? text : htmlToText(html ?? "")}\n\n--\n${footer}`,
  };
  try {
    const sent = await sendMail({ to: recipient, subject, replyTo: sender.email, ...body });
    return sent.fallback ? { success: true, fallback: true } : { messageId: sent.messageId };
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    console.error(`[send-email] message from user ${sender.id} failed`, error);
    throw new AppError("unavailable", WORKSPACE_MSG.emailSendFailed, 502);
  }
}

/** A readable plain-text part for a caller that sent only HTML. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/h\d>|<\/li>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
