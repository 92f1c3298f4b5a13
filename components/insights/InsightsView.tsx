import type { WeeklyStats } from "@/lib/insights";
import type { PlannedVsDone as PlannedFigures } from "@/lib/insights-plan";
import { EmptyInsights } from "./EmptyInsights";
import { PlannedVsDone } from "./PlannedVsDone";
import { QuickStats } from "./QuickStats";
import { StatCards } from "./StatCards";
import { WeeklyProgress } from "./WeeklyProgress";
import { WeeklySummary } from "./WeeklySummary";

/**
 * The week's figures, or the empty state when no task belongs to the week; 'Planned vs done' below them (on its
 * own under the empty state when something was planned for the week all the same).
 */
export function InsightsView({ stats, planned }: { stats: WeeklyStats; planned: PlannedFigures }) {
  if (!stats.hasData) {
    return (
      <div className="space-y-6">
        <EmptyInsights />
        {planned.hasData && <PlannedVsDone figures={planned} />}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <WeeklySummary stats={stats} className="lg:col-span-2" />
        <QuickStats stats={stats} />
      </div>
      <WeeklyProgress stats={stats} />
      <PlannedVsDone figures={planned} />
    </div>
  );
}
