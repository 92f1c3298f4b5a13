import type { PlannedVsDone as Figures } from "@/lib/insights-plan";
import { insightsCopy } from "@/lib/copy/insights";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";
import { Meter } from "./Meter";

const DONE_BAR = "bg-emerald-500 dark:bg-emerald-400";

/**
 * 'Planned vs done': per day of the week (Sunday first) the tasks of the day plans the user accepted and how
 * many of them were done by the end of that day, and the week's total with its percent (docs/product.md#insights).
 * A table, so every figure is text; the bars beside them are decoration. An empty state when nothing was planned.
 */
export function PlannedVsDone({ figures }: { figures: Figures }) {
  return (
    <Card as="section" aria-labelledby="planned-vs-done" data-testid="planned-vs-done">
      <div className="border-b border-slate-100 px-5 py-4 dark:border-slate-800">
        <h2 id="planned-vs-done" className="text-base font-semibold text-slate-900 dark:text-white">
          {insightsCopy.plannedVsDone}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{insightsCopy.plannedRule}</p>
      </div>
      {figures.hasData ? (
        <table className="w-full table-fixed text-sm" aria-labelledby="planned-vs-done">
          <thead>
            <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
              <th scope="col" className="w-1/3 px-5 py-2 font-medium">
                {insightsCopy.plannedDayColumn}
              </th>
              <th scope="col" className="px-5 py-2 font-medium">
                {insightsCopy.plannedDoneColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {figures.days.map((day) => (
              <tr
                key={day.date}
                aria-current={day.today ? "date" : undefined}
                className={cn(day.today && "bg-indigo-50/60 dark:bg-indigo-500/10")}
                data-testid="planned-day"
              >
                <th scope="row" className={cn("px-5 py-2 text-left font-normal text-slate-700 dark:text-slate-300", day.today && "font-semibold")}>
                  {insightsCopy.weekdays[day.weekday]} {Number(day.date.slice(8))}
                </th>
                <td className="px-5 py-2">
                  {day.planned === 0 ? (
                    <span className="text-slate-500 dark:text-slate-400">{insightsCopy.nothingPlannedDay}</span>
                  ) : (
                    <div className="flex items-center gap-3">
                      <span className="shrink-0 font-semibold tabular-nums text-slate-900 dark:text-white">
                        {insightsCopy.doneOfPlanned(day.done, day.planned)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <Meter percent={(day.done / day.planned) * 100} className={DONE_BAR} />
                      </div>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 dark:border-slate-700">
            <tr>
              <th scope="row" className="px-5 py-3 text-left font-semibold text-slate-900 dark:text-white">
                {insightsCopy.thisWeek}
              </th>
              <td className="px-5 py-3 font-semibold tabular-nums text-slate-900 dark:text-white" data-testid="planned-week">
                {insightsCopy.weekDoneOfPlanned(figures.done, figures.planned, figures.percent)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <div className="px-5 py-6 text-sm">
          <p className="font-medium text-slate-900 dark:text-white">{insightsCopy.nothingPlanned}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{insightsCopy.nothingPlannedHint}</p>
        </div>
      )}
    </Card>
  );
}
