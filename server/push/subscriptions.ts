import "server-only";
import { createHash, ECDH } from "node:crypto";

/** A subscription's id: 32 hex digits of its endpoint's SHA-256, so one endpoint is one record on every backend. */
export function subscriptionId(endpoint: string): string {
  return createHash("sha256").update(endpoint).digest("hex").slice(0, 32);
}

/** Whether `p256dh` (base64url) is a point on P-256, which RFC 8291's key agreement needs. */
export function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}
