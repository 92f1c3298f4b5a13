import type { WeeklyStats } from "@/lib/insights";
import { EmptyInsights } from "./EmptyInsights";
import { QuickStats } from "./QuickStats";
import { StatCards } from "./StatCards";
import { WeeklyProgress } from "./WeeklyProgress";
import { WeeklySummary } from "./WeeklySummary";

/** The week's figures, or the empty state when no task belongs to the week. */
export function InsightsView({ stats }: { stats: WeeklyStats }) {
  if (!stats.hasData) return <EmptyInsights />;
  return (
    <div className="space-y-6">
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <WeeklySummary stats={stats} className="lg:col-span-2" />
        <QuickStats stats={stats} />
      </div>
      <WeeklyProgress stats={stats} />
    </div>
  );
}
