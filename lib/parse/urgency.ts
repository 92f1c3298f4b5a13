import { URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";

/**
 * Urgency cues (the keyword table of docs/product.md#quick-add-parsing as the floor, plus explicit markers).
 *
 * - Explicit markers ("urgency 4", "priority 5", "!2", "p1", "high priority", "not urgent") win over
 *   keywords; among several of the same strength the strongest urgency wins.
 * - Keywords: urgent, asap, emergency, critical, immediate(ly) 5; important 4; soon, moderate, normal 3;
 *   whenever 1; investor, deadline 4.5. The product's keyword table lists "urgent" under both 5 and 4.5: it gives 5 here,
 *   the strongest reading, and 4.5 stays for the words that only hint at pressure (investor, deadline).
 * - "p1".."p4" follow the common tracker convention (p1 highest): p0/p1 5, p2 4, p3 3, p4 2.
 *
 * Each cue says how it leaves the title: markers are always cut; adjectives such as "urgent" or
 * "important" are cut only where they stand apart (start or end of the title, or between separators);
 * content words (investor, deadline) stay.
 */

export type StripMode = "always" | "edge" | "never";

export interface UrgencyCue {
  start: number;
  end: number;
  urgency: number;
  explicit: boolean;
  strip: StripMode;
}

interface Rule {
  pattern: RegExp;
  urgency: number | ((m: RegExpExecArray) => number);
  explicit: boolean;
  strip: StripMode;
}

const P_LEVELS: Record<string, number> = { "0": 5, "1": 5, "2": 4, "3": 3, "4": 2 };
const NAMED_LEVELS: Record<string, number> = {
  top: 5, highest: 5, critical: 5, urgent: 5, high: 4, medium: 3, normal: 3, low: 2, lowest: 1,
};
const PRIORITY_WORD = "(?:priority|prio|urgency|importance)";

const RULES: readonly Rule[] = [
  {
    pattern: /\b(?:urgency|priority|prio|pri)\s*(?:level\s*)?[:=#]?\s*([1-5])(?:\s*\/\s*5)?(?![\w.:/])/gi,
    urgency: (m) => Number(m[1]),
    explicit: true,
    strip: "always",
  },
  { pattern: /(?<![\w!])!([1-5])(?![\w.])/g, urgency: (m) => Number(m[1]), explicit: true, strip: "always" },
  { pattern: /(?<![\w-])p([0-4])(?![\w-])/gi, urgency: (m) => P_LEVELS[m[1]], explicit: true, strip: "always" },
  {
    pattern: new RegExp(`\\b(?:top|highest|max(?:imum)?|critical|urgent)[\\s-]+${PRIORITY_WORD}\\b`, "gi"),
    urgency: 5,
    explicit: true,
    strip: "always",
  },
  {
    pattern: new RegExp(`\\b(?:lowest|very[\\s-]+low|minimal|min)[\\s-]+${PRIORITY_WORD}\\b`, "gi"),
    urgency: 1,
    explicit: true,
    strip: "always",
  },
  { pattern: /\blow[\s-]+importance\b/gi, urgency: 1, explicit: true, strip: "always" },
  {
    pattern: /\b(?:priority|prio|urgency|importance)\s*[:=-]?\s*(top|highest|critical|urgent|high|medium|normal|low|lowest)\b/gi,
    urgency: (m) => NAMED_LEVELS[m[1].toLowerCase()],
    explicit: true,
    strip: "always",
  },
  {
    pattern: /\b(?:this\s+is|it'?s|it\s+is)\s+(?:(very|super|really|extremely)\s+)?(urgent|important)\b/gi,
    urgency: (m) => (m[2].toLowerCase() === "urgent" || m[1] ? 5 : 4),
    explicit: false,
    strip: "always",
  },
  { pattern: new RegExp(`\\bhigh[\\s-]+${PRIORITY_WORD}\\b`, "gi"), urgency: 4, explicit: true, strip: "always" },
  {
    pattern: new RegExp(`\\b(?:medium|normal|moderate|mid|average)[\\s-]+${PRIORITY_WORD}\\b`, "gi"),
    urgency: 3,
    explicit: true,
    strip: "always",
  },
  { pattern: new RegExp(`\\blow[\\s-]+${PRIORITY_WORD}\\b`, "gi"), urgency: 2, explicit: true, strip: "always" },
  {
    pattern:
      /\b(?:(?:not|non)[\s-]+(?:(?:that|very|too|super|really)\s+)?(?:urgent|important|a\s+priority)|no\s+(?:rush|hurry)|whenever\s+(?:possible|(?:i|you|we)\s+(?:can|have\s+(?:the\s+)?time|get\s+(?:a|the)\s+chance))|some\s*day|eventually|if\s+time\s+permits)\b/gi,
    urgency: 1,
    explicit: true,
    strip: "always",
  },
  {
    pattern:
      /\b(?:(?:very|super|extremely|really|most)\s+(?:urgent|important)|urgently|asap|a\.s\.a\.p\.?|right\s+(?:away|now)|straight\s+away|immediately)\b|\basap\b/gi,
    urgency: 5,
    explicit: false,
    strip: "always",
  },
  { pattern: /\b(?:urgent|critical|emergency|immediate)\b/gi, urgency: 5, explicit: false, strip: "edge" },
  { pattern: /\bimportant\b/gi, urgency: 4, explicit: false, strip: "edge" },
  { pattern: /\b(?:soon|moderate|normal)\b/gi, urgency: 3, explicit: false, strip: "edge" },
  { pattern: /\bwhenever\b/gi, urgency: 1, explicit: false, strip: "edge" },
  { pattern: /\b(?:investors?|deadlines?)\b/gi, urgency: 4.5, explicit: false, strip: "never" },
];

/** Every cue in `text`, left to right, without overlaps (the earlier, then the longer, wins). */
export function findUrgencyCues(text: string): UrgencyCue[] {
  const found: UrgencyCue[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const urgency = typeof rule.urgency === "number" ? rule.urgency : rule.urgency(m);
      found.push({ start: m.index, end: m.index + m[0].length, urgency, explicit: rule.explicit, strip: rule.strip });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const cues: UrgencyCue[] = [];
  for (const cue of found) {
    const last = cues[cues.length - 1];
    if (!last || cue.start >= last.end) cues.push(cue);
  }
  return cues;
}

/** The urgency the cues give: explicit markers first, else the strongest keyword; null without cues. */
export function urgencyOf(cues: readonly UrgencyCue[]): number | null {
  const explicit = cues.filter((c) => c.explicit);
  const pool = explicit.length > 0 ? explicit : cues;
  if (pool.length === 0) return null;
  return clampUrgency(Math.max(...pool.map((c) => c.urgency)));
}

export function clampUrgency(value: number): number {
  return Math.min(URGENCY_MAX, Math.max(URGENCY_MIN, value));
}
