import { MAIL_SINK_URL } from "./env";

/*
 * Client for the mail sink's HTTP API. Use as a namespace: `import * as mail from "./support/mail"`, then
 * `await mail.clear()` and `await mail.waitForMessage({ to, subject })`.
 */

/** One e-mail as the mail sink (tests/support/mail-sink-server.ts) received it. */
export type SinkMail = { to: string[]; from: string; subject: string; text: string; html: string; date: string };

type WaitOptions = {
  to: string;
  /** Exact subject, or a pattern it must match; any subject when omitted. */
  subject?: string | RegExp;
  timeoutMs?: number;
  intervalMs?: number;
};

async function sinkFetch(path: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(`${MAIL_SINK_URL}${path}`, init);
  if (!res.ok) throw new Error(`mail sink ${init?.method ?? "GET"} ${path} answered ${res.status}`);
  return res;
}

/** Every message received for `to` (or for anyone), oldest first. */
export async function list(to?: string): Promise<SinkMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  return (await (await sinkFetch(`/messages${query}`)).json()) as SinkMail[];
}

/** Polls the sink until a message for `to` with a matching subject arrives; the newest match wins. */
export async function waitForMessage({ to, subject, timeoutMs = 10_000, intervalMs = 200 }: WaitOptions): Promise<SinkMail> {
  const matches = (mail: SinkMail) =>
    subject === undefined || (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await list(to)).filter(matches).at(-1);
    if (found) return found;
    if (Date.now() >= deadline) {
      throw new Error(`no e-mail to ${to}${subject ? ` with subject ${String(subject)}` : ""} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Forgets every message the sink holds. */
export async function clear(): Promise<void> {
  await sinkFetch("/messages", { method: "DELETE" });
}
