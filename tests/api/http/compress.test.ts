import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from "node:zlib";
import { compressing } from "@/server/compress";
import type { RequestHandler } from "@/server/node-server";

/**
 * The custom server's compression of Next's answers (server/compress.ts), on a real HTTP server on loopback with
 * a stand-in for Next behind it: the encoding each client gets, what is left alone, a stream flushed part by part
 * in Brotli, and the handler's settling passed through (the server counts a request in flight until it settles).
 */

const page = `<!DOCTYPE html><html><body>${"<p class=\"card\">Call the investor tomorrow at 3pm</p>".repeat(200)}</body></html>`;
let handler: RequestHandler;
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => void compressing((...args) => handler(...args))(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Answers `body` in one piece, its headers set as Next sets them (a route handler's as arrays). */
function answer(type: string | string[], body: string, extra: Record<string, string> = {}): RequestHandler {
  return (_req, res) => {
    res.setHeader("content-type", type);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(body);
  };
}

function get(acceptEncoding?: string, accept = "*/*"): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", headers: { accept, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

describe("compressing(handler)", () => {
  it("answers a browser's Accept-Encoding with Brotli, once, smaller than gzip, and says it varies by it", async () => {
    handler = answer("text/html; charset=utf-8", page);
    const brotli = await get("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    const gzip = await get("gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  });

  it("compresses a route handler's answer, whose Content-Type Next sets as an array (Next's own gzip left it as it was)", async () => {
    const tasks = JSON.stringify({ tasks: page });
    handler = answer(["application/json"], tasks);
    const { headers, body } = await get("gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("application/json");
    expect(brotliDecompressSync(body).toString()).toBe(tasks);
  });

  it("sends the body as it is to a client asking for no encoding, or refusing Brotli and gzip", async () => {
    handler = answer("application/json", JSON.stringify({ tasks: page }));
    for (const encoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const { headers, body } = await get(encoding);
      expect(headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(body.toString())).toEqual({ tasks: page });
    }
  });

  it("leaves alone an answer under 1 kB, an image, one marked no-transform, and any event stream", async () => {
    for (const leftAlone of [
      answer("application/json", JSON.stringify({ ok: true })),
      answer("image/png", page),
      answer("text/html", page, { "cache-control": "no-cache, no-transform" }),
      answer(["text/event-stream"], page),
    ]) {
      handler = leftAlone;
      const { headers } = await get("br, gzip");
      expect(headers["content-encoding"]).toBeUndefined();
    }
  });

  it("delivers each part of a streamed answer when the handler flushes it, in Brotli, before the answer ends", async () => {
    let sendRest: () => void = () => {};
    handler = (_req, res: ServerResponse & { flush?: () => void }) =>
      new Promise<void>((resolve) => {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.write(page);
        res.flush?.();
        sendRest = () => {
          res.end("<p>the rest</p>");
          resolve();
        };
      });
    const received = await new Promise<{ encoding: string | undefined; first: string; all: Promise<string> }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } }, (res: IncomingMessage) => {
          const decoded = res.pipe(createBrotliDecompress());
          let text = "";
          const all = new Promise<string>((done) => decoded.on("end", () => done(text)));
          decoded.on("data", (part: Buffer) => {
            const first = text === "";
            text += part.toString();
            if (first) resolve({ encoding: res.headers["content-encoding"], first: text, all });
          });
        })
        .on("error", reject);
    });
    expect(received.encoding).toBe("br");
    expect(received.first).toBe(page);
    sendRest();
    expect(await received.all).toBe(`${page}<p>the rest</p>`);
  });

  it("compresses a page harder than the rest: quality 5 for a request accepting HTML, 4 otherwise", async () => {
    // Varied text, as a page is: quality 5 finds more in it than 4.
    const varied = Array.from({ length: 400 }, (_, i) => `<li data-id="${(i * 7919).toString(36)}">Task ${i}: due ${new Date(Date.UTC(2026, 10, 1 + (i % 30), i % 24)).toISOString()}</li>`).join("");
    handler = answer("text/html; charset=utf-8", varied);
    const page = await get("br", "text/html,application/xhtml+xml,*/*;q=0.8");
    const other = await get("br");
    expect(brotliDecompressSync(page.body).toString()).toBe(varied);
    expect(brotliDecompressSync(other.body).toString()).toBe(varied);
    expect(page.body.equals(brotliCompressSync(varied, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 20 } }))).toBe(true);
    expect(other.body.equals(brotliCompressSync(varied, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 20 } }))).toBe(true);
  });

  it("does not flush a JSON answer part by part (Next flushes after each): it goes out as the compressor fills", async () => {
    let sendRest: () => void = () => {};
    handler = (_req, res: ServerResponse & { flush?: () => void }) =>
      new Promise<void>((resolve) => {
        res.setHeader("content-type", ["application/json"]);
        res.flushHeaders(); // as Next does before its first part
        res.write(`{"tasks":"${page.replace(/"/g, "'")}`);
        res.flush?.();
        sendRest = () => {
          res.end(`"}`);
          resolve();
        };
      });
    const bytes = await new Promise<{ beforeEnd: number; body: Promise<Buffer> }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } }, (res: IncomingMessage) => {
          let received = 0;
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => {
            received += part.length;
            parts.push(part);
          });
          const body = new Promise<Buffer>((done) => res.on("end", () => done(Buffer.concat(parts))));
          setTimeout(() => resolve({ beforeEnd: received, body }), 200);
        })
        .on("error", reject);
    });
    expect(bytes.beforeEnd).toBe(0);
    sendRest();
    expect(JSON.parse(brotliDecompressSync(await bytes.body).toString())).toEqual({ tasks: page.replace(/"/g, "'") });
  });

  it("settles when the handler settles, with its error when it fails", async () => {
    const request = new http.IncomingMessage(null as never);
    request.headers = { "accept-encoding": "br" };
    const response = new http.ServerResponse(request);
    let finish: () => void = () => {};
    const late = compressing(() => new Promise<void>((resolve) => (finish = resolve)))(request, response);
    let settled = false;
    void Promise.resolve(late).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finish();
    await late;
    expect(settled).toBe(true);
    const failure = new Error("the page failed");
    await expect(compressing(() => Promise.reject(failure))(request, new http.ServerResponse(request))).rejects.toBe(failure);
  });
});
