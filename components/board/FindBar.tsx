"use client";

import { Search, X } from "lucide-react";
import { TASK_SEARCH_MAX } from "@/lib/constants/tasks";
import { findWordsCopy } from "@/lib/copy/find-words";
import { tasksCopy } from "@/lib/copy/tasks";
import type { FilterChip, FilterChipKind } from "@/lib/assistant/filter-words";
import type { BoardFilter } from "@/lib/tasks/filter";
import type { UrgencyBand } from "@/lib/urgency";
import { cn } from "@/components/ui/cn";
import { shortcutTarget } from "./shortcuts";

const BANDS: readonly UrgencyBand[] = ["high", "medium", "low"];
type Flag = "overdue" | "hasReminders" | "repeating" | "mine" | "assignedToMe";
const FLAGS: { id: Flag; kind: FilterChipKind; label: string }[] = [
  { id: "overdue", kind: "overdue", label: tasksCopy.filterOverdue },
  { id: "hasReminders", kind: "reminders", label: tasksCopy.filterReminders },
  { id: "repeating", kind: "repeating", label: tasksCopy.filterRepeating },
  { id: "mine", kind: "mine", label: tasksCopy.filterMine },
  { id: "assignedToMe", kind: "assignedToMe", label: findWordsCopy.chipAssignedToMe },
];
/** Understood words with no chip of their own among the pressable ones: shown as chips to remove. */
const WORDS_ONLY: readonly FilterChipKind[] = ["due", "noDate", "createdBy", "workspace", "status"];

const chip = (active: boolean) =>
  cn(
    "shrink-0 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
    active
      ? "border-indigo-500 bg-indigo-600 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300",
  );

/**
 * The board's find bar: the search field (`/` focuses it; Escape in it clears it) and the filter chips:
 * urgency band, overdue, has reminders, repeating, created by me (docs/product.md#the-board). Words of the
 * text it understood (`chips`, docs/product.md#planning-assistant) press the chip they say, or show one of
 * their own (due when, no date, created by, in a workspace, open or completed); releasing or removing it
 * takes the words out of the text.
 */
export function FindBar({
  filter,
  chips = [],
  withoutWords = (next) => next,
  onChange,
}: {
  filter: BoardFilter;
  chips?: readonly FilterChip[];
  /** The filter with these chips' words taken out of its text (useBoardFilter's). */
  withoutWords?: (filter: BoardFilter, chips: readonly FilterChip[]) => BoardFilter;
  onChange: (filter: BoardFilter) => void;
}) {
  const said = (kind: FilterChipKind, label?: string) => chips.filter((c) => c.kind === kind && (label === undefined || c.label === label));
  const release = (next: BoardFilter, understood: readonly FilterChip[]) =>
    onChange(withoutWords(next, understood));
  const toggleBand = (band: UrgencyBand) => {
    const understood = said("band", findWordsCopy.chipBand[band]);
    if (filter.bands.includes(band) || understood.length > 0) release({ ...filter, bands: filter.bands.filter((b) => b !== band) }, understood);
    else onChange({ ...filter, bands: [...filter.bands, band] });
  };
  const toggleFlag = (id: Flag, kind: FilterChipKind) => {
    const understood = said(kind);
    if (filter[id] || understood.length > 0) release({ ...filter, [id]: false }, understood);
    else onChange({ ...filter, [id]: true });
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-xs">
        <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          type="search"
          {...shortcutTarget("search")}
          value={filter.q}
          maxLength={TASK_SEARCH_MAX}
          onChange={(event) => onChange({ ...filter, q: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === "Escape" && filter.q) {
              event.preventDefault();
              onChange({ ...filter, q: "" });
            }
          }}
          placeholder={tasksCopy.searchPlaceholder}
          aria-label={tasksCopy.searchLabel}
          data-testid="task-search"
          className="block w-full rounded-lg border border-slate-300 bg-white py-1.5 pl-8 pr-8 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {filter.q && (
          <button
            type="button"
            onClick={() => onChange({ ...filter, q: "" })}
            aria-label={tasksCopy.clearSearch}
            className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded p-0.5 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {/* On a phone the chips stay on one line that scrolls sideways by itself (the page does not). */}
      <div role="group" aria-label={tasksCopy.filters} className="flex gap-1.5 max-sm:overflow-x-auto sm:flex-wrap">
        {BANDS.map((band) => {
          const pressed = filter.bands.includes(band) || said("band", findWordsCopy.chipBand[band]).length > 0;
          return (
            <button key={band} type="button" aria-pressed={pressed} className={chip(pressed)} onClick={() => toggleBand(band)}>
              {tasksCopy.urgencyBadge[band]}
            </button>
          );
        })}
        {FLAGS.map(({ id, kind, label }) => {
          const pressed = filter[id] || said(kind).length > 0;
          return (
            <button key={id} type="button" aria-pressed={pressed} className={chip(pressed)} onClick={() => toggleFlag(id, kind)}>
              {label}
            </button>
          );
        })}
        {chips
          .filter((c) => WORDS_ONLY.includes(c.kind))
          .map((c) => (
            <button
              key={`${c.kind}:${c.label}`}
              type="button"
              data-testid="understood-chip"
              aria-label={findWordsCopy.removeChip(c.label)}
              className={cn(chip(true), "inline-flex items-center gap-1")}
              onClick={() => release(filter, [c])}
            >
              {c.label}
              <X className="size-3" aria-hidden />
            </button>
          ))}
      </div>
    </div>
  );
}
