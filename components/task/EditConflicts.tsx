"use client";

import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { Button } from "@/components/ui/Button";

/** One field the user changed that someone else changed meanwhile: both values, as the panel shows them. */
export interface EditConflict {
  field: string;
  label: string;
  theirs: string;
  yours: string;
}

/**
 * The edit panel's answer to a save refused because fields the user changed were changed meanwhile
 * (docs/product.md#concurrent-edits): for each, the other person's value beside the user's, with 'Keep
 * theirs' and 'Use mine'. Nothing is lost silently: the user's values stay in the panel until they choose.
 */
export function EditConflicts({ conflicts, onKeepTheirs, onUseMine }: { conflicts: EditConflict[]; onKeepTheirs: (field: string) => void; onUseMine: (field: string) => void }) {
  return (
    <section role="alert" data-testid="edit-conflicts" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-medium text-amber-900 dark:text-amber-100">{taskDetailsCopy.conflictIntro}</p>
      {conflicts.map(({ field, label, theirs, yours }) => (
        <div key={field} data-testid={`conflict-${field}`} className="flex flex-col gap-1.5">
          <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-slate-700 dark:text-slate-300">
            <dt>{taskDetailsCopy.conflictTheirs}</dt>
            <dd className="break-words" data-testid="conflict-theirs">
              {theirs}
            </dd>
            <dt>{taskDetailsCopy.conflictYours}</dt>
            <dd className="break-words" data-testid="conflict-yours">
              {yours}
            </dd>
          </dl>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => onKeepTheirs(field)}>
              {taskDetailsCopy.keepTheirs}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onUseMine(field)}>
              {tasksCopy.useMine}
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}

/** The hint beside a field the panel took a teammate's change into. */
export function UpdatedHint({ by }: { by: string | null }) {
  return (
    <span className="text-xs font-medium text-indigo-700 dark:text-indigo-300" data-testid="updated-hint">
      {by ? taskDetailsCopy.updatedBy(by) : taskDetailsCopy.updatedMeanwhile}
    </span>
  );
}
