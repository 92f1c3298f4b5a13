"use client";

import { useState, type FormEvent } from "react";
import { commonCopy } from "@/lib/copy/common";
import { parseCopy } from "@/lib/copy/parse";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import type { BoardClock } from "@/lib/board";
import { useDateOptions } from "./date-options";

export interface DueDateStepProps {
  title: string;
  /** The board's clock: the quick-date presets still ahead (at most 6) and the 'More' options are its (docs/product.md#quick-add-parsing). */
  clock: BoardClock;
  onPick: (dueDate: string) => void;
  /** Custom text read as a date: the instant, or null when it names none. */
  resolveCustom: (text: string) => Promise<string | null>;
  /** Present in the due-date step only (save without a due date). */
  onSkip?: () => void;
  onCancel: () => void;
}

/** The due-date picker of the add flow: presets, More (next week, two weeks, end of month, custom date), Skip, Cancel. */
export function DueDateStep({ title, clock, onPick, resolveCustom, onSkip, onCancel }: DueDateStepProps) {
  const { presets, more } = useDateOptions(clock);
  const [showMore, setShowMore] = useState(false);
  const [custom, setCustom] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitCustom = async (event: FormEvent) => {
    event.preventDefault();
    const text = custom?.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      const due = await resolveCustom(text);
      if (due) onPick(due);
      else setError(parseCopy.dateNotUnderstood);
    } catch {
      setError(taskDetailsCopy.dateProcessingError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{title}</p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {presets.map((option) => (
          <Button key={option.value} size="sm" variant="secondary" onClick={() => onPick(option.value)}>
            {option.label}
          </Button>
        ))}
      </div>
      {showMore ? (
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {more.map((option) => (
            <Button key={option.label} size="sm" variant="secondary" onClick={() => onPick(option.value)}>
              {option.label}
            </Button>
          ))}
          <Button size="sm" variant="secondary" onClick={() => setCustom(custom ?? "")} aria-expanded={custom !== null}>
            {parseCopy.presets.customDate}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" className="mt-2" onClick={() => setShowMore(true)}>
          {taskDetailsCopy.moreOptions}
        </Button>
      )}
      {custom !== null && (
        <form onSubmit={submitCustom} className="mt-3">
          <div className="flex gap-2">
            <Input
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              placeholder={taskDetailsCopy.customDatePlaceholder}
              aria-label={parseCopy.presets.customDate}
              aria-invalid={error ? true : undefined}
              autoFocus
            />
            <Button type="submit" size="md" loading={busy} disabled={!custom.trim()}>
              {taskDetailsCopy.setDate}
            </Button>
          </div>
          {error && (
            <p role="alert" className="mt-1.5 text-xs text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </form>
      )}
      <div className="mt-4 flex gap-2">
        {onSkip && (
          <Button size="sm" variant="secondary" onClick={onSkip}>
            {taskDetailsCopy.skip}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {commonCopy.cancel}
        </Button>
      </div>
    </div>
  );
}
