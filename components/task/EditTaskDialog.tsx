"use client";

import { useEffect, useState, type FormEvent } from "react";
import { TASK_DESCRIPTION_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatDueText } from "@/lib/format";
import type { ParseContext, ParsedTask } from "@/lib/parse/types";
import { describeRecurrence } from "@/lib/recurrence/describe";
import type { Recurrence } from "@/lib/recurrence/rule";
import { taskDescriptionSchema, taskTitleSchema, type Task } from "@/lib/schemas/task";
import { editOf, sameFieldValue } from "@/lib/tasks/conflicts";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Field, useFieldControl } from "@/components/ui/Field";
import { fieldControlProps, Input, inputClasses } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { useBoard } from "@/components/board/BoardContext";
import { useDateOptions } from "@/components/board/add-task/date-options";
import { useTaskEditor } from "@/components/board/live/live-board";
import { EditConflicts, UpdatedHint, type EditConflict } from "./EditConflicts";
import { describeFieldValue, isPanelField, PANEL_FIELD_LABELS, panelValues, type PanelField, type PanelValues } from "./edit-fields";
import { UrgencyPicker } from "./UrgencyPicker";
import { Checklist } from "./Checklist";
import { AssigneePicker, creatorName } from "./AssigneePicker";
import { useWorkspacePeople } from "@/components/workspace/usePeople";
import { assignmentCopy } from "@/lib/copy/assignment";

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
 * what it understood, or a preset), the urgency picker, the description, the checklist (saved step by
 * step, apart from Save: ./Checklist.tsx) and the repeat rule (change it in
 * words, or 'Stop repeating') and the assignee, with who created the task. It compares with the values it opened with, not with the task as it is now:
 * a field the user has not touched shows the task as it is (a teammate's change comes in, marked 'Updated
 * by {name}'), and Save sends only the fields the user changed, expecting their opened values
 * (docs/product.md#concurrent-edits). Saved optimistically like the board's other changes, it closes when
 * the server agrees; when a changed field was changed meanwhile it stays open with both values and 'Keep
 * theirs' / 'Use mine' for each, and saves again once each is chosen.
 */
export function EditTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { actions, clock, me } = useBoard();
  const people = useWorkspacePeople(task.workspaceId, true);
  const creator = creatorName(task, people, me);
  const parse = useLocalParser();
  const editor = useTaskEditor(task.id);
  const { presets, more } = useDateOptions(clock);
  // What the panel compares with and expects: the task as it opened; a conflict the user settles moves a field on.
  const [base, setBase] = useState<PanelValues>(() => panelValues(task));
  // The user's own values; undefined for a field left alone, which shows the task as it is now.
  const [title, setTitle] = useState<string>();
  const [dueDate, setDueDate] = useState<string | null>();
  const [dueText, setDueText] = useState("");
  const [urgency, setUrgency] = useState<number>();
  const [description, setDescription] = useState<string>();
  const [recurrence, setRecurrence] = useState<Recurrence | null>();
  const [repeatText, setRepeatText] = useState("");
  const [assignee, setAssignee] = useState<string | null>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflicts, setConflicts] = useState<PanelField[]>([]);

  const live = panelValues(task);
  const ctx = { now: clock.now, timeZone: clock.timeZone };
  const typedDue = dueText.trim() && parse ? parse(tasksCopy.customDatePrompt(dueText.trim()), ctx).dueDate : null;
  const typedRepeat = repeatText.trim() && parse ? parse(tasksCopy.customDatePrompt(repeatText.trim()), ctx) : null;
  const myDue = dueText.trim() ? typedDue : dueDate;
  const myRecurrence = repeatText.trim() ? (typedRepeat?.recurrence ?? null) : recurrence;
  const effectiveDue = myDue === undefined ? live.dueDate : myDue;
  const effectiveRecurrence = myRecurrence === undefined ? live.recurrence : myRecurrence;
  // A rule typed without a date starts on its first occurrence.
  const due = effectiveDue ?? (repeatText.trim() && !live.dueDate ? (typedRepeat?.dueDate ?? null) : null);
  const mine: Partial<PanelValues> = {
    title: title?.trim(),
    dueDate: myDue !== undefined || due !== effectiveDue ? due : undefined,
    urgency,
    description,
    recurrence: myRecurrence,
    assignee,
  };
  const shown = { title: title ?? live.title, urgency: urgency ?? live.urgency, description: description ?? live.description };

  const titleError = firstMessage(taskTitleSchema.safeParse(shown.title));
  const descriptionError = firstMessage(taskDescriptionSchema.safeParse(shown.description));
  const dueUnreadable = Boolean(dueText.trim()) && parse !== null && typedDue === null;
  const repeatUnreadable = Boolean(repeatText.trim()) && parse !== null && !typedRepeat?.recurrence;
  const ruleWords = effectiveRecurrence ? describeRecurrence({ ...effectiveRecurrence, due: effectiveDue ?? typedRepeat?.dueDate }) : null;
  /** A field left alone that a teammate changed since the panel opened. */
  const updated = (field: PanelField) => mine[field] === undefined && !sameFieldValue(field, live[field], base[field]);
  const hint = (field: PanelField) => (updated(field) ? <UpdatedHint by={editor} /> : null);

  /** Sends the fields changed from `from`, each expecting its value there; closes when saved, shows the conflicts when refused so. */
  async function save(values: Partial<PanelValues>, from: PanelValues) {
    const { changes, expected } = editOf(values, from);
    if (Object.keys(changes).length === 0) return onClose();
    setSaving(true);
    const saved = await actions.update(task, changes, { expected, onConflict: (conflict) => setConflicts(conflict.fields.filter(isPanelField)) });
    setSaving(false);
    if (saved) onClose();
  }

  /** Leaves the field to the task as it is now (their value). */
  const keepTheirs: Record<PanelField, () => void> = {
    title: () => setTitle(undefined),
    dueDate: () => {
      setDueText("");
      setDueDate(undefined);
    },
    urgency: () => setUrgency(undefined),
    description: () => setDescription(undefined),
    recurrence: () => {
      setRepeatText("");
      setRecurrence(undefined);
    },
    assignee: () => setAssignee(undefined),
  };

  /** One conflict settled: the field now starts from their value, kept or replaced by the user's; the last one saves again. */
  const settle = (field: PanelField, choice: "theirs" | "mine") => {
    const from = { ...base, [field]: live[field] };
    const values = choice === "theirs" ? { ...mine, [field]: undefined } : mine;
    if (choice === "theirs") keepTheirs[field]();
    setBase(from);
    const left = conflicts.filter((f) => f !== field);
    setConflicts(left);
    if (left.length === 0) void save(values, from);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Typed dates and rules need the parser: nothing is saved before it has loaded.
    if (!parse || saving || conflicts.length > 0) return;
    if (titleError || descriptionError || dueUnreadable || repeatUnreadable) return;
    void save(mine, base);
  };

  const describe = <F extends PanelField>(field: F, value: PanelValues[F] | undefined) => describeFieldValue(field, value as PanelValues[F], { ...clock, due: effectiveDue });
  const conflictRows: EditConflict[] = conflicts.map((field) => ({ field, label: PANEL_FIELD_LABELS[field], theirs: describe(field, live[field]), yours: describe(field, mine[field]) }));

  const chip = (active: boolean) =>
    cn(
      "rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
      active ? "border-indigo-500 bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200" : "border-slate-300 text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300",
    );

  return (
    <Dialog open onClose={onClose} title={taskDetailsCopy.editPanelTitle} size="lg" className="max-sm:h-full max-sm:max-w-none max-sm:rounded-none">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="edit-panel" noValidate>
        {conflictRows.length > 0 && (
          <EditConflicts conflicts={conflictRows} onKeepTheirs={(field) => settle(field as PanelField, "theirs")} onUseMine={(field) => settle(field as PanelField, "mine")} />
        )}
        <Field
          label={taskDetailsCopy.fieldTitle}
          labelAside={
            <span className="flex items-baseline gap-2">
              {hint("title")}
              {creator && <span className="text-xs text-slate-600 dark:text-slate-400">{assignmentCopy.createdBy(creator)}</span>}
            </span>
          }
          error={submitted || shown.title.length > 0 ? (titleError ?? undefined) : undefined}>
          <Input value={shown.title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        </Field>

        <Field
          label={tasksCopy.fieldDue}
          labelAside={hint("dueDate")}
          hint={
            dueText.trim()
              ? typedDue
                ? taskDetailsCopy.dueUnderstood(formatDueText(typedDue, clock) ?? "")
                : undefined
              : (formatDueText(effectiveDue, clock) ?? taskDetailsCopy.noDueDate)
          }
          error={dueUnreadable ? taskDetailsCopy.dueNotUnderstood : undefined}
        >
          <Input value={dueText} onChange={(event) => setDueText(event.target.value)} placeholder={taskDetailsCopy.dueTextPlaceholder} data-testid="edit-due-text" />
        </Field>
        <div className="-mt-2 flex flex-wrap gap-1.5">
          {[...presets, ...more].map((option) => (
            <button
              key={option.label}
              type="button"
              className={chip(!dueText.trim() && effectiveDue === option.value)}
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
            className={chip(!dueText.trim() && effectiveDue === null)}
            onClick={() => {
              setDueText("");
              setDueDate(null);
            }}
          >
            {taskDetailsCopy.noDueDate}
          </button>
        </div>

        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{taskDetailsCopy.fieldUrgency}</span>
            {hint("urgency")}
          </div>
          <UrgencyPicker value={shown.urgency} onChange={setUrgency} />
        </div>

        <Field
          label={taskDetailsCopy.fieldDescription}
          labelAside={
            <span className="flex items-baseline gap-2">
              {hint("description")}
              <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">{taskDetailsCopy.descriptionCount(shown.description.length, TASK_DESCRIPTION_MAX)}</span>
            </span>
          }
          error={descriptionError ?? undefined}
        >
          <DescriptionArea value={shown.description} onChange={setDescription} />
        </Field>

        <Checklist task={task} />

        <Field
          label={taskDetailsCopy.fieldRepeat}
          hint={ruleWords ?? taskDetailsCopy.doesNotRepeat}
          error={repeatUnreadable ? taskDetailsCopy.repeatNotUnderstood : undefined}
          labelAside={
            <span className="flex items-baseline gap-2">
              {hint("recurrence")}
              {effectiveRecurrence ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setRepeatText("");
                    setRecurrence(null);
                  }}
                >
                  {taskDetailsCopy.stopRepeating}
                </Button>
              ) : null}
            </span>
          }
        >
          <Input value={repeatText} onChange={(event) => setRepeatText(event.target.value)} placeholder={taskDetailsCopy.repeatPlaceholder} data-testid="edit-repeat-text" />
        </Field>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <AssigneePicker people={people} myEmail={me.email.toLowerCase()} value={assignee === undefined ? live.assignee : assignee} onChange={setAssignee} hint={hint("assignee")} />
          <div className="ml-auto flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {commonCopy.cancel}
            </Button>
            <Button type="submit" disabled={!parse || conflicts.length > 0} loading={saving}>
              {taskDetailsCopy.save}
            </Button>
          </div>
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
      placeholder={taskDetailsCopy.descriptionPlaceholder}
      rows={4}
      className={cn(inputClasses, "py-2")}
      data-testid="edit-description"
    />
  );
}
