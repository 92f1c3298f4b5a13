import { URGENCY_MAX } from "@/lib/constants/tasks";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatUrgency, normaliseUrgency, urgencyBand, type UrgencyBand } from "@/lib/urgency";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";

const tones: Record<UrgencyBand, BadgeTone> = { high: "red", medium: "amber", low: "green" };
const bars: Record<UrgencyBand, string> = { high: "bg-red-500", medium: "bg-amber-500", low: "bg-emerald-500" };

/** The card's urgency badge: its band (High, Medium, Low), as in the priority view. */
export function UrgencyBadge({ urgency }: { urgency: number }) {
  const band = urgencyBand(urgency);
  return <Badge tone={tones[band]}>{tasksCopy.urgencyBadge[band]}</Badge>;
}

/** The card's urgency bar with its one-decimal value ('4.5'). */
export function UrgencyBar({ urgency }: { urgency: number }) {
  const value = formatUrgency(urgency);
  const percent = (normaliseUrgency(urgency) / URGENCY_MAX) * 100;
  return (
    <div className="flex items-center gap-2" title={tasksCopy.urgencyValue(value)}>
      <div
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="meter"
        aria-label={tasksCopy.urgencyValue(value)}
        aria-valuemin={1}
        aria-valuemax={URGENCY_MAX}
        aria-valuenow={normaliseUrgency(urgency)}
      >
        <div className={cn("h-full rounded-full", bars[urgencyBand(urgency)])} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-7 text-right font-mono text-xs tabular-nums text-slate-600 dark:text-slate-400" data-testid="urgency-value">
        {value}
      </span>
    </div>
  );
}
