/**
 * Recurrence phrases ("daily", "every day", "every weekday", "weekly", "every 2 weeks"). Duely keeps one
 * due date per task, so a recurrence sets the first occurrence and leaves the title; phrases the
 * date parser understands by itself ("every Monday", "every morning at 6:30") only lose their "every".
 */

export type RecurrenceAnchor = "day" | "weekday";

export interface RecurrenceCue {
  start: number;
  end: number;
  /** Which days the first occurrence may fall on. */
  anchor: RecurrenceAnchor;
}

/** What may follow an adverb like "daily" for it to be a schedule, not an adjective ("Daily standup"). */
const SCHEDULE_FOLLOWS =
  /^(?:\s*$|\s*[,.;:!?)\]-]|\s+(?:at|on|from|in|by|before|after|until|till|starting|around|@|\d|each|every|morning|afternoon|evening|night|tonight|today|tomorrow|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/i;

interface Rule {
  pattern: RegExp;
  anchor: RecurrenceAnchor;
  /** Single adverbs count only where a schedule word or the end follows. */
  adverb: boolean;
}

const RULES: readonly Rule[] = [
  { pattern: /\b(?:every|each|on)\s+week\s*days?\b|\bweekdays\b/gi, anchor: "weekday", adverb: false },
  {
    pattern:
      /\b(?:every|each)\s+(?:single\s+|other\s+|(?:\d+|two|three|four|five|six)\s+)?(?:day|week|month|year|days|weeks|months|years)\b/gi,
    anchor: "day",
    adverb: false,
  },
  {
    pattern: /\b(?:once|twice|three\s+times|\d+\s+times|\d+x)\s+(?:a\s+|per\s+)?(?:daily|day)\b/gi,
    anchor: "day",
    adverb: false,
  },
  {
    pattern: /\b(?:daily|everyday|weekly|monthly|yearly|annually|biweekly|bi-weekly|fortnightly|quarterly)\b/gi,
    anchor: "day",
    adverb: true,
  },
];

export function findRecurrence(text: string): RecurrenceCue[] {
  const cues: RecurrenceCue[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const end = m.index + m[0].length;
      if (rule.adverb && !SCHEDULE_FOLLOWS.test(text.slice(end))) continue;
      if (cues.some((c) => m.index < c.end && end > c.start)) continue;
      cues.push({ start: m.index, end, anchor: rule.anchor });
    }
  }
  return cues.sort((a, b) => a.start - b.start);
}
