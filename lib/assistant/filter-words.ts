import { findWordsCopy } from "@/lib/copy/find-words";
import { urgencyBand, type UrgencyBand } from "@/lib/urgency";

/**
 * Filters in plain words: the find bar's text read with a small local grammar into a structured filter, what
 * was understood (one chip per criterion, with the places of its words, so that removing the chip removes
 * them), and the words left over as the text search. Understood: "overdue"; "high priority", "urgent",
 * "low priority", "p1" … (urgency bands as lib/urgency.ts defines them); "(due) today|tomorrow|this week|next
 * week"; "no date"; "with reminders"; "repeating"; "assigned to me"; "mine", "my tasks", "created by me|<name>"; "in <workspace>"
 * (a name from the list passed in); "completed"/"done", "open"/"not done" (alone, before "tasks" or next to
 * another understood phrase). See docs/product.md#planning-assistant.
 * A kind that holds one value (who, which workspace, status) takes the first phrase; a repeat stays text.
 * Linking words ("show", "tasks", "with", "and" …) leave the search once something was understood; a text
 * with nothing understood stays the search as typed.
 *
 *   understandFilter(text: string, options?: FilterWordsOptions): UnderstoodFilter
 *   removeUnderstood(text: string, chip: FilterChip): string
 */

/**
 * Due windows on the user's calendar, named as lib/tasks/due-window.ts names its own: today, tomorrow, this week
 * (today to Sunday), next week (Monday to Sunday).
 */
export type PlainDueWindow = "today" | "tomorrow" | "this_week" | "next_week";
export type TaskStatus = "open" | "completed";

export interface PlainWordsFilter {
  /** The words left over, for the text search. */
  q: string;
  overdue: boolean;
  /** Any of these bands; none: any band. */
  bands: UrgencyBand[];
  /** Due in any of these windows; none: any date. */
  due: PlainDueWindow[];
  noDate: boolean;
  hasReminders: boolean;
  repeating: boolean;
  /** Created by the signed-in user. */
  mine: boolean;
  /** Assigned to the signed-in user. */
  assignedToMe: boolean;
  /** Created by this person (a name from the people passed in, as spelt there, or as typed). */
  createdBy: string | null;
  /** A workspace name from the list passed in, as spelt there. */
  workspace: string | null;
  status: TaskStatus | null;
}

export type FilterChipKind =
  | "overdue" | "band" | "due" | "noDate" | "reminders" | "repeating" | "mine" | "assignedToMe" | "createdBy" | "workspace" | "status";

export interface FilterChip {
  kind: FilterChipKind;
  label: string;
  /** Where the text says it, as [start, end) ranges: one per phrase ("critical and important" is one chip). */
  spans: [number, number][];
}

export interface UnderstoodFilter {
  filter: PlainWordsFilter;
  chips: FilterChip[];
}

export interface FilterWordsOptions {
  /** Names of the user's workspaces, for "in <workspace>". */
  workspaces?: readonly string[];
  /** Names of the people in the workspace, for "created by <name>": a full name, or a first name only one has. */
  people?: readonly string[];
}

/** Applies a phrase to the filter: its chip's label (`repeat` when the filter already says it), or null for a conflicting one. */
type Patch = (filter: PlainWordsFilter) => { label: string; repeat?: true } | null;
interface Match {
  kind: FilterChipKind;
  start: number;
  end: number;
  apply: Patch;
}

const EMPTY: PlainWordsFilter = {
  q: "", overdue: false, bands: [], due: [], noDate: false, hasReminders: false, repeating: false,
  mine: false, assignedToMe: false, createdBy: null, workspace: null, status: null,
};

/** Phrases for urgency bands, each with the urgency it stands for (the band follows from lib/urgency.ts). */
const BAND_PHRASES: readonly [RegExp, number][] = [
  [/\b(?:not|non)[\s-]+urgent\b|\blowest[\s-]+priority\b/gi, 1],
  [/\blow[\s-]+(?:priority|prio|urgency)\b|\bp4\b/gi, 2],
  [/\b(?:medium|normal|mid)[\s-]+(?:priority|prio|urgency)\b|\bp3\b/gi, 3],
  [/\bhigh[\s-]+(?:priority|prio|urgency)\b|\bimportant\b|\bp2\b/gi, 4],
  [/\b(?:top|highest)[\s-]+priority\b|\burgent\b|\bcritical\b|\bp[01]\b/gi, 5],
];
const DUE_WINDOWS: Record<string, PlainDueWindow> = { today: "today", tomorrow: "tomorrow", "this week": "this_week", "next week": "next_week" };

