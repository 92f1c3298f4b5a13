import type { WeeklyStats } from "@/lib/insights";
import { insightsCopy } from "@/lib/copy/insights";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

type QuickStatsProps = {
  stats: Pick<WeeklyStats, "tasksPerDay" | "completionsPerDay" | "focusArea" | "overdueTasks">;
  className?: string;
};

/** 'Quick Stats': tasks and completions per day (÷ 7), the focus area and the overdue count. */
export function QuickStats({ stats, className }: QuickStatsProps) {
  const rows = [
    { label: insightsCopy.tasksPerDay, value: stats.tasksPerDay.toFixed(1) },
    { label: insightsCopy.completionPerDay, value: stats.completionsPerDay.toFixed(1) },
    { label: insightsCopy.focusArea, value: insightsCopy.focusAreaValues[stats.focusArea] },
    { label: insightsCopy.overdue, value: String(stats.overdueTasks), alert: stats.overdueTasks > 0 },
  ];
  return (
    <Card as="section" aria-labelledby="quick-stats" className={className}>
      <h2 id="quick-stats" className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
        {insightsCopy.quickStats}
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
