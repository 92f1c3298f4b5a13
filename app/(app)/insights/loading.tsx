import { insightsCopy } from "@/lib/copy/insights";
import { InsightsSkeleton } from "@/components/insights/InsightsSkeleton";

/** Shown while another week is being computed. */
export default function InsightsLoading() {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{insightsCopy.title}</h1>
      <InsightsSkeleton />
    </>
  );
}
