import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bearer secrets (session tokens, e-mailed link secrets): 32 random bytes; only their SHA-256 is stored. */

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
