import { z } from "zod";
import { PROMPT_MAX } from "@/lib/constants/parse";
import { parseCopy } from "@/lib/copy/parse";
import { timeZoneSchema } from "@/lib/schemas/reminder";

/**
 * An ISO date-time with seconds optional, fractions optional and a Z or numeric offset. The pattern is
 * anchored and has no nested or overlapping repeats, and the length cap (which aborts the parse) runs
 * before it, so no input can make it slow.
 */
const NOW_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
/** Longest `now` accepted: "2026-03-08T03:30:00.123456789+05:30" is 35 characters. */
const NOW_MAX = 40;

/** POST /api/parse-task's body: the text, trimmed, 1-500 characters, and the browser's IANA zone. */
export const parseTaskRequestSchema = z.object({
  prompt: z
    .string({ error: parseCopy.promptRequired })
    .trim()
    .min(1, { error: parseCopy.promptRequired })
    .max(PROMPT_MAX, { error: parseCopy.promptTooLong }),
  timeZone: timeZoneSchema,
  /** The client's clock, for tests and for a client whose clock the user trusts more; defaults to the server's. */
  now: z
    .string({ error: parseCopy.nowInvalid })
    .max(NOW_MAX, { error: parseCopy.nowInvalid, abort: true })
    .refine((s) => NOW_PATTERN.test(s) && !Number.isNaN(Date.parse(s)), { error: parseCopy.nowInvalid })
    .optional(),
});

export type ParseTaskRequest = z.infer<typeof parseTaskRequestSchema>;
