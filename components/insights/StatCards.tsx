import type { ComponentType, ReactNode } from "react";
import { CircleCheckBig, Gauge, ListTodo, Percent } from "lucide-react";
import type { WeeklyStats } from "@/lib/insights";
import { insightsCopy } from "@/lib/copy/insights";
import { formatUrgency } from "@/lib/urgency";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";
import { Meter } from "./Meter";

type Tone = "indigo" | "emerald" | "sky" | "violet";

const iconTones: Record<Tone, string> = {
  indigo: "bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300",
  emerald: "bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300",
  sky: "bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300",
  violet: "bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300",
};

interface StatCardProps {
  label: string;
  value: string;
  detail: ReactNode;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  tone: Tone;
  children?: ReactNode;
}

function StatCard({ label, value, detail, Icon, tone, children }: StatCardProps) {
  return (
    <Card as="section" aria-label={label} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
        <span className={cn("hidden size-9 shrink-0 place-items-center rounded-xl sm:grid", iconTones[tone])}>
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p className="text-3xl font-semibold tabular-nums tracking-tight text-slate-900 dark:text-white" data-testid="stat-value">
        {value}
      </p>
      {children}
      <p className="text-sm text-slate-500 dark:text-slate-400">{detail}</p>
    </Card>
  );
}

/** The four cards: Total Tasks, Completed, Completion Rate, Productivity Score. */
export function StatCards({ stats }: { stats: WeeklyStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={insightsCopy.totalTasks}
        value={String(stats.totalTasks)}
        detail={insightsCopy.createdAndDue(stats.createdTasks, stats.dueTasks)}
        Icon={ListTodo}
        tone="indigo"
      />
      <StatCard
        label={insightsCopy.completed}
        value={String(stats.completedTasks)}
        detail={insightsCopy.pending(stats.pendingTasks)}
        Icon={CircleCheckBig}
        tone="emerald"
      />
      <StatCard
        label={insightsCopy.completionRate}
        value={`${stats.completionRate}%`}
        detail={insightsCopy.completedOfTotal(stats.completedTasks, stats.totalTasks)}
        Icon={Percent}
        tone="sky"
      >
        <Meter percent={stats.completionRate} className="bg-sky-500 dark:bg-sky-400" />
      </StatCard>
      <StatCard
        label={insightsCopy.productivityScore}
        value={String(stats.productivityScore)}
        detail={insightsCopy.averageUrgency(formatUrgency(stats.averageUrgency))}
        Icon={Gauge}
        tone="violet"
      >
        <Meter percent={stats.productivityScore} className="bg-violet-500 dark:bg-violet-400" />
      </StatCard>
    </div>
  );
}
