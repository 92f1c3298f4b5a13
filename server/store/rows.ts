import "server-only";
import type { ReminderStatus } from "./types";

/** Normalisations every backend applies to what it stores and reads, so both keep the same forms. */

/**
 * Every stored instant in one form (UTC, milliseconds, "Z"), so that comparing the text compares the time.
 * Throws a RangeError on a value that is not a date.
 */
export function toInstant(value: string): string {
  return new Date(value).toISOString();
}

/** The same for an optional instant; null (cleared) and undefined (left unchanged in a patch) pass through. */
export function toNullableInstant(value: string | null): string | null;
export function toNullableInstant(value: string | null | undefined): string | null | undefined;
export function toNullableInstant(value: string | null | undefined): string | null | undefined {
  return value == null ? value : toInstant(value);
}

/** A status other than pending or done is pending. */
export function toReminderStatus(value: string | null | undefined): ReminderStatus {
  return value === "done" ? "done" : "pending";
}

/** A member e-mail as stored and compared: trimmed and lower-cased. */
export function normalizeMemberEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Member e-mails are stored lower-cased, once each, in the order given. */
export function normalizeMembers(members: readonly string[]): string[] {
  return [...new Set(members.map(normalizeMemberEmail))];
}
