import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A real Web Push service on loopback (RFC 8030), for jest and Playwright. It plays both parts a browser
 * leaves to its vendor's push service:
 * - the device: `subscribe()` makes a subscription as a browser's PushManager would — a P-256 key pair and
 *   a 16-byte auth secret of its own, an endpoint on this service — and keeps the private half;
 * - the service: POST {endpoint} takes a push only with a valid VAPID token (RFC 8292: `vapid t=<JWT>, k=<key>`,
 *   ES256 over the key `k`, `aud` this service's origin, `exp` in the future and within 24 hours, `sub` a
 *   mailto: or https: URL, and `k` the applicationServerKey the subscription was made with), a TTL header
 *   and an aes128gcm body, which it decrypts with the device's private key and auth secret as the browser
 *   would (RFC 8291 with RFC 8188: ECDH, HKDF-SHA-256, AES-128-GCM; node:crypto only, no web-push code).
 * A taken push answers 201 with a Location (RFC 8030) and is kept, decrypted, in `received`. `answer`
 * makes a device's pushes answer another status (410 for an unsubscribed device) or none at all.
 */

export interface TestSubscription {
  /** The endpoint's last path segment. */
  id: string;
  endpoint: string;
  expirationTime: null;
  /** As PushSubscription.toJSON() writes them: unpadded base64url. */
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted body as text (the server's JSON). */
  text: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID token's claims and key, as verified. */
  vapid: { aud: string; exp: number; sub: string; k: string };
}

/** A push the service refused, and why (a test asserts there are none, or the one it provoked). */
export interface RefusedPush {
  subscriptionId: string;
  status: number;
  reason: string;
}

export type PushAnswer = number | "hang";

export interface PushService {
  /** http://127.0.0.1:port: for PUSH_SERVICE_ORIGINS, and the VAPID token's `aud`. */
  origin: string;
  /** A new device's subscription; `applicationServerKey` (base64url) binds it to that VAPID key, as browsers do. */
  subscribe(options?: { applicationServerKey?: string }): TestSubscription;
  /** Every push taken, oldest first. */
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** The decrypted pushes a device took, in order, parsed as JSON. */
  messagesFor(subscription: Pick<TestSubscription, "id">): unknown[];
  /** From now on the device's pushes answer `answer` (a status, or no answer at all); returns the undo. */
  answer(subscription: Pick<TestSubscription, "id">, answer: PushAnswer): () => void;
  /** Resolves once `count` pushes were taken in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Resolves once a push to the device is waiting for an answer that `answer(…, "hang")` holds back. */
  waitForHeld(subscription: Pick<TestSubscription, "id">, timeoutMs?: number): Promise<void>;
  clear(): void;
  close(): Promise<void>;
}

/** RFC 8030 asks push services to take at least 4096 bytes. */
const MAX_BODY = 4096;
const DAY_S = 24 * 60 * 60;

interface Device {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string | null;
  answer: PushAnswer | null;
}

export async function startPushService({ port = 0 }: { port?: number } = {}): Promise<PushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const held = new Map<string, number>();
  const sockets = new Set<Socket>();
  let origin = "";
  let sequence = 0;

