import { z } from "zod";
import { RRULE_MAX_LENGTH } from "@/lib/constants/recurrence";
import { recurrenceCopy } from "@/lib/copy/recurrence";
import { isValidTimeZone } from "@/lib/dates";
import { isValidRRule } from "@/lib/recurrence/rule";

/**
 * A recurrence in a request or an LLM answer: the RRULE value (length capped before it is read, then
 * checked against Duely's subset, see lib/recurrence/rule.ts) and the IANA zone it was written in.
 * Every refusal says 'Invalid recurrence'. normalizeRRule gives the canonical form to store.
 */
export const rruleSchema = z
  .string({ error: recurrenceCopy.invalid })
  .max(RRULE_MAX_LENGTH, { error: recurrenceCopy.invalid, abort: true })
  .refine(isValidRRule, { error: recurrenceCopy.invalid });

export const recurrenceSchema = z.object(
  {
    rrule: rruleSchema,
    // isValidTimeZone refuses an over-long name before it asks Intl.
    timeZone: z.string({ error: recurrenceCopy.invalid }).refine(isValidTimeZone, { error: recurrenceCopy.invalid }),
  },
  { error: recurrenceCopy.invalid },
);

export type RecurrenceInput = z.infer<typeof recurrenceSchema>;
