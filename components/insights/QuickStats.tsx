import type { WeeklyStats } from "@/lib/insights";
import { INSIGHTS_COPY, INSIGHTS_PAGE_COPY as COPY } from "@/lib/messages";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

type QuickStatsProps = {
  stats: Pick<WeeklyStats, "tasksPerDay" | "completionsPerDay" | "focusArea" | "overdueTasks">;
  className?: string;
};

/** 'Quick Stats': tasks and completions per day (÷ 7), the focus area and the overdue count. */
export function QuickStats({ stats, className }: QuickStatsProps) {
  const rows = [
    { label: COPY.tasksPerDay, value: stats.tasksPerDay.toFixed(1) },
    { label: COPY.completionPerDay, value: stats.completionsPerDay.toFixed(1) },
    { label: COPY.focusArea, value: INSIGHTS_COPY.focusArea[stats.focusArea] },
    { label: COPY.overdue, value: String(stats.overdueTasks), alert: stats.overdueTasks > 0 },
  ];
  return (
    <Card as="section" aria-labelledby="quick-stats" className={className}>
      <h2 id="quick-stats" className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
        {COPY.quickStats}
      </h2>
      <dl className="divide-y divide-slate-100 px-5 dark:divide-slate-800">
        {rows.map(({ label, value, alert }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-3 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd
              className={cn(
                "font-semibold tabular-nums",
                alert ? "text-red-600 dark:text-red-400" : "text-slate-900 dark:text-white",
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
