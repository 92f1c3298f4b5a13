import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { composeEmail, type Email } from "../layout";

export interface RelayedMessageInput {
  senderName: string;
  senderEmail: string;
  subject: string;
  /** The caller's plain text; never HTML. */
  text: string;
}

/**
 * A message a user sends through POST /api/send-email. The sender line comes first and belongs to the
 * app's own layout; the caller's text sits escaped in a block below it, so nothing the caller writes
 * can hide who sent it or pass for the app's own words.
 */
export function relayedMessageEmail({ senderName, senderEmail, subject, text }: RelayedMessageInput): Email {
  const sender = senderName.trim() || senderEmail;
  const senderLine = `Sent by ${sender} <${senderEmail}> through ${APP_NAME}.`;
  return composeEmail(subject, {
    preheader: senderLine,
    heading: subject,
    intro: [[senderLine, " Replies go to them."]],
    message: text,
  });
}
