import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Json } from "../server";

/**
 * The JWTs the Appwrite protocol fake signs, all HS256 with one key per fake (Appwrite:
 * _APP_OPENSSL_KEY_V1): the OAuth2 token's secret (google.ts) and a session's JWT (POST /account/jwts,
 * taken by the Realtime socket).
 */

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export class FakeJwts {
  private readonly key = randomBytes(32);

  /** A JWT of `payload`, stamped with its issue time (`iat`, Unix seconds). */
  sign(payload: Json): string {
    const head = `${base64url(JSON.stringify({ typ: "JWT", alg: "HS256" }))}.${base64url(JSON.stringify({ ...payload, iat: Math.floor(Date.now() / 1000) }))}`;
    return `${head}.${base64url(this.signature(head))}`;
  }

  /** The claims of a JWT this fake signed, or why it is not one (in the words of the JWT library Appwrite uses). */
  claims(jwt: string): Json | "Wrong number of segments" | "Invalid signature" {
    const [header, payload, signature] = jwt.split(".");
    if (!header || !payload || !signature) return "Wrong number of segments";
    const expected = this.signature(`${header}.${payload}`);
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "Invalid signature";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Json;
  }

  private signature(head: string): Buffer {
    return createHmac("sha256", this.key).update(head).digest();
  }
}
