/** Recurring tasks: the bounds of a stored RFC 5545 recurrence rule. */

/** Longest RRULE value accepted (a rule Duely writes is under 60 characters). */
export const RRULE_MAX_LENGTH = 200;
/** Largest INTERVAL ("every 365 days"). */
export const RRULE_INTERVAL_MAX = 365;
/** Largest COUNT (occurrences in a series). */
export const RRULE_COUNT_MAX = 1000;
