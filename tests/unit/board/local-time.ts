import { wallTimeToInstant } from "@/lib/dates";

export const NEW_YORK = "America/New_York";
export const BERLIN = "Europe/Berlin";
export const KOLKATA = "Asia/Kolkata";

/** The instant a wall clock in `timeZone` reads "YYYY-MM-DD HH:MM[:SS[.mmm]]". */
export function local(text: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::(\d\d)(?:\.(\d{3}))?)?$/.exec(text);
  if (!m) throw new Error(`bad wall time: ${text}`);
  const [year, month, day, hour, minute, second = 0, ms = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const instant = wallTimeToInstant({ year, month, day, hour, minute, second }, timeZone);
  return new Date(instant.getTime() + ms);
}

/** The same as an ISO string, as tasks carry it. */
export function localIso(text: string, timeZone: string): string {
  return local(text, timeZone).toISOString();
}
