import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

/** A route handler of ours (the exports of an app/api route.ts), as Next calls it. */
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface RouteServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback that hands every request to route handlers, as `next start` would:
 * `routes` maps a path pattern (`/api/tasks/:taskId`) and method to a handler. Lets HTTP clients
 * (the MCP SDK's client, calendar fetchers) talk to the real handlers without a Next build.
 */
export async function startRouteServer(routes: Record<string, Partial<Record<string, Handler>>>): Promise<RouteServer> {
  const patterns = Object.entries(routes).map(([pattern, methods]) => {
    const names: string[] = [];
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), "([^/]+)"))}$`);
    return { regex, names, methods };
  });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const match = patterns.map((p) => ({ p, m: p.regex.exec(url.pathname) })).find((x) => x.m);
      const handler = match?.p.methods[req.method ?? "GET"];
      if (!match || !handler) {
        res.writeHead(match ? 405 : 404).end();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const request = new NextRequest(url, { method: req.method, headers, body });
      const params = Object.fromEntries(match.p.names.map((name, i) => [name, decodeURIComponent(match.m![i + 1])]));
      const response = await handler(request, { params: Promise.resolve(params) });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
