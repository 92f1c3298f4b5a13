import { z } from "zod";
import { isValidTimeZone } from "@/lib/dates";
import { remindersCopy } from "@/lib/copy/reminders";

/**
 * The browser's IANA zone, in which typed times are read ("tomorrow 9am") and a recurrence keeps its
 * wall-clock time. A module of its own, so that task and reminder schemas can both use it without an
 * import cycle.
 */
export const timeZoneSchema = z
  .string({ error: remindersCopy.invalidTimeZone })
  .trim()
  .max(64, { error: remindersCopy.invalidTimeZone, abort: true })
  .refine(isValidTimeZone, { error: remindersCopy.invalidTimeZone });
