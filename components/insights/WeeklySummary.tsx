import { Lightbulb, Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { Trend, WeeklyStats } from "@/lib/insights";
import { insightsCopy } from "@/lib/copy/insights";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";

const trendLook: Record<Trend, { tone: BadgeTone; Icon: typeof TrendingUp }> = {
  improving: { tone: "green", Icon: TrendingUp },
  stable: { tone: "amber", Icon: Minus },
  declining: { tone: "red", Icon: TrendingDown },
};

/** 'Weekly Summary': the trend label and up to two recommendations (docs/product.md#insights). */
export function WeeklySummary({ stats, className }: { stats: Pick<WeeklyStats, "trend" | "recommendations">; className?: string }) {
  const { tone, Icon } = trendLook[stats.trend];
  return (
    <Card as="section" aria-labelledby="weekly-summary" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
        <h2 id="weekly-summary" className="text-base font-semibold text-slate-900 dark:text-white">
          {insightsCopy.weeklySummary}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {insightsCopy.trend}
          <Badge tone={tone} className="px-2.5 py-1 text-sm" data-testid="trend">
            <Icon className="size-4" aria-hidden />
            {insightsCopy.trendValues[stats.trend]}
          </Badge>
        </p>
      </div>
      <div className="px-5 py-4">
        <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{insightsCopy.recommendations}</h3>
        <ul className="mt-3 space-y-3">
          {stats.recommendations.map((text) => (
            <li key={text} className="flex gap-3 rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500 dark:text-amber-400" aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
