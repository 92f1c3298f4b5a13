import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { clientAddress, UNKNOWN_CLIENT } from "@/server/client-address";
import { createNodeServer, PEER_HEADER } from "@/server/node-server";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { APP_URL, params } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";

/** server/client-address.ts: which header, if any, names the client, under each TRUSTED_PROXY setting. */

const headers = (values: Record<string, string>) => new Headers(values);
const direct = { TRUSTED_PROXY: "none", TRUSTED_PROXY_HOPS: 0 } as const;

describe("clientAddress", () => {
  it("with no proxy (hops 0) takes the TCP peer the custom server stamped and ignores X-Forwarded-For and X-Real-IP", () => {
    const h = headers({ [PEER_HEADER]: "192.0.2.7", "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" });
    expect(clientAddress(h, direct, true)).toBe("192.0.2.7");
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), direct, true)).toBe(UNKNOWN_CLIENT);
  });

  it("without the custom server (plain next start, Vercel) ignores the stamp's header: the client wrote it", () => {
    const h = headers({ [PEER_HEADER]: "192.0.2.7", "x-forwarded-for": "1.2.3.4" });
    expect(clientAddress(h, direct, false)).toBe(UNKNOWN_CLIENT);
  });

  it("behind N proxies takes the N-th X-Forwarded-For entry from the right (the client's own entries are ignored)", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 192.0.2.9, 10.0.0.2", [PEER_HEADER]: "10.0.0.3" });
    expect(clientAddress(h, { TRUSTED_PROXY: "none", TRUSTED_PROXY_HOPS: 1 })).toBe("10.0.0.2");
    expect(clientAddress(h, { TRUSTED_PROXY: "none", TRUSTED_PROXY_HOPS: 2 })).toBe("192.0.2.9");
    expect(clientAddress(headers({}), { TRUSTED_PROXY: "none", TRUSTED_PROXY_HOPS: 1 })).toBe(UNKNOWN_CLIENT);
  });

  it("on Vercel takes X-Real-IP, else the right-most X-Forwarded-For entry", () => {
    const vercel = { TRUSTED_PROXY: "vercel", TRUSTED_PROXY_HOPS: 0 } as const;
    expect(clientAddress(headers({ "x-real-ip": "192.0.2.10", "x-forwarded-for": "6.6.6.6, 192.0.2.11" }), vercel)).toBe("192.0.2.10");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 192.0.2.11" }), vercel)).toBe("192.0.2.11");
  });
});

describe("the custom server's HTTP server (TRUSTED_PROXY_HOPS=0)", () => {
  useTempDatabase();
  useApiEnvironment();
  let server: http.Server;
  let url: string;
  let restore: () => void;

  beforeAll(async () => {
    restore = setEnv({ TRUSTED_PROXY_HOPS: "0" });
    // Hands each request to the register route the way Next does: its headers as received, after the stamp.
    ({ server } = createNodeServer(async (req, res) => {
      const body = await readAll(req);
      const request = new NextRequest(new URL(req.url ?? "/", APP_URL), {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (typeof value === "string" ? [[name, value]] : [])),
        body,
      });
      const answer = await registerRoute(request, params({}));
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: answer.status, peer: req.headers[PEER_HEADER] }));
    }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/register`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    restore();
  });

  it("counts registrations by the socket's address however the client rotates X-Forwarded-For and forges the stamp", async () => {
    const { limit } = AUTH_RATE_LIMITS.registerPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const email = uniqueEmail("rotating");
      const res = await fetch(url, {
        method: "POST",
        headers: { origin: APP_URL, "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}`, [PEER_HEADER]: `203.0.113.${i}` },
        body: JSON.stringify({ name: "Rotating", email, password: "secret1", confirmPassword: "secret1" }),
      });
      const answer = (await res.json()) as { status: number; peer: string };
      expect(answer.peer).toBe("127.0.0.1");
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  }, 60_000);
});

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
