/** Idempotency keys on state-changing API requests (docs/product.md#idempotency-keys). */

/** The request header that names a write, so that a repeat of it is answered without doing it again. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that repeats a stored first answer. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";
/** A key is 1 to this many visible ASCII characters. */
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key's first answer is kept (and a repeat answered with it). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request has not answered within this is taken to have died with its process, and may be claimed again. */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 60_000;
/** How long a repeat waits for the first request's answer before it is refused as "in progress". */
export const IDEMPOTENCY_WAIT_MS = 5_000;
/** How often a waiting repeat looks for the first answer. */
export const IDEMPOTENCY_POLL_MS = 50;
/** The longest answer body kept (the Appwrite text column's size); a longer one is kept as its status alone. */
export const IDEMPOTENCY_ANSWER_MAX_CHARS = 60_000;
/** About one new claim in a hundred sweeps the expired keys. */
export const IDEMPOTENCY_SWEEP_CHANCE = 0.01;
