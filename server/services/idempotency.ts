import "server-only";
import { conflict } from "@/server/errors";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import type { IdempotencyClaimRef, IdempotentAnswer } from "@/server/store/types";
import {
  IDEMPOTENCY_ANSWER_MAX_CHARS,
  IDEMPOTENCY_CLAIM_LEASE_MS,
  IDEMPOTENCY_POLL_MS,
  IDEMPOTENCY_SWEEP_CHANCE,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENCY_WAIT_MS,
} from "@/lib/constants/idempotency";
import { idempotencyCopy } from "@/lib/copy/idempotency";

/**
 * Idempotency keys (docs/product.md#idempotency-keys): a write sent with a key a user already sent within the
 * last 24 hours, for the same request (method, path and body: its fingerprint), is answered with the
 * first answer and not done again. Keys are per user: another user's same key is another key.
 * - The key is claimed in the store before the request runs (one claim wins, across processes); a repeat
 *   that arrives while the first still runs waits up to IDEMPOTENCY_WAIT_MS for its answer, then is
 *   refused with 409 (in progress).
 * - The same key with another request: 409.
 * - An answer that says nothing was done and a retry may succeed (5xx, 429) is not kept: the claim is
 *   given up, so a retry with the same key runs. Every other answer, refusals included, is kept.
 * - A claim whose request never answered (its process died) is taken over after IDEMPOTENCY_CLAIM_LEASE_MS.
 */

export type IdempotencyOutcome = { claim: IdempotencyClaimRef } | { replay: IdempotentAnswer };

interface Request {
  userId: string;
  key: string;
  fingerprint: string;
}

/** Claims the key for this request, or gives the first answer to repeat (waiting for it while its request runs). */
export async function claimOrReplay({ userId, key, fingerprint }: Request, now: () => number = Date.now): Promise<IdempotencyOutcome> {
  const store = await getStore();
  const claim = { userId, key, claimToken: newId() };
  const startedAt = now();
  const waitUntil = startedAt + IDEMPOTENCY_WAIT_MS;
  if (Math.random() < IDEMPOTENCY_SWEEP_CHANCE) await store.pruneIdempotencyKeys(startedAt);
  for (;;) {
    const at = now();
    const record = await store.claimIdempotencyKey({ ...claim, fingerprint, now: at, expiresAt: at + IDEMPOTENCY_TTL_MS, staleBefore: at - IDEMPOTENCY_CLAIM_LEASE_MS });
    if (!record) return { claim };
    if (record.fingerprint !== fingerprint) throw conflict(idempotencyCopy.keyReused);
    if (record.answer) return { replay: record.answer };
    if (at >= waitUntil) throw conflict(idempotencyCopy.inProgress);
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY_POLL_MS));
  }
}

/** Keeps the first answer of a claimed key, or gives the claim up when the answer is not to be repeated (null, 5xx, 429). */
export async function settleClaim(claim: IdempotencyClaimRef, answer: IdempotentAnswer | null): Promise<void> {
  const store = await getStore();
  if (!answer || answer.status >= 500 || answer.status === 429) return store.releaseIdempotencyKey(claim);
  const kept = answer.body !== null && answer.body.length > IDEMPOTENCY_ANSWER_MAX_CHARS ? { status: answer.status, body: null } : answer;
  await store.saveIdempotentAnswer(claim, kept);
}
