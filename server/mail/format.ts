import "server-only";
import { isValidTimeZone } from "@/lib/dates";

const UNITS = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
] as const;

/** A whole-unit duration in words: 3_600_000 -> "1 hour", 7 days of ms -> "7 days". */
export function formatLifetime(ms: number): string {
  for (const [unit, size] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n} ${unit}${n === 1 ? "" : "s"}`;
    }
  }
  throw new RangeError(`No whole-unit wording for ${ms} ms`);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Date and time of `instant` as read in `timeZone`, with the zone's abbreviation, e.g.
 * "Sunday, March 8, 2026 at 3:30 AM EDT". An unknown zone falls back to UTC (and says so) rather than
 * failing the e-mail.
 */
export function formatDateTimeInZone(instant: Date, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  let format = dateTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    dateTimeFormats.set(zone, format);
  }
  // Newer ICU puts a narrow no-break space before AM/PM; plain text mail reads better with a space.
  return format.format(instant).replace(/[\u202f\u00a0]/g, " ");
}
