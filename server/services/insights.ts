import "server-only";
import type { VerifiedAccount } from "@/server/auth/verified";
import { listPlannedTasks } from "@/server/services/plan";
import { listTasks } from "@/server/services/tasks";
import { weeklyStats, type InsightsOptions, type WeeklyStats } from "@/lib/insights";
import { plannedVsDone, plannedWeekRange, type PlannedVsDone } from "@/lib/insights-plan";

export interface WeeklyInsights {
  stats: WeeklyStats;
  /** From the day plans the user accepted in the workspace that week. */
  planned: PlannedVsDone;
}

/**
 * A workspace's insights for one week on the user's calendar (docs/product.md#insights): the insights page and
 * MCP's weekly_insights both answer this.
 */
export async function weeklyInsights({ user, workspaceId, week }: { user: VerifiedAccount; workspaceId: string; week: InsightsOptions }): Promise<WeeklyInsights> {
  const [tasks, plannedRows] = await Promise.all([listTasks({ user, workspaceId }), listPlannedTasks({ user, workspaceId, ...plannedWeekRange(week) })]);
  return { stats: weeklyStats(tasks, week), planned: plannedVsDone(plannedRows, tasks, week) };
}
