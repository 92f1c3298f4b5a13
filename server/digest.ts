import "server-only";
import { createHash } from "node:crypto";

/** A short, URL-safe SHA-256 of a text: versions and ETags derived from data. */
export function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 27);
}
