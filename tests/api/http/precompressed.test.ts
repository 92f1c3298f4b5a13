import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { STATIC_SECURITY_HEADERS } from "@/lib/security-headers";
import { acceptsBrotli, precompressedStatic } from "@/server/precompressed";

/**
 * `npm run build:brotli` (scripts/compress-static.ts, run for real on a folder laid out as a build's) and the
 * custom server's answer from those copies (server/precompressed.ts) on a real HTTP server on loopback, with a
 * stand-in for Next behind it that answers "next" to whatever is left to it.
 */

let dist: string;
let server: http.Server;
let port: number;
const js = `${"export const word = 'duely';\n".repeat(200)}`; // 5.6 kB, compressible
const css = `${".card { color: red; }\n".repeat(150)}`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "duely-brotli-"));
  const chunks = join(dist, "static", "chunks");
  mkdirSync(join(dist, "static", "media"), { recursive: true });
  mkdirSync(chunks, { recursive: true });
  writeFileSync(join(chunks, "page.js"), js);
  writeFileSync(join(chunks, "page.js.map"), js);
  writeFileSync(join(chunks, "tiny.js"), "export {};");
  writeFileSync(join(chunks, "style.css"), css);
  writeFileSync(join(dist, "static", "media", "font.woff2"), Buffer.alloc(4096, 7));
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/compress-static.ts"], { env: { ...process.env, NEXT_DIST_DIR: dist }, stdio: "pipe" });

  const precompressed = precompressedStatic(dist);
  server = http.createServer((req, res) => {
    if (!precompressed(req, res)) res.writeHead(200, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function request(path: string, { method = "GET", acceptEncoding }: { method?: string; acceptEncoding?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("npm run build:brotli", () => {
  it("writes a Brotli copy beside each script and style sheet of 1 kB or more, and nothing else", () => {
    const chunks = join(dist, "static", "chunks");
    expect(brotliDecompressSync(readFileSync(join(chunks, "page.js.br"))).toString()).toBe(js);
    expect(brotliDecompressSync(readFileSync(join(chunks, "style.css.br"))).toString()).toBe(css);
    expect(readFileSync(join(chunks, "page.js.br")).length).toBeLessThan(js.length / 10);
    expect(existsSync(join(chunks, "tiny.js.br"))).toBe(false); // under 1 kB
    expect(existsSync(join(chunks, "page.js.map.br"))).toBe(false); // source maps are not served
    expect(existsSync(join(dist, "static", "media", "font.woff2.br"))).toBe(false); // compressed already
  });
});

describe("the custom server's static files in their Brotli form", () => {
  it("answers a browser that accepts Brotli with the copy and the headers Next sends with a static file", async () => {
    const { status, headers, body } = await request("/_next/static/chunks/page.js", { acceptEncoding: "gzip, deflate, br, zstd" });
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers.vary).toBe("Accept-Encoding");
    expect(Number(headers["content-length"])).toBe(body.length);
    for (const { key, value } of STATIC_SECURITY_HEADERS) expect(headers[key.toLowerCase()]).toBe(value);
    expect(brotliDecompressSync(body).toString()).toBe(js);

    const sheet = await request("/_next/static/chunks/style.css", { acceptEncoding: "br" });
    expect(sheet.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(sheet.body).toString()).toBe(css);
  });

  it("ignores the query string (a deployment id)", async () => {
    const { headers, body } = await request("/_next/static/chunks/page.js?dpl=dpl_123", { acceptEncoding: "br" });
    expect(headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(js);
  });

  it("answers HEAD with the headers and no body", async () => {
    const { status, headers, body } = await request("/_next/static/chunks/page.js", { method: "HEAD", acceptEncoding: "br" });
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(Number(headers["content-length"])).toBe(readFileSync(join(dist, "static", "chunks", "page.js.br")).length);
    expect(body.length).toBe(0);
  });

  it.each([
    ["no Accept-Encoding", undefined],
    ["gzip only", "gzip, deflate"],
    ["Brotli refused", "br;q=0, gzip"],
    ["Brotli refused in capitals", "BR; Q=0, gzip"],
  ])("leaves the file to Next for %s", async (_what, acceptEncoding) => {
    const { body, headers } = await request("/_next/static/chunks/page.js", { acceptEncoding });
    expect(body.toString()).toBe("next");
    expect(headers["content-encoding"]).toBeUndefined();
  });

  it.each([
    ["a file without a copy (under 1 kB)", "/_next/static/chunks/tiny.js"],
    ["a font", "/_next/static/media/font.woff2"],
    ["a source map", "/_next/static/chunks/page.js.map"],
    ["the copy's own name", "/_next/static/chunks/page.js.br"],
    ["a path climbing out of the folder", "/_next/static/chunks/../../package.json"],
    ["an encoded climb", "/_next/static/%2e%2e/%2e%2e/package.json"],
    ["a dot segment to the same file", "/_next/static/chunks/./page.js"],
    ["a page", "/todo"],
  ])("leaves %s to Next", async (_what, path) => {
    const { body } = await request(path, { acceptEncoding: "br" });
    expect(body.toString()).toBe("next");
  });

  it("leaves other methods to Next", async () => {
    const { body } = await request("/_next/static/chunks/page.js", { method: "POST", acceptEncoding: "br" });
    expect(body.toString()).toBe("next");
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["br", true],
    ["gzip, deflate, br, zstd", true],
    ["gzip;q=1.0, br;q=0.5", true],
    ["*", true],
    ["gzip, *;q=0.1", true],
    ["br;q=0, *", false],
    ["*;q=0", false],
    ["gzip", false],
    ["", false],
    ["brotli", false],
  ])("%j → %s", (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted);
  });

  it("reads a header sent several times", () => {
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
