import type { BoardColumn as Column } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";

/** A board column's look (BoardColumn), its heading, count and empty state. */
export const columnLook = {
  grid: "grid gap-4 md:grid-cols-3",
  section: "flex min-h-64 flex-col rounded-2xl border bg-slate-50/80 p-3 transition-colors dark:bg-slate-900/40",
  sectionIdle: "border-slate-200 dark:border-slate-800",
  sectionOver: "border-indigo-400 bg-indigo-50/60 dark:border-indigo-500/60 dark:bg-indigo-500/10",
  list: "flex flex-col gap-2",
  showMore: "mt-2",
  /** A heading inside a column ('No date') or the list (its days). */
  subheading: "mb-2 mt-4 px-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400",
  /** The 'Completed (N)' group at a column's end, and its toggle. */
  completed: "mt-4 flex flex-col gap-2",
  completedToggle:
    "flex w-full items-center gap-1.5 rounded-md px-1 py-1 text-left text-xs font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white",
} as const;

const accents: Record<Column<Task>["id"], string> = {
  today: "bg-rose-500",
  upcoming: "bg-sky-500",
  future: "bg-violet-500",
  high: "bg-red-500",
  medium: "bg-amber-500",
  low: "bg-emerald-500",
};

/** A column's (or a list section's) title with its accent dot and, when it has open tasks, their count. */
export function CountHeading({ title, accent, count }: { title: string; accent: string; count: number }) {
  return (
    <h2 className="mb-3 flex items-center gap-2 px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
      <span className={cn("size-2 rounded-full", accent)} aria-hidden />
      {title}
      {count > 0 && (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="column-count">
          {count}
        </span>
      )}
    </h2>
  );
}

/** The column's title with its accent dot and, when it has open tasks, their count. */
export function ColumnHeading({ id, count }: { id: Column<Task>["id"]; count: number }) {
  return <CountHeading title={boardCopy.columnTitles[id]} accent={accents[id]} count={count} />;
}

/** The heading over the tasks without a due date at the end of 'Today & Overdue'. */
export function NoDateHeading() {
  return (
    <h3 className={columnLook.subheading} data-testid="no-date-heading">
      {boardCopy.noDateHeading}
    </h3>
  );
}

/** What an empty column says. */
export function EmptyColumn({ id }: { id: Column<Task>["id"] }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-200 p-6 text-center dark:border-slate-800">
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{boardCopy.emptyColumn[id]}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{boardCopy.emptyHint}</p>
    </div>
  );
}
