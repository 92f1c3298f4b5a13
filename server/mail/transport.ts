import "server-only";
import nodemailer from "nodemailer";
import { config } from "@/server/config";
import { MailError, toMailError } from "./mail-error";
import { defaultOutboxDir, writeToOutbox } from "./outbox";

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

/**
 * `{ messageId }` once the SMTP server accepted the message; `fallback: true` when it went to the
 * outbox instead; `rejected` lists recipients the server refused while it accepted others.
 */
export interface SendResult {
  messageId: string;
  fallback?: true;
  rejected?: string[];
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages go to the outbox folder. */
  smtpUrl?: string;
  /** The From header, e.g. "Duely <no-reply@duely.local>". */
  from: string;
  /** Folder of the outbox; data/outbox/ under the working directory by default. */
  outboxDir?: string;
  /** Where the outbox line is written; console.info by default. */
  log?: (line: string) => void;
  /** Whether the outbox line lists the message's links (true by default; false in production). */
  logLinks?: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Closes pooled SMTP connections (after in-flight messages finish). */
  close(): Promise<void>;
}

/**
 * Pool settings: a few long-lived connections that each carry many messages, so the reminder processor
 * can send hundreds per second without a TCP and SMTP handshake per message. Timeouts keep a dead or
 * stalled server from holding a send for the 2-minute nodemailer default.
 */
const POOL = {
  maxConnections: 5,
  maxMessages: 1000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

const asList = (to: string | string[]) => (Array.isArray(to) ? to : [to]);
const addressOf = (a: string | { address: string }) => (typeof a === "string" ? a : a.address);

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, ...POOL }, { from });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, to: asList(mail.to) });
        const rejected = (info.rejected ?? []).map(addressOf);
        return rejected.length ? { messageId: info.messageId, rejected } : { messageId: info.messageId };
      } catch (error) {
        throw toMailError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(from: string, dir: string, log: (line: string) => void, logLinks: boolean): Mailer {
  // Composes the same RFC 822 message SMTP would carry, into a buffer.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, { from });
  return {
    async send(mail) {
      const to = asList(mail.to);
      try {
        const info = await composer.sendMail({ ...mail, to });
        if (!Buffer.isBuffer(info.message)) throw new TypeError("The stream transport did not buffer the message");
        await writeToOutbox({ to, subject: mail.subject, html: mail.html, text: mail.text, raw: info.message }, dir, log, { logLinks });
        return { fallback: true, messageId: info.messageId };
      } catch (error) {
        throw new MailError("unavailable", `Could not write the message to the outbox ${dir}`, undefined, { cause: error });
      }
    },
    async close() {},
  };
}

/** A mailer over SMTP (pooled) when `smtpUrl` is set, else one that writes to the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir = defaultOutboxDir(), log = console.info, logLinks = true }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(from, outboxDir, log, logLinks);
}

let current: { key: string; mailer: Mailer } | undefined;

/** The process-wide mailer for config().SMTP_URL and MAIL_FROM (replaced if the configuration changes). */
function defaultMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = config();
  // `npm run dev` prints the outbox's links; a production server never logs them.
  const logLinks = NODE_ENV !== "production";
  const key = `${SMTP_URL ?? ""}\n${MAIL_FROM}\n${logLinks}`;
  if (current?.key !== key) {
    void current?.mailer.close();
    current = { key, mailer: createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, logLinks }) };
  }
  return current.mailer;
}

/**
 * Sends one message through the configured SMTP server, or saves it to data/outbox/ when SMTP_URL is
 * unset. Throws MailError: kind "rejected" when the server refused it, "unavailable" when unreachable.
 */
export function sendMail(mail: OutgoingMail): Promise<SendResult> {
  return defaultMailer().send(mail);
}

/** Closes the pooled SMTP connections of sendMail (tests, shutdown). The next send reconnects. */
export async function closeMail(): Promise<void> {
  const closing = current?.mailer;
  current = undefined;
  await closing?.close();
}
