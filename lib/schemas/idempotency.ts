import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX } from "@/lib/constants/idempotency";
import { idempotencyCopy } from "@/lib/copy/idempotency";

/** An Idempotency-Key header: 1 to IDEMPOTENCY_KEY_MAX visible ASCII characters (no spaces, no controls). */
export const idempotencyKeySchema = z
  .string()
  .max(IDEMPOTENCY_KEY_MAX, { error: idempotencyCopy.invalidKey, abort: true })
  .regex(/^[\x21-\x7e]+$/, { error: idempotencyCopy.invalidKey });
