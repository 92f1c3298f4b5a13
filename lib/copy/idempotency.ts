import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX } from "@/lib/constants/idempotency";

/** Idempotency keys: the API's refusals. */
export const idempotencyCopy = {
  invalidKey: `${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters`,
  keyReused: `This ${IDEMPOTENCY_HEADER} was already used for a different request`,
  inProgress: `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Try again shortly.`,
};
