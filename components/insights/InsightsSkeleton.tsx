import { insightsCopy } from "@/lib/copy/insights";
import { Card } from "@/components/ui/Card";

const block = "animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800";

/** The page's shape while the week is computed (first visit before the zone is known, week changes). */
export function InsightsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{insightsCopy.loading}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="space-y-4 p-5">
            <div className={`${block} h-4 w-24`} />
            <div className={`${block} h-8 w-16`} />
            <div className={`${block} h-3 w-32`} />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden>
        <Card className="h-56 p-5 lg:col-span-2">
          <div className={`${block} h-5 w-40`} />
        </Card>
        <Card className="h-56 p-5">
          <div className={`${block} h-5 w-28`} />
        </Card>
      </div>
      <Card className="h-72 p-5" aria-hidden>
        <div className={`${block} h-5 w-36`} />
      </Card>
    </div>
  );
}
