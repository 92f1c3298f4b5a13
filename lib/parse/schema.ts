import { z } from "zod";
import { PROMPT_MAX } from "@/lib/constants";
import { PARSE_COPY } from "@/lib/messages";
import { timeZoneSchema } from "@/lib/schemas/reminder";

/** POST /api/parse-task's body: the text, trimmed, 1-500 characters, and the browser's IANA zone. */
export const parseTaskRequestSchema = z.object({
  prompt: z
    .string({ error: PARSE_COPY.promptRequired })
    .trim()
    .min(1, { error: PARSE_COPY.promptRequired })
    .max(PROMPT_MAX, { error: PARSE_COPY.promptTooLong }),
  timeZone: timeZoneSchema,
  /** The client's clock, for tests and for a client whose clock the user trusts more; defaults to the server's. */
  now: z
    .string()
    .refine((s) => /T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s)), { error: PARSE_COPY.nowInvalid })
    .optional(),
});

export type ParseTaskRequest = z.infer<typeof parseTaskRequestSchema>;
