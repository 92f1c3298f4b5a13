import type { CSSProperties, ReactNode } from "react";
import { CalendarClock, Flame, Sparkles, Type } from "lucide-react";
import { URGENCY_MAX } from "@/lib/constants/tasks";
import { tasksCopy } from "@/lib/copy/tasks";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";

export const DEMO_SENTENCE = "Call the investor tomorrow at 3pm, urgent";

const parsed: Array<{ label: string; value: string; tone: BadgeTone; icon: ReactNode }> = [
  { label: "Title", value: "Call the investor", tone: "indigo", icon: <Type className="size-3.5" aria-hidden="true" /> },
  { label: "Due", value: "Tomorrow at 3:00 PM", tone: "sky", icon: <CalendarClock className="size-3.5" aria-hidden="true" /> },
  {
    label: "Urgency",
    value: `${tasksCopy.urgencyStepLabels[URGENCY_MAX]} · ${URGENCY_MAX.toFixed(1)}`,
    tone: "red",
    icon: <Flame className="size-3.5" aria-hidden="true" />,
  },
];

/**
 * A static, CSS-animated picture of the add-task flow: the sentence types itself and the parsed parts
 * appear. The full text is always in the DOM, so screen readers and reduced-motion users get it at once.
 */
export function ParseDemo() {
  return (
    <figure aria-label="Example: a typed sentence parsed into a task" style={{ "--demo-cycle": "9s" } as CSSProperties}>
      <Card className="relative overflow-hidden p-5 sm:p-6">
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">What do you want to do?</p>
          <Badge tone="violet">
            <Sparkles className="size-3" aria-hidden="true" />
            AI
          </Badge>
        </div>

        <div className="mt-3 flex items-center gap-2">
          <div className="flex h-11 min-w-0 flex-1 items-center rounded-lg border border-indigo-300 bg-white px-3 font-mono text-[12.5px] text-slate-900 ring-3 ring-indigo-500/15 sm:text-sm dark:border-indigo-500/50 dark:bg-slate-950 dark:text-slate-100">
            <span className="demo-typing">{DEMO_SENTENCE}</span>
            <span className="demo-caret ml-px inline-block h-5 w-0.5 shrink-0 bg-indigo-500" aria-hidden="true" />
          </div>
          <span
            aria-hidden="true"
            className="hidden h-11 items-center rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white shadow-sm sm:inline-flex"
          >
            Add
          </span>
        </div>

        <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50/80 p-4 dark:border-slate-800 dark:bg-slate-950/60">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-indigo-700 dark:text-indigo-300">
            <Sparkles className="size-3.5" aria-hidden="true" />
            AI Parsed Your Task
          </p>
          <div className="relative">
            <Pending />
            <dl className="mt-3 space-y-2.5">
              {parsed.map((item, index) => (
                <div
                  key={item.label}
                  className="demo-reveal flex items-center justify-between gap-3"
                  style={{ "--demo-delay": `${index * 0.15}s` } as CSSProperties}
                >
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
                  <dd>
                    <Badge tone={item.tone} className="px-2.5 py-1 text-[13px]">
                      {item.icon}
                      {item.value}
                    </Badge>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="demo-reveal mt-4" style={{ "--demo-delay": "0.45s" } as CSSProperties}>
            <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
              <div className="h-full w-full rounded-full bg-linear-to-r from-amber-400 via-orange-500 to-red-500" />
            </div>
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Filed under Next 7 Days · High Priority</p>
          </div>
        </div>
      </Card>
    </figure>
  );
}

/** Skeleton rows shown while the sentence is being typed; hidden for good with reduced motion. */
function Pending() {
  return (
    <div aria-hidden="true" className="demo-pending pointer-events-none absolute inset-x-0 top-0 mt-3 space-y-2.5">
      {parsed.map((item) => (
        <div key={item.label} className="flex h-[26px] items-center justify-between gap-3">
          <span className="h-3 w-14 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="h-6 w-32 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
