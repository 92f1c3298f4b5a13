import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { weeklyInsights } from "@/server/services/insights";
import { resolveActiveWorkspaceForRequest } from "@/server/services/workspaces";
import { requestedWorkspaceId, requestTimeZone } from "@/server/cookies";
import { formatWeekRange } from "@/lib/format";
import { parseWeekOffset } from "@/lib/insights";
import { InsightsHeader } from "@/components/insights/InsightsHeader";
import { InsightsSkeleton } from "@/components/insights/InsightsSkeleton";
import { InsightsView } from "@/components/insights/InsightsView";

export const metadata: Metadata = { title: "Weekly Insights — Duely" };

type InsightsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Weekly insights (figures and formulas: docs/product.md#insights), rendered on the server for the active workspace, in the
 * user's zone and for the week `?week=` weeks from the current one (-1 the week before; absent 0), with 'Planned vs
 * done' from the day plans the user accepted in that workspace.
 *
 * The zone is the one the browser reported (server/cookies, set by the layout's TimeZoneCookie) —
 * never the server's own. On a first visit without it the page shows its skeleton, the browser sets
 * the cookie and the page re-renders once with the real figures. An invalid `?week=` redirects to the
 * current week.
 */
export default async function InsightsPage({ searchParams }: InsightsPageProps) {
  // The (app) layout checks the session too, but layout and page render in parallel: the page checks
  // for itself and leaves an unverified user to the layout's 'Verify Your Email' screen.
  const user = await getVerifiedPageUser();
  if (!user) return null;

  const weekOffset = parseWeekOffset((await searchParams).week);
  if (weekOffset === null) redirect("/insights");

  const timeZone = await requestTimeZone();
  if (!timeZone) {
    return (
      <>
        <InsightsHeader weekRange={null} weekOffset={weekOffset} />
        <InsightsSkeleton />
      </>
    );
  }

  const { active } = await resolveActiveWorkspaceForRequest(user, await requestedWorkspaceId());
  const week = { now: new Date(), timeZone, weekOffset };
  const { stats, planned } = await weeklyInsights({ user, workspaceId: active.id, week });
  return (
    <>
      <InsightsHeader weekRange={formatWeekRange(stats.weekPeriod, { timeZone })} weekOffset={weekOffset} workspaceName={active.name} />
      <InsightsView stats={stats} planned={planned} />
    </>
  );
}
