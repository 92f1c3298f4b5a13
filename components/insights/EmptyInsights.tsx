import Link from "next/link";
import { ChartColumn } from "lucide-react";
import { insightsCopy } from "@/lib/copy/insights";
import { buttonClasses } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";

/** The empty state: 'No Data Available' / 'Create some tasks to see your weekly insights.' */
export function EmptyInsights() {
  return (
    <Card as="section" aria-labelledby="no-data" className="flex flex-col items-center px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <ChartColumn className="size-7" aria-hidden />
      </span>
      <h2 id="no-data" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {insightsCopy.noData}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{insightsCopy.noDataHint}</p>
      <Link href="/todo" className={buttonClasses({ variant: "primary", size: "md", className: "mt-6" })}>
        {insightsCopy.goToTasks}
      </Link>
    </Card>
  );
}
