/**
 * The SMTP sink as a standalone process, for Playwright (the app under test runs in another process):
 *   npx tsx tests/support/mail-sink-server.ts
 * SMTP on MAIL_SINK_SMTP_PORT (default 4025) and an HTTP API on MAIL_SINK_HTTP_PORT (default 4026), both on
 * 127.0.0.1 (0 picks a free port; the ports are printed on start):
 *   GET /health            -> { ok: true, smtpPort }
 *   GET /messages[?to=a@b] -> JSON array, oldest first: { to, from, subject, text, html, date }
 *   DELETE /messages       -> 204, forgets every message
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { startSmtpSink, type SinkMessage } from "./smtp";

const HOST = "127.0.0.1";
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const env = z.object({ MAIL_SINK_SMTP_PORT: port(4025), MAIL_SINK_HTTP_PORT: port(4026) }).parse(process.env);

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

const publicFields = ({ to, from, subject, text, html, date }: SinkMessage) => ({ to, from, subject, text, html, date });

async function main(): Promise<void> {
  const sink = await startSmtpSink({ port: env.MAIL_SINK_SMTP_PORT, host: HOST });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${HOST}`);
    if (url.pathname === "/health" && req.method === "GET") return json(res, 200, { ok: true, smtpPort: sink.port });
    if (url.pathname !== "/messages") return json(res, 404, { error: "not found" });
    if (req.method === "DELETE") {
      sink.clear();
      return void res.writeHead(204).end();
    }
    if (req.method !== "GET") return json(res, 405, { error: "method not allowed" });
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = to ? sink.messages.filter((m) => m.to.some((r) => r.toLowerCase() === to)) : sink.messages;
    return json(res, 200, messages.map(publicFields));
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(env.MAIL_SINK_HTTP_PORT, HOST, resolve);
  });
  const httpPort = (http.address() as AddressInfo).port;
  console.log(`mail-sink: smtp ${sink.url} http http://${HOST}:${httpPort}`);

  const stop = () => {
    http.close();
    void sink.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("mail-sink: could not start:", error);
  process.exit(1);
});
