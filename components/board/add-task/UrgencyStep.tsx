"use client";

import { useState } from "react";
import { Minus, Plus } from "lucide-react";
import { URGENCY_DEFAULT, URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { urgencyStepLabel } from "@/lib/urgency";
import { Button } from "@/components/ui/Button";

/** The urgency step: a 1-5 stepper with its label; Use Default saves 3; Cancel aborts. */
export function UrgencyStep({ onSet, onUseDefault, onCancel }: { onSet: (urgency: number) => void; onUseDefault: () => void; onCancel: () => void }) {
  const [value, setValue] = useState<number>(URGENCY_DEFAULT);
  return (
    <div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{taskDetailsCopy.urgencyStepTitle}</p>
      <div className="mt-3 flex items-center gap-3">
        <Button size="icon" variant="secondary" aria-label={taskDetailsCopy.decreaseUrgency} disabled={value <= URGENCY_MIN} onClick={() => setValue(value - 1)}>
          <Minus className="size-4" aria-hidden />
        </Button>
        <output aria-live="polite" className="min-w-40 text-center">
          <span className="block text-2xl font-semibold tabular-nums text-slate-900 dark:text-white" data-testid="urgency-step-value">
            {value}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{urgencyStepLabel(value)}</span>
        </output>
        <Button size="icon" variant="secondary" aria-label={taskDetailsCopy.increaseUrgency} disabled={value >= URGENCY_MAX} onClick={() => setValue(value + 1)}>
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onSet(value)}>
          {taskDetailsCopy.setUrgency}
        </Button>
        <Button size="sm" variant="secondary" onClick={onUseDefault}>
          {taskDetailsCopy.useDefault}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {commonCopy.cancel}
        </Button>
      </div>
    </div>
  );
}
