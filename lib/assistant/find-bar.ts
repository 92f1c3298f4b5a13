import type { BoardFilter } from "@/lib/tasks/filter";
import type { UrgencyBand } from "@/lib/urgency";
import { removeUnderstood, understandFilter, type FilterChip, type UnderstoodFilter } from "./filter-words";

/**
 * The find bar's text read as plain words (./filter-words.ts) and joined with the chips pressed by hand: a
 * criterion holds when either says it; the words understood leave the text search. Names ("created by Sam",
 * "in Work") are looked up in the lists passed in. See docs/product.md#planning-assistant. Pure.
 *
 *   readFindBar(filter: BoardFilter, names: FindBarNames): FindBarReading
 *   withoutChip(filter: BoardFilter, chip: FilterChip): BoardFilter
 */

export interface Named {
  id: string;
  name: string;
}

export interface FindBarNames {
  workspaces: readonly Named[];
  /** The people known on the board (the user, the comments' authors). */
  people: readonly Named[];
}

export interface FindBarReading {
  /** What the board applies. */
  applied: BoardFilter;
  /** The chips for the words understood, in the order the text says them. */
  chips: FilterChip[];
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/** Ids of the people a name names: by the full name, else by the first name. */
function idsNamed(name: string, people: readonly Named[]): string[] {
  const full = people.filter((p) => same(p.name.trim(), name));
  const first = people.filter((p) => same(p.name.trim().split(/\s+/)[0], name));
  return [...new Set((full.length > 0 ? full : first).map((p) => p.id))];
}

export function readFindBar(filter: BoardFilter, names: FindBarNames): FindBarReading {
  const people = [...new Set(names.people.map((p) => p.name.trim()).filter((n) => n !== ""))];
  const { filter: words, chips }: UnderstoodFilter = understandFilter(filter.q, { workspaces: names.workspaces.map((w) => w.name), people });
  const workspace = words.workspace === null ? null : names.workspaces.find((w) => w.name === words.workspace);
  const applied: BoardFilter = {
    q: words.q,
    bands: [...new Set<UrgencyBand>([...filter.bands, ...words.bands])],
    overdue: filter.overdue || words.overdue,
    hasReminders: filter.hasReminders || words.hasReminders,
    repeating: filter.repeating || words.repeating,
    mine: filter.mine || words.mine,
    assignedToMe: filter.assignedToMe || words.assignedToMe,
    due: [...new Set([...filter.due, ...words.due])],
    noDate: filter.noDate || words.noDate,
    createdBy: words.createdBy === null ? filter.createdBy : idsNamed(words.createdBy, names.people),
    workspaceId: workspace ? workspace.id : filter.workspaceId,
    status: words.status ?? filter.status,
  };
  return { applied, chips };
}

/** The filter once a chip of understood words is removed: its words leave the text. */
export function withoutChip(filter: BoardFilter, chip: Pick<FilterChip, "spans">): BoardFilter {
  return { ...filter, q: removeUnderstood(filter.q, chip) };
}
