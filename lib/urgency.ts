/**
 * Urgency rules: a number from 1 to 5, decimals allowed, 3 when missing; bands high from 4, medium
 * from 2.5, else low.
 */
import { URGENCY_DEFAULT, URGENCY_HIGH_MIN, URGENCY_MAX, URGENCY_MEDIUM_MIN, URGENCY_MIN } from "@/lib/constants/tasks";
import { tasksCopy } from "@/lib/copy/tasks";

export type UrgencyBand = "high" | "medium" | "low";
export type UrgencyLevel = (typeof tasksCopy.urgencyLevels)[number];

/** Missing or not a number -> 3; otherwise clamped to 1-5 (decimals kept). */
export function normaliseUrgency(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return URGENCY_DEFAULT;
  return Math.min(URGENCY_MAX, Math.max(URGENCY_MIN, value));
}

/** high from 4, medium from 2.5, else low; a missing urgency counts as 3 (medium). */
export function urgencyBand(value: number | null | undefined): UrgencyBand {
  const urgency = normaliseUrgency(value);
  if (urgency >= URGENCY_HIGH_MIN) return "high";
  if (urgency >= URGENCY_MEDIUM_MIN) return "medium";
  return "low";
}

/** The value shown on the card's badge and bar: always one decimal ("4.5", "3.0"). */
export function formatUrgency(value: number | null | undefined): string {
  return normaliseUrgency(value).toFixed(1);
}

/** The picker level (5 Critical ... 1 Minimal) nearest to the value; halves round up (2.5 -> Medium). */
export function urgencyLevel(value: number | null | undefined): UrgencyLevel {
  const rounded = Math.round(normaliseUrgency(value));
  return tasksCopy.urgencyLevels.find((level) => level.value === rounded) ?? tasksCopy.urgencyLevels[2];
}

/** The add-flow stepper label (1 'Low priority' ... 5 'Urgent') of the nearest whole step. */
export function urgencyStepLabel(value: number | null | undefined): string {
  return tasksCopy.urgencyStepLabels[Math.round(normaliseUrgency(value))];
}
