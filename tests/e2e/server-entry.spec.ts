import { mkdtempSync, rmSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { STATIC_SECURITY_HEADERS } from "@/lib/security-headers";
import { BROTLI_MIN_BYTES } from "@/server/static-files";
import { uniqueEmail, verifiedUserOn } from "./support/auth";
import { APP_PORT } from "./support/env";
import { killServer, startServer, type StartedServer } from "./support/server";
import { expect, test } from "./support/test";

/**
 * The production build started as `npm start` starts it (the custom server, server.ts), with nothing in front
 * (TRUSTED_PROXY_HOPS=0): the client's address is the TCP peer whatever headers the client writes; the live
 * event stream is served by Next's route with every response's headers; a malformed Host on it is no 500;
 * answers are compressed by the server (static files from their Brotli copies, the rest on the way out).
 * And plain `next start` (a platform without the custom server): a SIGTERM with a board open still ends.
 */

const PORT = APP_PORT + 98;
const PLAIN_PORT = APP_PORT + 96;
const PEER_HEADER = "x-duely-peer-address";

let server: StartedServer;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "duely-entry-"));
  server = await startServer({ port: PORT, databaseUrl: `file:${join(dir, "entry.db")}`, env: { TRUSTED_PROXY_HOPS: "0" } });
});
test.afterAll(async () => {
  await killServer(server);
  rmSync(dir, { recursive: true, force: true });
});

/** A verified user (the registration counts against this client's limit): their session cookie and default workspace. */
const verifiedUser = (url = server.url) => verifiedUserOn(url, { prefix: "entry" });