  const server = createServer((req, res) => {
    void take(req, res).catch((error: unknown) => refuse(res, "", 500, `push service fault: ${String(error)}`));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  function refuse(res: ServerResponse, subscriptionId: string, status: number, reason: string): void {
    refused.push({ subscriptionId, status, reason });
    res.writeHead(status, { "content-type": "text/plain" }).end(reason);
  }

  async function take(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? "")?.[1] ?? "";
    const device = devices.get(id);
    if (req.method !== "POST" || !device) return refuse(res, id, 404, "no such subscription");
    const body = await readBody(req);
    if (body === null) return refuse(res, id, 413, `a push body holds at most ${MAX_BODY} bytes`);
    if (device.answer === "hang") {
      held.set(id, (held.get(id) ?? 0) + 1);
      return; // no answer, ever (the socket closes with the service)
    }
    if (device.answer !== null) return refuse(res, id, device.answer, `answering ${device.answer} as told`);

    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(res, id, 400, "TTL header missing or invalid");
    const authorization = req.headers.authorization;
    if (!authorization) return refuse(res, id, 401, "no VAPID authorization");
    const vapid = verifyVapid(authorization, origin);
    if (typeof vapid === "string") return refuse(res, id, 403, vapid);
    if (device.applicationServerKey !== null && vapid.k !== device.applicationServerKey) return refuse(res, id, 403, "VAPID key is not the one the subscription was made with");
    if (req.headers["content-encoding"] !== "aes128gcm") return refuse(res, id, 415, "content encoding must be aes128gcm");
    let text: string;
    try {
      text = decrypt(body, device).toString("utf8");
    } catch (error) {
      return refuse(res, id, 400, `cannot decrypt: ${error instanceof Error ? error.message : String(error)}`);
    }
    const urgency = req.headers.urgency;
    const topic = req.headers.topic;
    received.push({ subscriptionId: id, text, ttl, urgency: typeof urgency === "string" ? urgency : null, topic: typeof topic === "string" ? topic : null, vapid });
    sequence += 1;
    res.writeHead(201, { location: `${origin}/message/${sequence}` }).end();
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const until = async <T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`push service: timed out waiting for ${what} (received ${received.length}, refused ${JSON.stringify(refused)})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    origin,
    subscribe({ applicationServerKey } = {}) {
      const id = randomBytes(12).toString("base64url");
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, publicKey, auth, applicationServerKey: applicationServerKey ?? null, answer: null });
      return { id, endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } };
    },
    received,
    refused,
    messagesFor: ({ id }) => received.filter((push) => push.subscriptionId === id).map((push) => JSON.parse(push.text) as unknown),
    answer({ id }, answer) {
      const device = devices.get(id);
      if (!device) throw new Error(`no subscription ${id}`);
      device.answer = answer;
      return () => {
        device.answer = null;
      };
    },
    waitFor: (count, timeoutMs = 5000) => until(() => (received.length >= count ? received : undefined), timeoutMs, `${count} pushes`),
    async waitForHeld({ id }, timeoutMs = 5000) {
      await until(() => ((held.get(id) ?? 0) > 0 ? true : undefined), timeoutMs, `a held push to ${id}`);
    },
    clear() {
      received.length = 0;
      refused.length = 0;
      held.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The body, or null past MAX_BODY bytes. */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** RFC 8292: the token's claims and key when valid, else why not. */
function verifyVapid(authorization: string, origin: string): ReceivedPush["vapid"] | string {
  const match = /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)$/.exec(authorization.trim());
  if (!match) return "Authorization is not 'vapid t=<JWT>, k=<key>'";
  const [, token, k] = match;
  const [encodedHeader, encodedClaims, signature] = token.split(".");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  let header: { typ?: unknown; alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(Buffer.from(encodedHeader, "base64url").toString("utf8")) as typeof header;
    claims = JSON.parse(Buffer.from(encodedClaims, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return "the token is not JSON";
  }
  if (header.alg !== "ES256") return `alg is ${String(header.alg)}, not ES256`;
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${encodedHeader}.${encodedClaims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) return "the token's signature does not verify with k";
  if (claims.aud !== origin) return `aud is ${String(claims.aud)}, not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + DAY_S) return `exp ${String(claims.exp)} is not within the next 24 hours`;
  if (typeof claims.sub !== "string" || !/^(mailto:.+|https:\/\/.+)$/.test(claims.sub)) return `sub ${String(claims.sub)} is not a mailto: or https: URL`;
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, k };
}

/**
 * RFC 8291 on RFC 8188's aes128gcm, as the device: the header (salt, record size, the sender's public key
 * as keyid), the key agreement with the device's private key, the two HKDF steps keyed by the auth secret
 * and the salt, then each record's AES-128-GCM with the nonce XOR its sequence number, and the padding.
 */
function decrypt(body: Buffer, device: Device): Buffer {
  if (body.length < 21) throw new Error("shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the sender's 65-byte public key`);
  const senderKey = body.subarray(21, 21 + idLength);
  if (recordSize < 18) throw new Error(`record size ${recordSize} is too small`);

  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0", "ascii"), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0", "ascii"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0", "ascii"), 12));

  const content = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < content.length; offset += recordSize, seq++) {
    const record = content.subarray(offset, offset + recordSize);
    if (record.length <= 16) throw new Error("a record without content");
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8); // the sequence number, XORed into the low bytes
    const decipher = createDecipheriv("aes-128-gcm", contentKey, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    const last = offset + recordSize >= content.length;
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
