import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATIC_SECURITY_HEADERS } from "@/lib/security-headers";

/**
 * The events route served on Node's own response, without Next's request pipeline.
 *
 * An event stream stays open for hours, and for all that time Next keeps each response's whole
 * handling alive (its request and response wrappers, caches, async contexts and the stream pipes
 * between them): several times what the stream itself holds. So once the route module has loaded, it
 * hands its GET handler over here (serveEventsDirectly), and the process's HTTP hook
 * (server/node-server.ts) answers GET /api/workspaces/{id}/events with it straight away: the same
 * handler (session, access, limits, the stream), given a request built from Node's, its Response
 * written to Node's response with the headers every response carries (next.config.ts). Until then (the
 * first request of the process) and for anything else, Next answers as usual.
 */

export interface DirectEventsRequest {
  url: string;
  headers: Headers;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  workspaceId: string;
}

export type DirectEventsHandler = (request: DirectEventsRequest) => Promise<Response>;

const holder = globalThis as typeof globalThis & { __duelyDirectEvents?: DirectEventsHandler };

/** Called by the events route's module when it loads: from then on the hook answers with `handler`. */
export function serveEventsDirectly(handler: DirectEventsHandler): void {
  holder.__duelyDirectEvents = handler;
}

/** Takes the handler out again (tests). */
export function stopServingEventsDirectly(): void {
  holder.__duelyDirectEvents = undefined;
}

const EVENTS_PATH = /^\/api\/workspaces\/([^/?#]+)\/events(?:\?|$)/;

/**
 * Answers the request if it is a GET of a workspace's event stream and the route has handed its
 * handler over; false leaves it to Next.
 */
export function answerEventsDirectly(req: IncomingMessage, res: ServerResponse): boolean {
  const handler = holder.__duelyDirectEvents;
  if (!handler || req.method !== "GET" || !req.url) return false;
  const match = EVENTS_PATH.exec(req.url);
  if (!match) return false;
  let workspaceId: string;
  try {
    workspaceId = decodeURIComponent(match[1]);
  } catch {
    return false; // an undecodable path: Next's proxy answers its 400
  }
  void answer(handler, req, res, workspaceId);
  return true;
}

async function answer(handler: DirectEventsHandler, req: IncomingMessage, res: ServerResponse, workspaceId: string): Promise<void> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once("close", onClose);
  try {
    const response = await handler({ url: `http://${req.headers.host ?? "localhost"}${req.url}`, headers: headersOf(req), signal: gone.signal, workspaceId });
    if (res.destroyed) {
      await response.body?.cancel();
      return;
    }
    res.statusCode = response.status;
    for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("set-cookie", cookies);
    if (!response.body) return void res.end();
    res.flushHeaders();
    await pipe(response.body, res);
  } catch (error) {
    console.error("[live] answering an event stream failed", error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    } else res.destroy();
  } finally {
    res.off("close", onClose);
  }
}

/**
 * The request's headers as the route sees them under Next: Node's parsed headers (with the peer address
 * the hook stamped, server/client-address.ts), and the client's address in X-Forwarded-For when it sent
 * none, as `next start` fills it.
 */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const peer = req.socket?.remoteAddress;
  if (!headers.has("x-forwarded-for") && peer) headers.set("x-forwarded-for", peer);
  return headers;
}

/** Writes the body to the response as it comes, waiting while the client is slower; ends with it. */
async function pipe(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await drained(res);
    }
  } finally {
    if (res.destroyed) await reader.cancel().catch(() => {});
    else res.end();
  }
}

const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