/** Sends `head` (request line and headers, as written) over a raw socket; the status code and header block of the answer. */
function rawRequest(head: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "localhost");
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to:\n${head}`)));
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]), headers: received.slice(0, end) });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

test("the event stream, served by Next's route, carries the route's headers and every response's", async () => {
  const { cookie, workspaceId } = await verifiedUser();
  const { status, headers } = await rawRequest(`GET /api/workspaces/${workspaceId}/events HTTP/1.1\r\nHost: localhost:${PORT}\r\nCookie: ${cookie}`);
  expect(status).toBe(200);
  expect(headers).toMatch(/^content-type: text\/event-stream; charset=utf-8$/im);
  expect(headers).toMatch(/^cache-control: no-cache, no-transform$/im);
  expect(headers).toMatch(/^x-accel-buffering: no$/im);
  for (const { key, value } of STATIC_SECURITY_HEADERS) expect(headers.toLowerCase()).toContain(`${key.toLowerCase()}: ${value.toLowerCase()}`);
});

/** GETs `path` from the server asking for `encoding`: the answer's headers and its body as sent. */
function getEncoded(path: string, encoding: string, base = server.url): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on("error", reject);
  });
}

test("a page's scripts and style sheet go out in their Brotli form to a browser that accepts it, with Next's headers for the file", async () => {
  const html = await (await fetch(`${server.url}/login`)).text();
  const files = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.(js|css)/g))];
  expect(files.length).toBeGreaterThan(3);
  let copies = 0;
  for (const file of files) {
    const [plain, brotli, gzip] = [await getEncoded(file, "identity"), await getEncoded(file, "gzip, deflate, br, zstd"), await getEncoded(file, "gzip, deflate")];
    expect(gzip.headers["content-encoding"], file).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
    if (plain.body.length < BROTLI_MIN_BYTES) {
      // Too small for a copy: compressed on the way out, if at all.
      const encoding = brotli.headers["content-encoding"];
      const body = encoding === "br" ? brotliDecompressSync(brotli.body) : encoding === "gzip" ? gunzipSync(brotli.body) : brotli.body;
      expect(body.equals(plain.body), file).toBe(true);
      continue;
    }
    copies += 1;
    expect(brotli.headers["content-encoding"], file).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body), file).toBe(true);
    expect(brotli.body.length, file).toBeLessThan(gzip.body.length);
    for (const header of ["content-type", "cache-control", "vary", ...STATIC_SECURITY_HEADERS.map(({ key }) => key.toLowerCase())]) {
      expect(brotli.headers[header], `${file}: ${header}`).toBe(gzip.headers[header]);
    }
  }
  expect(copies).toBeGreaterThan(3);
});

test("pages and API answers go out in Brotli to a client that accepts it, in gzip to one that does not, compressed once; the event stream as it is", async () => {
  for (const path of ["/", "/login", "/api/openapi.json"]) {
    const [brotli, gzip] = [await getEncoded(path, "gzip, deflate, br, zstd"), await getEncoded(path, "gzip, deflate")];
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    const [fromBrotli, fromGzip] = [brotliDecompressSync(brotli.body).toString(), gunzipSync(gzip.body).toString()];
    if (path.startsWith("/api/")) {
      // Quality 4 for API answers: about gzip's size for less CPU; what matters is that they are compressed at all.
      expect(JSON.parse(fromBrotli)).toEqual(JSON.parse(fromGzip));
      expect(brotli.body.length, path).toBeLessThan(fromBrotli.length / 5);
    } else {
      // Each page carries a fresh nonce. Quality 5 for pages: smaller than gzip.
      expect(fromBrotli.replace(/nonce="[^"]+"/g, "")).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
      expect(brotli.body.length, path).toBeLessThan(gzip.body.length);
    }
  }
  // A signed-out visitor's landing page fits a new connection's first round trip (ten packets) with its headers.
  const landing = await getEncoded("/", "gzip, deflate, br, zstd");
  expect(landing.body.length).toBeLessThan(13_000);

  const { cookie, workspaceId } = await verifiedUser();
  const { status, headers } = await rawRequest(`GET /api/workspaces/${workspaceId}/events HTTP/1.1\r\nHost: localhost:${PORT}\r\nCookie: ${cookie}\r\nAccept-Encoding: gzip, deflate, br`);
  expect(status).toBe(200);
  expect(headers).not.toMatch(/^content-encoding:/im);
});

test("a malformed Host header on the event stream is answered without a 500 and logs no stack trace", async () => {
  const { cookie, workspaceId } = await verifiedUser();
  const logged = server.output().length;
  for (const host of ["[bad", "[::1", "bad host", "%zz"]) {
    for (const credentials of ["", `\r\nCookie: ${cookie}`]) {
      const { status } = await rawRequest(`GET /api/workspaces/${workspaceId}/events HTTP/1.1\r\nHost: ${host}${credentials}`);
      expect(status, `Host: ${host}${credentials ? " (signed in)" : ""}`).not.toBe(500);
      expect(status).toBeLessThan(500);
    }
  }
  // The server is still there, and printed nothing like an error with its stack.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(server.output().slice(logged)).not.toMatch(/\n\s+at |Error:/);
});

test("per-address limits count the TCP peer, however the client rotates X-Forwarded-For and X-Real-IP or writes the peer header itself", async () => {
  const { limit } = AUTH_RATE_LIMITS.registerPerIp;
  const statuses: number[] = [];
  // Registrations made by the tests above came from the same peer: the limit is reached by the last request at the latest.
  for (let i = 0; i <= limit; i++) {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}`, [PEER_HEADER]: `203.0.113.${i}` },
      body: JSON.stringify({ name: "Rotating", email: uniqueEmail("rotating"), password: "correct-horse-1", confirmPassword: "correct-horse-1" }),
    });
    statuses.push(res.status);
  }
  expect(statuses.every((status) => status === 201 || status === 429), statuses.join(", ")).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Once refused, refused: the limit is one client's, not one per forged address.
  expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
});

test("plain next start: Next compresses (gzip); a SIGTERM with a live stream open ends the stream, and Next's own shutdown exits at once", async () => {
  test.setTimeout(90_000);
  const plain = await startServer({ port: PLAIN_PORT, databaseUrl: `file:${join(dir, "plain.db")}`, entry: "next start" });
  try {
    const page = await getEncoded("/login", "gzip, deflate, br", plain.url);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString()).toMatch(/^<!DOCTYPE html>/);
    const { cookie, workspaceId } = await verifiedUser(plain.url);
    const stream = await fetch(`${plain.url}/api/workspaces/${workspaceId}/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const body = stream.text();
    const signalledAt = Date.now();
    plain.child.kill("SIGTERM");
    expect(await body).toContain(": connected");
    // Next's handler exits with 143 once every connection has closed.
    expect(await plain.exit, plain.output()).toEqual({ code: 143, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  } finally {
    await killServer(plain);
  }
});
