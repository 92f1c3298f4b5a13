import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where messages go when no SMTP server is configured: data/outbox/ under the working directory. */
export const defaultOutboxDir = () => path.join(process.cwd(), "data", "outbox");

export interface OutboxEntry {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The complete RFC 822 message. */
  raw: Buffer;
}

/** Every distinct http(s) link in the text part and in the HTML hrefs, in order of appearance. */
export function linksIn({ text, html }: { text: string; html: string }): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href\s*=\s*"(https?:\/\/[^"]+)"/gi)].map((m) => m[1].replace(/&amp;/g, "&"));
  return [...new Set([...fromText, ...fromHtml])];
}

/** A file name that cannot leave the folder: timestamp, a slug of the first recipient, random suffix. */
function outboxFileName(to: string[], now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const slug = (to[0] ?? "unknown").toLowerCase().replace(/[^a-z0-9@._-]+/g, "_").slice(0, 64);
  return `${stamp}-${slug}-${randomBytes(4).toString("hex")}.eml`;
}

/**
 * Saves the message as an .eml file in `dir`, readable by the server's own user only (it may carry a
 * live verification or reset secret), and logs one line about it.
 * - `logLinks` (development): the line names recipient, subject, every link and the file, so a developer
 *   without SMTP can open a verification link from the server log.
 * - otherwise (production): the line says only that a message was written, and where. Logs are shipped
 *   to and kept by other systems, so a live link there would be readable by whoever reads the logs.
 *   The file is still written: without SMTP it is the only copy, and the operator of a single server can
 *   hand a link on from it; configure SMTP_URL for real use.
 */
export async function writeToOutbox(
  entry: OutboxEntry,
  dir: string,
  log: (line: string) => void,
  { logLinks = true }: { logLinks?: boolean } = {},
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, outboxFileName(entry.to, new Date()));
  await writeFile(file, entry.raw, { flag: "wx", mode: 0o600 });
  if (!logLinks) {
    log(`[mail] SMTP_URL is not set; a message was written to ${file} (not sent; links are not logged in production)`);
    return file;
  }
  const links = linksIn(entry);
  log(
    `[mail] SMTP_URL is not set; saved to ${file}: to=${JSON.stringify(entry.to.join(", "))} subject=${JSON.stringify(entry.subject)}` +
      (links.length ? ` links: ${links.join(" ")}` : ""),
  );
  return file;
}
