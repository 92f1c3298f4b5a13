import { DEFAULT_ESTIMATE_MINUTES, ESTIMATE_MINUTES } from "@/lib/constants/assistant";
import { NUMBER_WORDS } from "@/lib/parse/rules/vocabulary";
import { urgencyBand } from "@/lib/urgency";

/**
 * How long a task takes, in minutes: a duration its text names ("~30m", "2h", "1h30", "for 45 minutes",
 * "1.5 hours", "half an hour"), kept within ESTIMATE_MINUTES, else the default of its urgency band
 * (DEFAULT_ESTIMATE_MINUTES). A duration that says when, not how long ("in 2 hours", "every 3 hours",
 * "2 hours before"), is no estimate.
 *
 *   estimateFromText(text: string): number | null
 *   estimateMinutes(task: EstimateSource): Estimate
 */

export interface EstimateSource {
  title: string;
  description?: string | null;
  urgency: number | null;
}

export interface Estimate {
  minutes: number;
  /** Whether the text named the duration (else the urgency band's default). */
  fromText: boolean;
}

const WORD_AMOUNT = `an?|half\\s+an?|${Object.keys(NUMBER_WORDS).join("|")}`;
/** "30m", "1.5 hours", "1h30", "1h 30m"; words only before a whole unit ("an hour", "two hours", not "am"). */
const DURATION = new RegExp(
  `(?<![\\w$€£¥.,])(?:(\\d+(?:[.,]\\d+)?)\\s*(hours?|hrs?|h|minutes?|mins?|m)(?:\\s*(\\d{1,2})\\s*(?:minutes?|mins?|m)?)?|(${WORD_AMOUNT})\\s+(hours?|hrs?|minutes?|mins?))(?![\\w'’])`,
  "gi",
);
const WHEN_BEFORE = /\b(?:in|within|every|each|after|past|last|next)\s+$/i;
const WHEN_AFTER = /^\s+(?:ago|later|before|after|earlier|from\s+now|early|late)\b/i;

function amountOf(word: string): number {
  const lower = word.toLowerCase().replace(/\s+/g, " ");
  if (lower === "a" || lower === "an") return 1;
  if (lower.startsWith("half")) return 0.5;
  return NUMBER_WORDS[lower] ?? Number(lower.replace(",", "."));
}

/** The first duration the text names, in minutes (clamped), or null. */
export function estimateFromText(text: string): number | null {
  DURATION.lastIndex = 0;
  for (let m = DURATION.exec(text); m; m = DURATION.exec(text)) {
    const [all, digits, digitUnit, extra, word, wordUnit] = m;
    const amount = digits ?? word;
    const unit = digitUnit ?? wordUnit;
    const end = m.index + all.length;
    if (WHEN_BEFORE.test(text.slice(0, m.index)) || WHEN_AFTER.test(text.slice(end))) continue;
    const inHours = unit.toLowerCase().startsWith("h");
    // A bare "m" only right after the number ("30m"), not "5 m" of something; "1h30" counts its minutes.
    if (unit.toLowerCase() === "m" && /\s/.test(all.slice(amount.length, all.length - unit.length))) continue;
    if (extra && !inHours) continue;
    const minutes = amountOf(amount) * (inHours ? 60 : 1) + (extra ? Number(extra) : 0);
    if (!Number.isFinite(minutes) || minutes <= 0) continue;
    return Math.min(ESTIMATE_MINUTES.max, Math.max(ESTIMATE_MINUTES.min, Math.round(minutes)));
  }
  return null;
}

export function estimateMinutes(task: EstimateSource): Estimate {
  const fromText = estimateFromText(task.title) ?? (task.description ? estimateFromText(task.description) : null);
  if (fromText !== null) return { minutes: fromText, fromText: true };
  return { minutes: DEFAULT_ESTIMATE_MINUTES[urgencyBand(task.urgency)], fromText: false };
}
