import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { badRequest } from "@/server/errors";
import { claimOrReplay, settleClaim } from "@/server/services/idempotency";
import type { IdempotentAnswer } from "@/server/store/types";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "@/lib/constants/idempotency";
import { idempotencyCopy } from "@/lib/copy/idempotency";
import { idempotencyKeySchema } from "@/lib/schemas/idempotency";

/**
 * The Idempotency-Key header of a state-changing request (server/services/idempotency.ts holds the rules):
 * absent, the request runs as always; malformed, 400; present, the request runs once per user and key.
 */

/** The request's key; 400 when it is not 1 to 200 visible ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw badRequest(idempotencyCopy.invalidKey);
  return parsed.data;
}

/** Runs the request once for the user's key: the first time `run`, a repeat the first answer (with Idempotent-Replayed: true). */
export async function once(req: NextRequest, input: { userId: string; key: string; body: unknown }, run: () => Promise<Response>): Promise<Response> {
  const outcome = await claimOrReplay({ userId: input.userId, key: input.key, fingerprint: fingerprintOf(req, input.body) });
  if ("replay" in outcome) return replay(outcome.replay);
  let answer: IdempotentAnswer | null = null;
  try {
    const response = await run();
    answer = await answerOf(response);
    return response;
  } finally {
    await settleClaim(outcome.claim, answer);
  }
}

/** The request as a hash: method, path with query, and the body as its schema parsed it. */
function fingerprintOf(req: NextRequest, body: unknown): string {
  const { pathname, search } = req.nextUrl;
  return createHash("sha256")
    .update(`${req.method} ${pathname}${search}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

/** What to keep of a response: its status and text; null for a stream, which is not repeated. */
async function answerOf(response: Response): Promise<IdempotentAnswer | null> {
  if (response.headers.get("content-type")?.includes("text/event-stream")) return null;
  return { status: response.status, body: await response.clone().text() };
}

function replay({ status, body }: IdempotentAnswer): Response {
  const headers: Record<string, string> = { [IDEMPOTENT_REPLAY_HEADER]: "true" };
  if (status === 204 || status === 304) return new Response(null, { status, headers });
  headers["content-type"] = "application/json";
  // An answer too long to keep is repeated as its status with no data.
  return new Response(body ?? JSON.stringify({ data: null }), { status, headers });
}
