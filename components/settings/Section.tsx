import type { ReactNode } from "react";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

/** A group of the settings page (Account, Integrations): a level-two heading over its sections. */
export function SettingsGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One section of a settings group, with its heading as the section's name; `danger` for one that destroys. */
export function SettingsSection({ id, title, intro, danger = false, children }: { id: string; title: string; intro?: string; danger?: boolean; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className={cn("space-y-4 p-5", danger && "border-red-300 dark:border-red-900")}>
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h3>
        {intro && <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}

/** A secret shown once, selectable, with a copy button. */
export function ShownOnce({ label, value, note, copyLabel }: { label: string; value: string; note: string; copyLabel: string }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40">
      <p className="text-sm font-medium">{note}</p>
      <div className="flex items-center gap-2">
        <code aria-label={label} className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs dark:bg-slate-900">
          {value}
        </code>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-xs dark:border-slate-700"
          onClick={() => void navigator.clipboard?.writeText(value)}
        >
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
