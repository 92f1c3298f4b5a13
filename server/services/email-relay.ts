import "server-only";
import { AppError, forbidden } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { accounts } from "@/server/auth";
import type { Account } from "@/server/auth/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { MailError, sendMail } from "@/server/mail";
import { htmlToText } from "@/server/mail/html-to-text";
import { relayedMessageEmail } from "@/server/mail/templates/relayed-message";
import { SEND_EMAIL_RATE } from "@/lib/constants/email-relay";
import { emailRelayCopy } from "@/lib/copy/email-relay";
import type { SendEmailInput } from "@/lib/schemas/workspace";
import { listSharingContacts } from "./workspaces";

/**
 * POST /api/send-email for clients that build their own e-mails. Never an open relay:
 * - only signed-in, verified callers, each limited per minute and per day;
 * - only to the caller's own address or to a verified account that shares a workspace with them (an
 *   owner can list any address as a member without its owner's consent, so membership alone is not
 *   enough);
 * - plain text only: HTML a caller sends is turned into text, and the text goes escaped into the app's
 *   fixed layout, whose first line names the sender. Nothing the caller writes can hide that line or
 *   add links, images or markup of its own;
 * - From is always the app's MAIL_FROM; Reply-To is the caller; subject and body are size-limited.
 * The product's own e-mails (invitation, member-left, reminders) are built on the server and do not
 * come through here.
 */

export type RelayResult = { messageId: string } | { success: true; fallback: true };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export async function relayEmail({ user: sender, input }: { user: VerifiedAccount; input: SendEmailInput }): Promise<RelayResult> {
  await hit(`send-email:minute:${sender.id}`, { limit: SEND_EMAIL_RATE.perMinute, windowMs: MINUTE_MS });
  await hit(`send-email:day:${sender.id}`, { limit: SEND_EMAIL_RATE.perDay, windowMs: DAY_MS });

  const { to, subject, html, text } = input;
  const recipient = to.toLowerCase();
  if (recipient !== sender.email.toLowerCase() && !(await mayReceiveFrom(sender, recipient))) {
    throw forbidden(emailRelayCopy.recipientNotAllowed);
  }

  const email = relayedMessageEmail({
    senderName: sender.name,
    senderEmail: sender.email,
    subject,
    text: text?.trim() ? text : htmlToText(html ?? ""),
  });
  try {
    const sent = await sendMail({ to: recipient, subject: email.subject, replyTo: sender.email, html: email.html, text: email.text });
    return sent.fallback ? { success: true, fallback: true } : { messageId: sent.messageId };
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    console.error(`[send-email] message from user ${sender.id} failed`, error);
    throw new AppError("unavailable", emailRelayCopy.emailSendFailed, 502);
  }
}

/** Someone who shares a workspace with the sender and has a verified account of their own. */
async function mayReceiveFrom(sender: Account, recipient: string): Promise<boolean> {
  if (!(await listSharingContacts({ user: sender })).has(recipient)) return false;
  const account = await accounts().findAccountByEmail(recipient);
  return Boolean(account?.emailVerification);
}
