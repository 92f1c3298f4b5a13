import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenAI-compatible HTTP server on loopback (POST {base}/chat/completions) whose behaviour a
 * test sets: a good answer, malformed JSON, an answer that breaks the schema, a slow answer, an HTTP
 * error or a refusal. It records every request body so tests can check what the client sent.
 */

export type Behaviour =
  | { kind: "answer"; content: unknown }
  | { kind: "malformed" }
  | { kind: "slow"; delayMs: number; content: unknown }
  | { kind: "status"; status: number }
  | { kind: "refusal"; refusal: string };

export interface OpenAiServer {
  /** Base URL for the SDK's baseURL option, e.g. http://127.0.0.1:53124/v1 */
  url: string;
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

function completion(model: string, message: Record<string, unknown>) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startOpenAiServer(): Promise<OpenAiServer> {
  let behaviour: Behaviour = { kind: "status", status: 500 };
  const requests: OpenAiServer["requests"] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      send(res, 404, { error: { message: "not found" } });
      return;
    }
    const model = String(body.model ?? "unknown");
    const current = behaviour;
    switch (current.kind) {
      case "answer":
        send(res, 200, completion(model, { content: JSON.stringify(current.content), refusal: null }));
        return;
      case "malformed":
        send(res, 200, completion(model, { content: '{"title": "Call mom", "dueDate": ', refusal: null }));
        return;
      case "refusal":
        send(res, 200, completion(model, { content: null, refusal: current.refusal }));
        return;
      case "status":
        send(res, current.status, { error: { message: "upstream failure", type: "server_error" } });
        return;
      case "slow": {
        const timer = setTimeout(() => {
          pending.delete(timer);
          if (!res.destroyed) send(res, 200, completion(model, { content: JSON.stringify(current.content), refusal: null }));
        }, current.delayMs);
        pending.add(timer);
        res.on("close", () => {
          clearTimeout(timer);
          pending.delete(timer);
        });
        return;
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
