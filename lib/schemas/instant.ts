import { z } from "zod";
import { INSTANT_EARLIEST, INSTANT_LATEST, INSTANT_MAX } from "@/lib/constants/common";

/**
 * Instants as requests and files bring them: an ISO date-time with Z or an offset, whose UTC instant lies
 * in the years 0001 to 9999 (INSTANT_EARLIEST…INSTANT_LATEST). "9999-12-31T23:59:59-14:00" is already
 * 10000-01-01 in UTC, so the range is checked on the instant, not on the text. Pure.
 */

const EARLIEST_MS = Date.parse(INSTANT_EARLIEST);
const LATEST_MS = Date.parse(INSTANT_LATEST);

/** True for a valid date whose UTC year is 0001 to 9999. */
export function isInstantInRange(instant: Date | number): boolean {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/**
 * An instant in range, answered as its UTC ISO string; every failure (too long, not a date-time, out of
 * range) carries `error`. The length cap aborts before the pattern reads the text.
 */
export function instantSchema(error?: string) {
  return z
    .string({ error })
    .max(INSTANT_MAX, { error, abort: true })
    .pipe(z.iso.datetime({ offset: true, error }))
    .refine((value) => isInstantInRange(Date.parse(value)), { error })
    .transform((value) => new Date(value).toISOString());
}
