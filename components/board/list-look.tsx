import type { ReactNode } from "react";
import { listSectionTitle, type BoardClock, type ListSection, type ListSectionKind } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";
import { cn } from "@/components/ui/cn";
import type { ListRow } from "@/components/task/TaskCard";
import { columnLook, CountHeading } from "./column-look";

/** The list view's look (ListView): one panel with a section per day, each row a compact card. */
export const listLook = {
  panel: cn(columnLook.section, columnLook.sectionIdle, "min-h-0 gap-5"),
  rows: "flex flex-col gap-1.5",
} as const;

const accents: Record<ListSectionKind, string> = {
  overdue: "bg-rose-500",
  today: "bg-indigo-500",
  tomorrow: "bg-sky-500",
  day: "bg-sky-300",
  later: "bg-violet-500",
  none: "bg-slate-400",
};

/** A section of the list: its title ('Overdue', 'Today', 'Thursday' …) with the count, then `children` (its rows). */
export function ListSectionFrame({ section, clock, children }: { section: ListSection<unknown>; clock: BoardClock; children: ReactNode }) {
  const title = listSectionTitle(section, clock);
  return (
    <section aria-label={title} data-testid={`list-${section.id}`}>
      <CountHeading title={title} accent={accents[section.kind]} count={section.tasks.length} />
      {children}
    </section>
  );
}

/** What the list says when no open task is left (the completed group may still follow). */
export function EmptyList() {
  return <p className="px-1 py-6 text-center text-sm font-medium text-slate-500 dark:text-slate-400">{boardCopy.emptyList}</p>;
}

/** Rows under a named day show the due time alone; Overdue and Later show the date too. */
export const rowDue = (section: ListSection<unknown>): ListRow => (section.dayOffset !== null ? "time" : "full");
