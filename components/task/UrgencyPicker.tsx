"use client";

import { useRef, type KeyboardEvent } from "react";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatUrgency } from "@/lib/urgency";
import { cn } from "@/components/ui/cn";

const levels = tasksCopy.urgencyLevels;

/**
 * The urgency picker: the five levels, 5.0 Critical 'Needs immediate attention' to 1.0 Minimal 'Little to
 * no urgency', as a radio group (arrow keys move between levels). A value between levels (4.5) is shown
 * as it is until a level is picked.
 */
export function UrgencyPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = levels.findIndex((level) => level.value === value);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowDown" || event.key === "ArrowRight" ? 1 : event.key === "ArrowUp" || event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + levels.length) % levels.length;
    onChange(levels[next].value);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div role="radiogroup" aria-label={taskDetailsCopy.fieldUrgency} className="grid gap-1.5" data-testid="urgency-picker">
        {levels.map((level, index) => {
          const checked = level.value === value;
          return (
            <button
              key={level.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (selected === -1 && index === 0) ? 0 : -1}
              onClick={() => onChange(level.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "flex items-baseline gap-2 rounded-lg border px-3 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
                checked
                  ? "border-indigo-500 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100"
                  : "border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300",
              )}
            >
              <span className="font-medium tabular-nums">{taskDetailsCopy.urgencyLevel(level.value, level.name)}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{level.description}</span>
            </button>
          );
        })}
      </div>
      {selected === -1 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{taskDetailsCopy.currentUrgency(Number(formatUrgency(value)))}</p>}
    </div>
  );
}
