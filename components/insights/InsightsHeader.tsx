import Link from "next/link";
import { CalendarRange, ChevronLeft, ChevronRight } from "lucide-react";
import { INSIGHTS_MAX_WEEK_OFFSET } from "@/lib/constants/insights";
import { commonCopy } from "@/lib/copy/common";
import { insightsCopy } from "@/lib/copy/insights";
import { Badge } from "@/components/ui/Badge";
import { buttonClasses } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { weekHref } from "./week-href";

interface InsightsHeaderProps {
  /** The week's dates as shown, e.g. 'Nov 16 – 22, 2025'; null while the user's zone is not known yet. */
  weekRange: string | null;
  weekOffset: number;
  workspaceName?: string;
}

/** 'Weekly Insights' with the week range, the workspace, and previous / this / next week links. */
export function InsightsHeader({ weekRange, weekOffset, workspaceName }: InsightsHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{insightsCopy.title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CalendarRange className="size-4 shrink-0 text-indigo-500 dark:text-indigo-400" aria-hidden />
          {weekRange ? <span data-testid="week-range">{weekRange}</span> : <span className="h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />}
          {weekOffset === 0 && <Badge tone="indigo">{insightsCopy.thisWeek}</Badge>}
          {workspaceName && <span className="truncate text-slate-500 dark:text-slate-400">{insightsCopy.workspace(workspaceName)}</span>}
        </p>
      </div>
      <nav aria-label={insightsCopy.weekNavigation} className="flex items-center gap-1">
        <WeekLink offset={weekOffset - 1} label={insightsCopy.previousWeek} icon="previous" />
        {weekOffset !== 0 && (
          <Link href={weekHref(0)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {insightsCopy.thisWeek}
          </Link>
        )}
        <WeekLink offset={weekOffset + 1} label={commonCopy.nextWeek} icon="next" />
      </nav>
    </header>
  );
}

function WeekLink({ offset, label, icon }: { offset: number; label: string; icon: "previous" | "next" }) {
  const Icon = icon === "previous" ? ChevronLeft : ChevronRight;
  const classes = buttonClasses({ variant: "secondary", size: "sm", className: cn(icon === "previous" ? "pl-2" : "pr-2") });
  const content = (
    <>
      {icon === "previous" && <Icon className="size-4" aria-hidden />}
      <span>{label}</span>
      {icon === "next" && <Icon className="size-4" aria-hidden />}
    </>
  );
  if (Math.abs(offset) > INSIGHTS_MAX_WEEK_OFFSET) {
    return (
      <span role="link" aria-disabled="true" className={classes}>
        {content}
      </span>
    );
  }
  return (
    <Link href={weekHref(offset)} className={classes}>
      {content}
    </Link>
  );
}
