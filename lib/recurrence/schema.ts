import { z } from "zod";
import { RRULE_MAX_LENGTH } from "@/lib/constants/recurrence";
import { recurrenceCopy } from "@/lib/copy/recurrence";
import { isValidRRule } from "@/lib/recurrence/rule";
import { timeZoneSchema } from "@/lib/schemas/time-zone";

/**
 * A recurrence in a request or an LLM answer: the RRULE value (length capped before it is read, then
 * checked against Duely's subset, see lib/recurrence/rule.ts) and the IANA zone it was written in
 * (checked as every zone a client sends). A refused rule says 'Invalid recurrence'. normalizeRRule
 * gives the canonical form to store.
 */
export const rruleSchema = z
  .string({ error: recurrenceCopy.invalid })
  .max(RRULE_MAX_LENGTH, { error: recurrenceCopy.invalid, abort: true })
  .refine(isValidRRule, { error: recurrenceCopy.invalid });

export const recurrenceSchema = z.object(
  {
    rrule: rruleSchema,
    timeZone: timeZoneSchema,
  },
  { error: recurrenceCopy.invalid },
);

export type RecurrenceInput = z.infer<typeof recurrenceSchema>;
