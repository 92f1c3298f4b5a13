"use client";

import { useEffect, useState, type FormEvent } from "react";
import { TASK_DESCRIPTION_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatDueText } from "@/lib/format";
import type { ParseContext, ParsedTask } from "@/lib/parse/types";
import { describeRecurrence } from "@/lib/recurrence/describe";
import type { Recurrence } from "@/lib/recurrence/rule";
import { taskDescriptionSchema, taskTitleSchema, type Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Field, useFieldControl } from "@/components/ui/Field";
import { fieldControlProps, Input, inputClasses } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { useBoard } from "@/components/board/BoardContext";
import { useDateOptions } from "@/components/board/add-task/date-options";
import type { TaskChanges } from "@/components/board/useTaskActions";
import { UrgencyPicker } from "./UrgencyPicker";

type Parse = (text: string, ctx: ParseContext) => ParsedTask;

/** The local quick-add parser, loaded with the panel (it is not part of the board's first load). */
function useLocalParser(): Parse | null {
  const [parse, setParse] = useState<Parse | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/parse/parse-task").then((module) => live && setParse(() => module.parseTask));
    return () => {
      live = false;
    };
  }, []);
  return parse;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * The edit panel of a task: title, due date (free text read by the local parser in the user's zone, with
 * what it understood, or a preset), the urgency picker, the description and the repeat rule (change it in
 * words, or 'Stop repeating'). Saves only what changed, optimistically, like the board's other changes.
 */
export function EditTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { actions, clock } = useBoard();
  const parse = useLocalParser();
  const { presets, more } = useDateOptions(clock);
  const [title, setTitle] = useState(task.title);
  const [dueDate, setDueDate] = useState<string | null>(task.dueDate);
  const [dueText, setDueText] = useState("");
  const [urgency, setUrgency] = useState(task.urgency);
  const [description, setDescription] = useState(task.description ?? "");
  const [recurrence, setRecurrence] = useState<Recurrence | null>(task.recurrence ?? null);
  const [repeatText, setRepeatText] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const ctx = { now: clock.now, timeZone: clock.timeZone };
  const typedDue = dueText.trim() && parse ? parse(tasksCopy.customDatePrompt(dueText.trim()), ctx).dueDate : null;
  const typedRepeat = repeatText.trim() && parse ? parse(tasksCopy.customDatePrompt(repeatText.trim()), ctx) : null;
  const effectiveDue = dueText.trim() ? typedDue : dueDate;
  const effectiveRecurrence = repeatText.trim() ? (typedRepeat?.recurrence ?? null) : recurrence;

  const titleError = firstMessage(taskTitleSchema.safeParse(title));
  const descriptionError = firstMessage(taskDescriptionSchema.safeParse(description));
  const dueUnreadable = Boolean(dueText.trim()) && parse !== null && typedDue === null;
  const repeatUnreadable = Boolean(repeatText.trim()) && parse !== null && !typedRepeat?.recurrence;
  const ruleWords = effectiveRecurrence ? describeRecurrence({ ...effectiveRecurrence, due: effectiveDue ?? typedRepeat?.dueDate }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Typed dates and rules need the parser: nothing is saved before it has loaded.
    if (!parse) return;
    if (titleError || descriptionError || dueUnreadable || repeatUnreadable) return;
    const changes: TaskChanges = {};
    const trimmed = title.trim();
    if (trimmed !== task.title) changes.title = trimmed;
    // A rule typed without a date starts on its first occurrence.
    const due = effectiveDue ?? (repeatText.trim() && !task.dueDate ? (typedRepeat?.dueDate ?? null) : null);
    if (due !== task.dueDate) changes.dueDate = due;
    if (urgency !== task.urgency) changes.urgency = urgency;
    if (description !== (task.description ?? "")) changes.description = description;
    if (JSON.stringify(effectiveRecurrence) !== JSON.stringify(task.recurrence ?? null)) changes.recurrence = effectiveRecurrence;
    onClose();
    if (Object.keys(changes).length > 0) void actions.update(task, changes);
  };

  const chip = (active: boolean) =>
    cn(
      "rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
      active ? "border-indigo-500 bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200" : "border-slate-300 text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300",
    );

  return (
    <Dialog open onClose={onClose} title={tasksCopy.editPanelTitle} size="lg" className="max-sm:h-full max-sm:max-w-none max-sm:rounded-none">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="edit-panel" noValidate>
        <Field label={tasksCopy.fieldTitle} error={submitted || title.length > 0 ? (titleError ?? undefined) : undefined}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        </Field>

        <Field
          label={tasksCopy.fieldDue}
          hint={
            dueText.trim()
              ? typedDue
                ? tasksCopy.dueUnderstood(formatDueText(typedDue, clock) ?? "")
                : undefined
              : (formatDueText(dueDate, clock) ?? tasksCopy.noDueDate)
          }
          error={dueUnreadable ? tasksCopy.dueNotUnderstood : undefined}
        >
          <Input value={dueText} onChange={(event) => setDueText(event.target.value)} placeholder={tasksCopy.dueTextPlaceholder} data-testid="edit-due-text" />
        </Field>
        <div className="-mt-2 flex flex-wrap gap-1.5">
          {[...presets, ...more].map((option) => (
            <button
              key={option.label}
              type="button"
              className={chip(!dueText.trim() && dueDate === option.value)}
              onClick={() => {
                setDueText("");
                setDueDate(option.value);
              }}
            >
              {option.label}
            </button>
          ))}
          <button
            type="button"
            className={chip(!dueText.trim() && dueDate === null)}
            onClick={() => {
              setDueText("");
              setDueDate(null);
            }}
          >
            {tasksCopy.noDueDate}
          </button>
        </div>

        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{tasksCopy.fieldUrgency}</span>
          <UrgencyPicker value={urgency} onChange={setUrgency} />
        </div>

        <Field
          label={tasksCopy.fieldDescription}
          labelAside={<span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">{tasksCopy.descriptionCount(description.length, TASK_DESCRIPTION_MAX)}</span>}
          error={descriptionError ?? undefined}
        >
          <DescriptionArea value={description} onChange={setDescription} />
        </Field>

        <Field
          label={tasksCopy.fieldRepeat}
          hint={ruleWords ?? tasksCopy.doesNotRepeat}
          error={repeatUnreadable ? tasksCopy.repeatNotUnderstood : undefined}
          labelAside={
            effectiveRecurrence ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setRepeatText("");
                  setRecurrence(null);
                }}
              >
                {tasksCopy.stopRepeating}
              </Button>
            ) : null
          }
        >
          <Input value={repeatText} onChange={(event) => setRepeatText(event.target.value)} placeholder={tasksCopy.repeatPlaceholder} data-testid="edit-repeat-text" />
        </Field>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {commonCopy.cancel}
          </Button>
          <Button type="submit" disabled={!parse}>
            {tasksCopy.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DescriptionArea({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const field = useFieldControl();
  return (
    <textarea
      {...fieldControlProps(field, {})}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={tasksCopy.descriptionPlaceholder}
      rows={4}
      className={cn(inputClasses, "py-2")}
      data-testid="edit-description"
    />
  );
}
