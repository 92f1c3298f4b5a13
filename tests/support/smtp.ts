import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** A message as the sink received it. */
export interface SinkMessage {
  /** Envelope recipients the server accepted (RCPT TO), in order. */
  to: string[];
  /** The From header as mailparser writes it, e.g. `"Duely" <no-reply@duely.local>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (repeated headers joined with "\n"). */
  headers: Record<string, string>;
  /** When the sink received it (ISO). */
  date: string;
}

export interface SmtpSinkOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://host:port, for SMTP_URL. */
  url: string;
  /** Every message received, oldest first. A message is here before the client gets its 250 reply. */
  messages: SinkMessage[];
  /** Resolves with the first message matching `predicate` (also one already received). */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** Resolves with all messages once at least `count` have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /** Answers RCPT TO with 550 for matching recipients; returns a function that lifts the rule. */
  reject(predicate: (recipient: string) => boolean): () => void;
  /** Forgets the received messages. */
  clear(): void;
  close(): Promise<void>;
}

const DEFAULT_WAIT_MS = 5000;
/** Keep the parts as sent (no html-to-text, no linkifying): faithful, and twice as fast to parse. */
const PARSE_OPTIONS = { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true } as const;

function headerRecord(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line.slice(line.indexOf(":") + 1).trim();
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

/**
 * A real SMTP server on loopback that keeps and parses what it receives: no auth required, no TLS.
 * Used by jest tests in-process and by tests/support/mail-sink-server.ts for Playwright.
 */
export async function startSmtpSink({ port = 0, host = "127.0.0.1" }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const rejections = new Set<(recipient: string) => boolean>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 200,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if ([...rejections].some((matches) => matches(address.address))) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream, PARSE_OPTIONS)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
            headers: headerRecord(parsed.headerLines),
            date: new Date().toISOString(),
          });
          for (const wake of [...waiters]) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  function waitFor(target: number | ((m: SinkMessage) => boolean), timeoutMs = DEFAULT_WAIT_MS): Promise<SinkMessage | SinkMessage[]> {
    const check = () => (typeof target === "number" ? (messages.length >= target ? messages : undefined) : messages.find(target));
    return new Promise((resolve, reject) => {
      const wake = () => {
        const found = check();
        if (found === undefined) return;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        const what = typeof target === "number" ? `${target} messages` : "a matching message";
        const got = messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "nothing";
        reject(new Error(`SMTP sink: no ${what} within ${timeoutMs} ms (received ${messages.length}: ${got})`));
      }, timeoutMs);
      waiters.add(wake);
      wake();
    });
  }

  return {
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    messages,
    waitFor: waitFor as SmtpSink["waitFor"],
    reject(predicate) {
      rejections.add(predicate);
      return () => void rejections.delete(predicate);
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
