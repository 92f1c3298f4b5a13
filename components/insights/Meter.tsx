import { cn } from "@/components/ui/cn";

/** A thin horizontal bar filled to `percent` (0-100); decoration beside a number that says the same. */
export function Meter({ percent, className }: { percent: number; className: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
      <div className={cn("h-full rounded-full transition-[width] duration-500", className)} style={{ width: `${width}%` }} />
    </div>
  );
}
