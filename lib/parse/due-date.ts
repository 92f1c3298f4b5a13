import type { ParsedResult } from "chrono-node";
// English only: the root module would bring every locale chrono knows into the bundle.
import { casual } from "chrono-node/en";
import { wallClockAsUtc } from "@/lib/dates";
import { CHRONO_PARSER_HINTS, DUELY_PARSERS, gated } from "@/lib/parse/rules";
import { hasNightNoun, isTitleWord, shieldTitleWords } from "@/lib/parse/protect";
import type { RecurrenceCue } from "@/lib/parse/recurrence";
import { DAY_PART_WORDS, hasNoDate, isBareWeekday, resolveDue } from "@/lib/parse/resolve-due";
import type { ParseContext } from "@/lib/parse/types";
import { findZoneCues, type ZoneCue } from "@/lib/parse/zones";

/**
 * Finds the due date in a (normalised) text: runs chrono (with Duely's own rules, each gated by a cheap
 * keyword test), drops matches that are title words, picks the date, a time given apart from it, lists
 * of days and adjacent day-part words, and lets resolveDue() turn them into an instant.
 */

export interface DueMatch {
  due: Date;
  /** Spans of the text that named the date and time. */
  spans: [number, number][];
}

const engine = casual.clone();
// Zone names are Duely's (lib/parse/zones.ts): chrono's own table reads words such as "cat" or "art" after a
// time as zones and gives fixed offsets. Its refiner is the one that carries `timezoneOverrides`.
engine.refiners = engine.refiners.filter((refiner) => !("timezoneOverrides" in refiner));
engine.parsers = [
  ...DUELY_PARSERS,
  ...engine.parsers.map((p) => {
    const hint = CHRONO_PARSER_HINTS[p.constructor.name];
    return hint ? gated(hint, p) : p;
  }),
];

const MEAL_WORDS = /\b(breakfast|brunch|lunch|dinner|supper|bed|bedtime)\b/i;
/** Without one of these the text names no date, and the date parser is not asked at all. */
const DATE_HINT =
  /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|to(?:day|night|morrow)|yesterday|now|noon|midday|midnight|morning|afternoon|evening|night|week|month|year|quarter|day|hour|min|sec|fortnight|end|mid|early|late|start|beginning|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twenty|thirty|eleventh|twelfth|christmas|xmas|nye)|teenth/i;
const DAY_PART_ADJECTIVE =
  /^(?:morning|afternoon|evening|night)\s+(?!(?:at|on|in|of|by|from|today|tomorrow|tonight|this|next|every|before|after|until)\b)[a-z]/i;
const ADJACENT = /^\s*(?:,|in\s+the|on|at|the)?\s*$/i;
const LIST_JOINER = /^\s*(?:,|and|&|or|,\s*and|\/)\s*$/i;
const EVERY_BEFORE = /\b(?:every|each)\s+(?:other\s+)?$/i;

export function findDue(text: string, ctx: ParseContext, recurrence: readonly RecurrenceCue[] = []): DueMatch | null {
  const anchor = recurrence[0]?.anchor;
  if (!DATE_HINT.test(text)) return anchor ? { due: resolveDue({ ctx, recurring: true, anchor, cue: { dayPartText: "" } }), spans: [] } : null;
  const zones = findZoneCues(text);
  let results = engine
    .parse(blank(shieldTitleWords(text), zones), { instant: wallClockAsUtc(ctx.now, ctx.timeZone), timezone: 0 }, { forwardDate: false })
    .filter((r) => !isTitleWord(r, text));
  // "Prepare for Tuesday's interview tonight": a possessive day names another event, so any other date wins.
  const possessive = (r: ParsedResult) => /^['’]s\b/.test(text.slice(r.index + r.text.length));
  if (results.some((r) => !possessive(r))) results = results.filter((r) => !possessive(r));

  const isTimeOnly = (r: ParsedResult) => hasNoDate(r) && !r.tags().has("result/relativeDate");
  const dates = results.filter((r) => !isTimeOnly(r));
  const times = results.filter(isTimeOnly);
  if (dates.length === 0 && times.length === 0 && !anchor) return null;

  // A date and the first time given apart from it ("Tuesday with John at 3pm"); lists of dates
  // joined by "and"/"," ("every Monday and Thursday") resolve to the earliest.
  const group: ParsedResult[] = [];
  if (dates.length > 0) {
    group.push(dates[0]);
    for (const next of dates.slice(1)) {
      const last = group[group.length - 1];
      const gap = text.slice(last.index + last.text.length, next.index);
      const weekdays = isBareWeekday(last) && isBareWeekday(next);
      if (!LIST_JOINER.test(gap) && !(weekdays && /^\s+$/.test(gap))) break;
      group.push(next);
    }
  }
  // A time merged into a later day of a list ("monday and thursday at 7am") times every day of it.
  const time =
    group.length === 0 || !group[0].start.isCertain("hour") ? (group.find((r) => r.start.isCertain("hour")) ?? times[0]) : undefined;
  // Day-part words right next to what was used ("at 6 tomorrow morning") decide am/pm and leave the title.
  const used = [...group, ...(time ? [time] : [])];
  for (const r of results) {
    if (used.includes(r) || !DAY_PART_WORDS.test(r.text)) continue;
    if (used.some((u) => ADJACENT.test(gapBetween(text, u, r)))) used.push(r);
  }
  const recurring = recurrence.length > 0 || group.some((r) => EVERY_BEFORE.test(text.slice(0, r.index)));
  // "Movie night Friday at 8": the event named by a night compound times a bare hour as a meal does.
  const mealCue = MEAL_WORDS.exec(text)?.[1].toLowerCase() ?? (hasNightNoun(text) ? "night" : undefined);

  const dayPartText = used.map((r) => r.text).join(" ");
  const clock = group[0]?.start.isCertain("hour") ? group[0] : time;
  const zone = clock && zones.find((z) => z.start >= clock.index && /^\s*$/.test(text.slice(clock.index + clock.text.length, z.start)));
  const candidates = (group.length > 0 ? group : [undefined]).map((date) =>
    resolveDue({ date, time, ctx, recurring, anchor: date ? undefined : anchor, cue: { dayPartText, mealCue }, clockZone: zone?.zone }),
  );
  const due = candidates.reduce((a, b) => (b.getTime() < a.getTime() ? b : a));
  // A day part opening the text as a noun's adjective ("Evening walk", "Night shift Friday") times the
  // task but stays in its title.
  const spans = used
    .filter((r) => !(r.index === text.search(/\S/) && hasNoDate(r) && DAY_PART_ADJECTIVE.test(text.slice(r.index))))
    .map((r): [number, number] => [r.index, r.index + r.text.length]);
  if (zone) spans.push([zone.start, zone.end]);
  return { due, spans };
}

/** The text with the zone names blanked (same length), so the date parser sees the clock time alone. */
function blank(text: string, zones: readonly ZoneCue[]): string {
  let out = text;
  for (const z of zones) out = out.slice(0, z.start) + " ".repeat(z.end - z.start) + out.slice(z.end);
  return out;
}

function gapBetween(text: string, a: ParsedResult, b: ParsedResult): string {
  return a.index < b.index ? text.slice(a.index + a.text.length, b.index) : text.slice(b.index + b.text.length, a.index);
}
