/**
 * An HTTPS front speaking HTTP/2 before an HTTP/1.1 server on loopback, as a TLS proxy (nginx, Caddy, a
 * platform's edge) stands before `next start` in a deployment: `bench:lighthouse` with LIGHTHOUSE_PROTOCOL=h2.
 * Requests and answers pass through as they are (bodies streamed, compression kept); the certificate is a
 * throwaway self-signed one made with openssl for localhost, so the browser must ignore certificate errors.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./harness";

/** Headers of one hop that HTTP/2 forbids or that the upstream connection set. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "duely-h2-"));
  try {
    const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", cert],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
}

export interface H2Front {
  /** `https://localhost:<port>` + the upstream URL's path. */
  url: (upstreamUrl: string) => string;
  close: () => void;
}

/** Serves `https://localhost:<port>` over HTTP/2 (HTTP/1.1 for clients without ALPN h2), passing to `upstream`. */
export async function startH2Front(upstream: string): Promise<H2Front> {
  const target = new URL(upstream);
  const server: Http2SecureServer = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = forwardable(req.headers);
    headers.host = target.host;
    headers["x-forwarded-proto"] = "https";
    const upstreamRequest = request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        res.on("close", () => answer.destroy());
      },
    );
    upstreamRequest.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: (upstreamUrl) => {
      const { pathname, search } = new URL(upstreamUrl);
      return `https://localhost:${port}${pathname}${search}`;
    },
    close: () => server.close(),
  };
}
