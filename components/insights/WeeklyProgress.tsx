import type { GoalLabel, WeeklyStats } from "@/lib/insights";
import { insightsCopy } from "@/lib/copy/insights";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

const goalTone: Record<GoalLabel, BadgeTone> = { excellent: "green", good: "sky", keepGoing: "amber" };

const CREATED_BAR = "bg-indigo-500 dark:bg-indigo-400";
const COMPLETED_BAR = "bg-emerald-500 dark:bg-emerald-400";

/**
 * 'Weekly Progress': per day of the week (Sunday first) a bar of the tasks created and one of the tasks
 * completed, scaled to the busiest day, with the weekly goal label. Plain CSS; each day is also told as
 * text for screen readers.
 */
export function WeeklyProgress({ stats }: { stats: Pick<WeeklyStats, "days" | "goal" | "completionRate"> }) {
  const max = Math.max(1, ...stats.days.flatMap((d) => [d.created, d.completed]));
  return (
    <Card as="section" aria-labelledby="weekly-progress">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
        <h2 id="weekly-progress" className="text-base font-semibold text-slate-900 dark:text-white">
          {insightsCopy.weeklyProgress}
        </h2>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <Legend className={CREATED_BAR} label={insightsCopy.created} />
          <Legend className={COMPLETED_BAR} label={insightsCopy.completed} />
        </div>
      </div>
      <ul className="grid grid-cols-7 gap-1 px-3 pt-5 sm:gap-3 sm:px-5">
        {stats.days.map((day) => {
          const name = insightsCopy.weekdays[day.weekday];
          return (
            <li
              key={day.date}
              className="flex flex-col items-center gap-2"
              aria-label={insightsCopy.dayBars(name, day.created, day.completed)}
              aria-current={day.today ? "date" : undefined}
              data-testid="day"
            >
              <div className="flex h-40 w-full justify-center gap-1 pt-4 sm:gap-1.5" aria-hidden>
                <Bar value={day.created} max={max} className={CREATED_BAR} />
                <Bar value={day.completed} max={max} className={COMPLETED_BAR} />
              </div>
              <div
                className={cn(
                  "flex w-full flex-col items-center rounded-lg py-1 text-xs",
                  day.today ? "bg-indigo-50 font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300" : "text-slate-500 dark:text-slate-400",
                )}
                aria-hidden
              >
                <span>{name}</span>
                <span className="tabular-nums">{Number(day.date.slice(8))}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-4 dark:border-slate-800">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {insightsCopy.weeklyGoal}
          <Badge tone={goalTone[stats.goal]} className="px-2.5 py-1 text-sm" data-testid="goal">
            {insightsCopy.goal[stats.goal]}
          </Badge>
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{insightsCopy.goalHint(stats.completionRate)}</p>
      </div>
    </Card>
  );
}

function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <div className="relative h-full w-3 sm:w-5">
      <div
        className={cn("absolute inset-x-0 bottom-0 rounded-t-md", value === 0 ? "bg-slate-200 dark:bg-slate-700" : className)}
        style={{ height: value === 0 ? "2px" : `${(value / max) * 100}%` }}
      >
        <span className="absolute -top-4 left-1/2 -translate-x-1/2 text-[10px] font-medium tabular-nums text-slate-500 dark:text-slate-400">
          {value}
        </span>
      </div>
    </div>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
      <span className={cn("size-2.5 rounded-sm", className)} aria-hidden />
      {label}
    </span>
  );
}
