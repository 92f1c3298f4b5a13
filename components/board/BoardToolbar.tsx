"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CalendarDays, Flag, LineChart, List, Rows3, RefreshCw } from "lucide-react";
import type { BoardView, CardDensity } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { Button, buttonClasses } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { LiveIndicator } from "./live/LiveIndicator";
import { PlanButton } from "@/components/plan/PlanButton";

const views: { id: BoardView; label: string; Icon: typeof CalendarDays }[] = [
  { id: "date", label: tasksCopy.dateView, Icon: CalendarDays },
  { id: "priority", label: tasksCopy.priorityView, Icon: Flag },
  { id: "list", label: boardCopy.listView, Icon: List },
];

const pressable = "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500";
/** On a phone (below `sm`) the toolbar's buttons show their icons only; the label stays their accessible name. */
const phoneLabel = "max-sm:sr-only";
const pressedLook = (pressed: boolean) =>
  pressed ? "bg-indigo-600 text-white shadow-sm" : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white";
const segmented = "inline-flex rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900";

export interface BoardToolbarProps {
  view: BoardView;
  onViewChange: (view: BoardView) => void;
  density: CardDensity;
  onDensityChange: (density: CardDensity) => void;
  onRefresh: () => void;
  refreshing: boolean;
  children?: ReactNode;
}

/**
 * The view toggle (date / priority / list), the density toggle (compact cards), the live connection
 * indicator, the link to Insights and 'Refresh Tasks'; `children` (the find bar) go on a row of their own below.
 * On a phone the buttons show their icons alone and the Insights link is left to the bottom bar, so the
 * first cards come into view without scrolling.
 */
export function BoardToolbar({ view, onViewChange, density, onDensityChange, onRefresh, refreshing, children }: BoardToolbarProps) {
  const compact = density === "compact";
  return (
    <div className="flex flex-col gap-2 sm:gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={tasksCopy.viewToggle} className={segmented}>
            {views.map(({ id, label, Icon }) => (
              <button key={id} type="button" aria-pressed={view === id} onClick={() => onViewChange(id)} className={cn(pressable, pressedLook(view === id))}>
                <Icon className="size-4" aria-hidden />
                <span className={phoneLabel}>{label}</span>
              </button>
            ))}
          </div>
          <div className={segmented}>
            <button
              type="button"
              aria-pressed={compact}
              onClick={() => onDensityChange(compact ? "comfortable" : "compact")}
              className={cn(pressable, pressedLook(compact))}
              data-testid="density-toggle"
            >
              <Rows3 className="size-4" aria-hidden />
              <span className={phoneLabel}>{boardCopy.compactCards}</span>
            </button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LiveIndicator />
          <PlanButton />
          <Link href="/insights" className={buttonClasses({ variant: "ghost", size: "sm", className: "max-sm:hidden" })}>
            <LineChart className="size-4" aria-hidden />
            {tasksCopy.insights}
          </Link>
          <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn("size-4", refreshing && "animate-spin")} aria-hidden />
            <span className={phoneLabel}>{tasksCopy.refresh}</span>
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}