const flag = (key: "overdue" | "noDate" | "hasReminders" | "repeating" | "mine" | "assignedToMe", label: string): Patch =>
  (f) => (f[key] ? { label, repeat: true } : ((f[key] = true), { label }));
const once = <K extends "createdBy" | "workspace" | "status">(key: K, value: PlainWordsFilter[K], label: string): Patch =>
  (f) => (f[key] === value ? { label, repeat: true } : f[key] !== null ? null : ((f[key] = value), { label }));

const RULES: readonly { pattern: RegExp; kind: FilterChipKind; patch: (m: RegExpExecArray) => Patch }[] = [
  { pattern: /\b(?:overdue|past[\s-]+due)\b/gi, kind: "overdue", patch: () => flag("overdue", findWordsCopy.chipOverdue) },
  ...BAND_PHRASES.map(([pattern, urgency]) => ({
    pattern,
    kind: "band" as const,
    patch: (): Patch => {
      const band = urgencyBand(urgency);
      const label = findWordsCopy.chipBand[band];
      return (f) => (f.bands.includes(band) ? { label, repeat: true } : (f.bands.push(band), { label }));
    },
  })),
  {
    pattern: /\b(?:due\s+)?(today|tomorrow|this\s+week|next\s+week)\b(?!['’])/gi,
    kind: "due",
    patch: (m) => {
      const window = DUE_WINDOWS[m[1].toLowerCase().replace(/\s+/, " ")];
      const label = findWordsCopy.chipDue[window];
      return (f) => (f.due.includes(window) ? { label, repeat: true } : (f.due.push(window), { label }));
    },
  },
  {
    pattern: /\b(?:no|without(?:\s+an?)?)\s+(?:due\s+)?(?:dates?|deadlines?)\b|\bundated\b/gi,
    kind: "noDate",
    patch: () => flag("noDate", findWordsCopy.chipNoDate),
  },
  {
    pattern: /\b(?:with|has|having)\s+(?:an?\s+)?reminders?\b/gi,
    kind: "reminders",
    patch: () => flag("hasReminders", findWordsCopy.chipReminders),
  },
  { pattern: /\bassigned\s+to\s+me\b/gi, kind: "assignedToMe", patch: () => flag("assignedToMe", findWordsCopy.chipAssignedToMe) },
  { pattern: /\b(?:repeating|recurring)\b/gi, kind: "repeating", patch: () => flag("repeating", findWordsCopy.chipRepeating) },
  {
    pattern: /\b(?:mine|my\s+(?:own\s+)?tasks|(?:created\s+)?by\s+me)\b/gi,
    kind: "mine",
    patch: () => flag("mine", findWordsCopy.chipMine),
  },
  { pattern: /\b(?:completed|done|finished)\b/gi, kind: "status", patch: () => once("status", "completed", findWordsCopy.chipStatus.completed) },
  { pattern: /\b(?:open|not\s+done|incomplete|unfinished|pending)\b/gi, kind: "status", patch: () => once("status", "open", findWordsCopy.chipStatus.open) },
];

/** Words that only link the understood phrases ("show me my overdue tasks with reminders"). */
const LINKING = /^(?:show|list|find|get|me|all|every|everything|tasks?|items?|ones|that|which|are|is|and|or|with|the|please|only|just|what|whats|what's)$/i;
/**
 * A status word counts where the text ends, "tasks" or another understood phrase follows ("done", "open
 * tasks", "completed this week"), not as a word of a title ("Open bank account").
 */
const STATUS_FOLLOWS = /^(?:\s|,|\b(?:and|or)\b)*(?:$|[.;!?]|(?:tasks?|items?|ones)\b)/i;
const SKIP_LINKS = /^(?:\s|,|\b(?:and|or)\b)*/i;

export function understandFilter(text: string, options: FilterWordsOptions = {}): UnderstoodFilter {
  const matches: Match[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      matches.push({ kind: rule.kind, start: m.index, end: m.index + m[0].length, apply: rule.patch(m) });
    }
  }
  matches.push(...namedMatches(text, options));
  matches.sort((a, b) => a.start - b.start || b.end - a.end);

  const filter: PlainWordsFilter = { ...EMPTY, bands: [], due: [] };
  const chips: FilterChip[] = [];
  let cursor = 0;
  for (const m of matches) {
    if (m.start < cursor) continue;
    if (m.kind === "status" && !STATUS_FOLLOWS.test(text.slice(m.end))) {
      const next = m.end + SKIP_LINKS.exec(text.slice(m.end))![0].length;
      if (!matches.some((o) => o.start === next)) continue;
    }
    const understood = m.apply(filter);
    if (!understood) continue;
    if (understood.repeat) chips.find((c) => c.kind === m.kind && c.label === understood.label)?.spans.push([m.start, m.end]);
    else chips.push({ kind: m.kind, label: understood.label, spans: [[m.start, m.end]] });
    cursor = m.end;
  }
  // "my" right before an understood phrase ("my overdue tasks") says mine.
  for (const [start] of chips.flatMap((c) => c.spans)) {
    const my = /\bmy\s+$/i.exec(text.slice(0, start));
    if (!my) continue;
    const mine = chips.find((c) => c.kind === "mine");
    if (mine) mine.spans.push([my.index, my.index + 2]);
    else chips.push({ kind: "mine", label: findWordsCopy.chipMine, spans: [[my.index, my.index + 2]] });
    filter.mine = true;
  }
  chips.forEach((c) => c.spans.sort((a, b) => a[0] - b[0]));
  chips.sort((a, b) => a.spans[0][0] - b.spans[0][0]);
  filter.q = leftover(text, chips);
  return { filter, chips };
}

/** The text without the chip's words (what the find bar shows once the chip is removed). */
export function removeUnderstood(text: string, chip: Pick<FilterChip, "spans">): string {
  return tidy(cut(text, chip.spans));
}

/** The text with the spans replaced by spaces. */
function cut(text: string, spans: readonly [number, number][]): string {
  let out = "";
  let cursor = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    out += text.slice(cursor, Math.max(cursor, start)) + " ";
    cursor = Math.max(cursor, end);
  }
  return out + text.slice(cursor);
}

/** "created by <name>" and "in <workspace>": names from the lists passed in, longest first. */
function namedMatches(text: string, { workspaces = [], people = [] }: FilterWordsOptions): Match[] {
  const found: Match[] = [];
  const lower = text.toLowerCase();
  const saysAt = (words: string, at: number) =>
    words !== "" && lower.startsWith(words.toLowerCase(), at) && !/[\p{L}\p{N}]/u.test(lower[at + words.length] ?? "");
  const known = (list: readonly string[], at: number) =>
    list.map((name) => name.trim()).sort((a, b) => b.length - a.length).find((name) => saysAt(name, at));
  for (const m of text.matchAll(/\bcreated\s+by\s+/gi)) {
    const at = m.index + m[0].length;
    // A known person by full name, else by a first name only one of them has, else the name as typed.
    const byFirst = people.map((name) => name.trim()).filter((name) => saysAt(name.split(/\s+/)[0], at));
    const person = known(people, at) ?? (byFirst.length === 1 ? byFirst[0] : undefined);
    const typed = person && saysAt(person, at) ? person : (person?.split(/\s+/)[0] ?? /^\p{L}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?/u.exec(text.slice(at))?.[0]);
    if (!typed || /^me$/i.test(typed)) continue;
    const name = person ?? typed;
    found.push({ kind: "createdBy", start: m.index, end: at + typed.length, apply: once("createdBy", name, findWordsCopy.chipCreatedBy(name)) });
  }
  for (const m of text.matchAll(/\bin\s+(?:the\s+)?/gi)) {
    const at = m.index + m[0].length;
    const name = known(workspaces, at);
    if (!name) continue;
    const end = at + name.length + (/^\s+workspace\b/i.exec(text.slice(at + name.length))?.[0].length ?? 0);
    found.push({ kind: "workspace", start: m.index, end, apply: once("workspace", name, findWordsCopy.chipWorkspace(name)) });
  }
  return found;
}

function leftover(text: string, chips: readonly FilterChip[]): string {
  if (chips.length === 0) return text.trim();
  const rest = tidy(cut(text, chips.flatMap((c) => c.spans)));
  const words = rest.split(" ").filter((w) => w !== "" && !LINKING.test(w.replace(/[,.;:!?]+$/, "")));
  return words.join(" ").replace(/^[,.;:!?\s]+|[,.;:\s]+$/g, "");
}

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
