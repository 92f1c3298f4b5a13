"use client";

import type { ReactNode } from "react";
import { Sparkles } from "lucide-react";
import { formatDueText } from "@/lib/format";
import { formatUrgency, urgencyStepLabel } from "@/lib/urgency";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { BoardClock } from "@/lib/board";
import type { ParsedTask, ParseSuggestion } from "@/lib/parse/types";
import { Button } from "@/components/ui/Button";
import type { Draft } from "./flow";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * 'AI Parsed Your Task': the title, due date and urgency found so far, the next step (the
 * parser's question), clickable suggestions, and the current step of the flow below them.
 */
export function ParsedTaskCard({
  parsed,
  draft,
  clock,
  onSuggestion,
  children,
}: {
  parsed: ParsedTask;
  draft: Draft;
  clock: BoardClock;
  onSuggestion: (suggestion: ParseSuggestion) => void;
  children?: ReactNode;
}) {
  const due = formatDueText(draft.dueDate, clock) ?? taskDetailsCopy.noDueDate;
  const urgency = draft.urgency === null ? taskDetailsCopy.notSet : `${formatUrgency(draft.urgency)} · ${urgencyStepLabel(draft.urgency)}`;
  return (
    <section aria-label={taskDetailsCopy.parsedTitle} className="rounded-2xl border border-indigo-200 bg-indigo-50/50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-200">
        <Sparkles className="size-4" aria-hidden />
        {taskDetailsCopy.parsedTitle}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Field label={taskDetailsCopy.fieldTitle}>{draft.title}</Field>
        <Field label={tasksCopy.fieldDue}>{due}</Field>
        <Field label={taskDetailsCopy.fieldUrgency}>{urgency}</Field>
      </dl>
      {parsed.followUp && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">{taskDetailsCopy.fieldNextStep}:</span> {parsed.followUp}
        </p>
      )}
      {parsed.suggestions.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={taskDetailsCopy.suggestions}>
          {parsed.suggestions.map((suggestion) => (
            <Button key={`${suggestion.type}-${suggestion.value}`} size="sm" variant="secondary" onClick={() => onSuggestion(suggestion)}>
              {suggestion.displayText}
            </Button>
          ))}
        </div>
      )}
      {children && <div className="mt-4 border-t border-indigo-200/70 pt-4 dark:border-indigo-500/20">{children}</div>}
    </section>
  );
}
