import { MAX_AI_SUGGESTIONS } from "@/lib/constants/parse";
import { suggestionsCopy } from "@/lib/copy/suggestions";
import { parseTask } from "@/lib/parse/parse-task";
import { findRecurrence } from "@/lib/parse/recurrence";
import { APPOINTMENT, BIG_TASK, DESK_WORK, EVENT, EXERCISE, HABIT, IMPORTANT, MEDICATION, SHOPPING, SOCIAL } from "@/lib/parse/task-kinds";
import type { ParseContext, ParsedTask } from "@/lib/parse/types";

/**
 * The lightbulb's suggestions: keyword rules over the task text, at most
 * three, in a fixed order of usefulness. Each card's action is the rewritten quick-add text, which the
 * board puts back in the input (so the user sees, and can still edit, what will be parsed).
 */

export type AiSuggestionType =
  | "time"
  | "urgency"
  | "timing"
  | "preparation"
  | "breakdown"
  | "health"
  | "shopping"
  | "productivity"
  | "habit"
  | "social";

export interface SuggestionCard {
  type: AiSuggestionType;
  title: string;
  suggestion: string;
  icon: string;
  action: { label: string; text: string };
}

interface Facts {
  text: string;
  lower: string;
  parsed: ParsedTask;
  /** The title with a lowercase first letter, for use inside a sentence. */
  titleInSentence: string;
}

interface Rule {
  type: AiSuggestionType;
  icon: string;
  /** Rules that set a due date: only the first that applies is offered. */
  setsDate?: boolean;
  applies: (f: Facts) => boolean;
  copy: (f: Facts) => { title: string; suggestion: string; action: string; text: string };
}

const LONG_TITLE_WORDS = 8;

const RULES: readonly Rule[] = [
  {
    type: "timing",
    icon: "🌅",
    setsDate: true,
    applies: (f) => f.parsed.dueDate === null && EXERCISE.test(f.lower),
    copy: (f) => ({ ...suggestionsCopy.timing, text: suggestionsCopy.timing.text(f.text) }),
  },
  {
    type: "productivity",
    icon: "⚡",
    setsDate: true,
    applies: (f) => f.parsed.dueDate === null && DESK_WORK.test(f.lower),
    copy: (f) => ({ ...suggestionsCopy.productivity, text: suggestionsCopy.productivity.text(f.text) }),
  },
  {
    type: "time",
    icon: "⏰",
    setsDate: true,
    applies: (f) => f.parsed.dueDate === null,
    copy: (f) => ({ ...suggestionsCopy.time, text: suggestionsCopy.time.text(f.text) }),
  },
  {
    type: "urgency",
    icon: "🔥",
    applies: (f) => f.parsed.urgency === null && IMPORTANT.test(f.lower),
    copy: (f) => ({ ...suggestionsCopy.urgency, text: suggestionsCopy.urgency.text(f.text) }),
  },
  {
    type: "preparation",
    icon: "📋",
    applies: (f) => EVENT.test(f.lower) && !/^prepare\b/i.test(f.text),
    copy: (f) => ({ ...suggestionsCopy.preparation, text: suggestionsCopy.preparation.text(f.titleInSentence) }),
  },
  {
    type: "breakdown",
    icon: "🧩",
    applies: (f) => BIG_TASK.test(f.lower) || f.parsed.title.split(/\s+/).length > LONG_TITLE_WORDS,
    copy: (f) => ({ ...suggestionsCopy.breakdown, text: suggestionsCopy.breakdown.text(f.titleInSentence) }),
  },
  {
    type: "health",
    icon: "💊",
    applies: (f) => (MEDICATION.test(f.lower) && findRecurrence(f.lower).length === 0) || APPOINTMENT.test(f.lower),
    copy: (f) =>
      MEDICATION.test(f.lower) && findRecurrence(f.lower).length === 0
        ? { ...suggestionsCopy.healthRoutine, text: suggestionsCopy.healthRoutine.text(f.text) }
        : { ...suggestionsCopy.healthVisit, text: suggestionsCopy.healthVisit.text(f.titleInSentence) },
  },
  {
    type: "shopping",
    icon: "🛒",
    applies: (f) => SHOPPING.test(f.lower),
    copy: (f) => ({ ...suggestionsCopy.shopping, text: suggestionsCopy.shopping.text(f.titleInSentence) }),
  },
  {
    type: "habit",
    icon: "🔁",
    applies: (f) => HABIT.test(f.lower) && findRecurrence(f.lower).length === 0,
    copy: (f) => ({ ...suggestionsCopy.habit, text: suggestionsCopy.habit.text(f.text) }),
  },
  {
    type: "social",
    icon: "👥",
    applies: (f) => SOCIAL.test(f.lower),
    copy: (f) => ({ ...suggestionsCopy.social, text: suggestionsCopy.social.text(f.titleInSentence) }),
  },
];

export function aiSuggestions(text: string, ctx: ParseContext): SuggestionCard[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const parsed = parseTask(trimmed, ctx);
  const title = parsed.title;
  const facts: Facts = {
    text: trimmed,
    lower: trimmed.toLowerCase(),
    parsed,
    titleInSentence: /^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title,
  };
  const cards: SuggestionCard[] = [];
  let dateOffered = false;
  for (const rule of RULES) {
    if (cards.length >= MAX_AI_SUGGESTIONS) break;
    if ((rule.setsDate && dateOffered) || !rule.applies(facts)) continue;
    dateOffered ||= Boolean(rule.setsDate);
    const { title: cardTitle, suggestion, action, text: actionText } = rule.copy(facts);
    cards.push({ type: rule.type, title: cardTitle, suggestion, icon: rule.icon, action: { label: action, text: actionText } });
  }
  return cards;
}
