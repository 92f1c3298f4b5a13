import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The HTTP side of the Appwrite protocol fake: a server on loopback that records every request
 * (method, path, query, headers, body), refuses an unknown X-Appwrite-Project, serves injected
 * failures (failNext), routes the rest to the resources' handlers and answers errors with Appwrite's
 * body { message, code, type, version }. The resources register their routes here (`on`, or `onKey`
 * for the routes that need the project's API key).
 */

export type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  /** Without the /v1 prefix, e.g. /tablesdb/duely/tables/tasks/rows */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: Json;
}

export interface FakeAnswer {
  status: number;
  type: string;
  message: string;
  /** Extra response headers (e.g. X-RateLimit-Reset). */
  headers?: Record<string, string>;
}

/** An error Appwrite answers: the status, and the type and message of its body. */
export class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Status, JSON body (null: none) and extra headers (a redirect's Location). */
export type Answer = [number, Json | null, Record<string, string>?];
export type Handler = (req: RecordedRequest, params: string[]) => Answer;
/** Wraps the routing of a request: may refuse it first and add headers to its answer (the abuse limits). */
export type Middleware = (req: RecordedRequest, next: () => Answer) => Answer;

/** Appwrite answers instants as "2030-01-15T09:00:00.000+00:00". */
export const appwriteTime = (value: string | number | Date = Date.now()) => new Date(value).toISOString().replace("Z", "+00:00");

/** A random hex secret of `length` characters (Appwrite's tokens and sessions: 256; OAuth2 tokens: 64). */
export const randomSecret = (length = 48) => randomBytes(Math.ceil(length / 2)).toString("hex").slice(0, length);

/** The values of an array parameter of the query string (`queries[0]=…&queries[1]=…`). */
export const arrayParam = (req: RecordedRequest, name: string) =>
  Object.entries(req.query)
    .filter(([k]) => k.startsWith(`${name}[`))
    .map(([, v]) => v);

export interface FakeServer {
  /** The node server, not yet listening until listen(): Realtime attaches its upgrade handler to it. */
  readonly http: Server;
  /** The Appwrite version answered (GET /health/version and every error body). */
  readonly version: string;
  /** The server's own origin once listening (e.g. for the OAuth2 callback URL given to Google). */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  /** A route anyone may call (its handler checks a session where it needs one). */
  on(method: string, pattern: string, handler: Handler): void;
  /** A route that needs the project's API key: 401 without it, before anything else. */
  onKey(method: string, pattern: string, handler: Handler): void;
  /** The request carries the project's API key. */
  hasKey(req: RecordedRequest): boolean;
  /** Runs around the routing of every request that passed the project check and injected failures. */
  use(middleware: Middleware): void;
  /** The next `times` requests matching `match` get `answer` instead of being served. */
  failNext(match: { method?: string; path?: RegExp }, answer: FakeAnswer, times: number): void;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export function createFakeServer(config: { projectId: string; apiKey: string; version: string }): FakeServer {
  const { projectId, apiKey, version } = config;
  const requests: RecordedRequest[] = [];
  const failures: { method?: string; path?: RegExp; answer: FakeAnswer; times: number }[] = [];
  const routes: [string, RegExp, Handler][] = [];
  let middleware: Middleware = (_req, next) => next();
  let origin = "";

  const on = (method: string, pattern: string, handler: Handler) =>
    routes.push([method, new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "([^/]+)")}$`), handler]);

  function requireKey(req: RecordedRequest): void {
    const key = req.headers["x-appwrite-key"];
    if (!key) throw new FakeError(401, "general_unauthorized_scope", 'User (role: guests) missing scopes (["rows.read"])');
    if (key !== apiKey) throw new FakeError(401, "user_unauthorized", "The current user is not authorized to perform the requested action.");
  }

  function route(req: RecordedRequest): Answer {
    for (const [method, pattern, handler] of routes) {
      const match = method === req.method ? pattern.exec(req.path) : null;
      if (match) return handler(req, match.slice(1).map(decodeURIComponent));
    }
    throw new FakeError(404, "general_route_not_found", "The requested route was not found. Please refer to the API docs and try again.");
  }

  function serve(req: RecordedRequest): Answer {
    if (req.headers["x-appwrite-project"] !== projectId) {
      throw new FakeError(404, "project_not_found", "Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.");
    }
    const failure = failures.find((f) => f.times > 0 && (!f.method || f.method === req.method) && (!f.path || f.path.test(req.path)));
    if (failure) {
      failure.times -= 1;
      throw new FakeError(failure.answer.status, failure.answer.type, failure.answer.message, failure.answer.headers);
    }
    return middleware(req, () => route(req));
  }

  async function handle(incoming: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? "/", "http://fake");
    const text = Buffer.concat(chunks).toString("utf8");
    const headers = Object.fromEntries(Object.entries(incoming.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));
    const recorded: RecordedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname.replace(/^\/v1/, ""),
      query: Object.fromEntries(url.searchParams),
      headers,
      body: text ? (JSON.parse(text) as Json) : {},
    };
    requests.push(recorded);
    let status: number;
    let body: Json | null;
    let answerHeaders: Record<string, string> | undefined;
    try {
      [status, body, answerHeaders] = serve(recorded);
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      [status, body, answerHeaders] = [error.status, { message: error.message, code: error.status, type: error.type, version }, error.headers];
    }
    if (body === null) {
      res.writeHead(status, answerHeaders).end();
      return;
    }
    res.writeHead(status, { ...answerHeaders, "content-type": "application/json" }).end(JSON.stringify(body));
  }

  const http = createServer((incoming, res) => {
    handle(incoming, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ message: String(error), code: 500, type: "general_unknown" }));
    });
  });

  on("GET", "/health/version", () => [200, { version }]);

  return {
    http,
    version,
    get origin() {
      return origin;
    },
    requests,
    on,
    onKey(method, pattern, handler) {
      on(method, pattern, (req, params) => {
        requireKey(req);
        return handler(req, params);
      });
    },
    hasKey: (req) => req.headers["x-appwrite-key"] === apiKey,
    use(wrapper) {
      middleware = wrapper;
    },
    failNext(match, answer, times) {
      failures.push({ ...match, answer, times });
    },
    async listen() {
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve, reject) => http.close((error) => (error ? reject(error) : resolve()))),
  };
}
