"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { parseBrainDump } from "@/lib/assistant/brain-dump";
import { request, refusalMessage } from "@/lib/api/request";
import { tasksQueryKey } from "@/lib/api/tasks";
import { URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { assistantCopy } from "@/lib/copy/assistant";
import { commonCopy } from "@/lib/copy/common";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatDueText } from "@/lib/format";
import type { CreateTasksInput } from "@/lib/schemas/brain-dump";
import type { Recurrence } from "@/lib/recurrence/rule";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/toast";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { useBoard } from "../BoardContext";

interface Item {
  key: number;
  title: string;
  dueDate: string | null;
  urgency: number;
  recurrence: Recurrence | null;
}

const URGENCIES = [1, 2, 3, 4, 5] as const;
const field =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/**
 * Brain dump (docs/product.md#planning-assistant): the text of several tasks as a preview of one task per item,
 * each read by the quick-add parser (lib/assistant/brain-dump.ts) and editable (title, date cleared, urgency)
 * or removable; "Add n tasks" saves them all in one request (POST /api/tasks/batch), all or none.
 */
export function BrainDumpPreview({ text, onDone, onCancel }: { text: string; onDone: () => void; onCancel: () => void }) {
  const { clock } = useBoard();
  const workspaceId = useActiveWorkspace().current.id;
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>(() =>
    parseBrainDump(text, { now: clock.now, timeZone: clock.timeZone }).map(({ task }, key) => ({
      key,
      title: task.title,
      dueDate: task.dueDate,
      urgency: task.urgency ?? URGENCY_DEFAULT,
      recurrence: task.recurrence ?? null,
    })),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const edit = (key: number, change: Partial<Item>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function save() {
    setSaving(true);
    setError(null);
    const body: CreateTasksInput = {
      workspaceId,
      tasks: items.map(({ title, dueDate, urgency, recurrence }) => ({ title, dueDate, urgency, ...(recurrence && { recurrence }) })),
    };
    try {
      await request("/api/tasks/batch", { method: "POST", body: JSON.stringify(body) });
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey(workspaceId) });
      toast.success(assistantCopy.brainDumpSaved(items.length));
      onDone();
    } catch (caught) {
      setError(refusalMessage(caught, assistantCopy.brainDumpFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={assistantCopy.brainDumpTitle(items.length)} data-testid="brain-dump" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{assistantCopy.brainDumpTitle(items.length)}</h2>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{assistantCopy.brainDumpDescription}</p>
      <ol className="space-y-2">
        {items.map((item, i) => (
          <li key={item.key} data-testid="brain-dump-item" className="flex flex-wrap items-center gap-2">
            <input
              value={item.title}
              onChange={(event) => edit(item.key, { title: event.target.value })}
              aria-label={assistantCopy.brainDumpItem(i + 1)}
              className={`${field} min-w-0 flex-1`}
            />
            {item.dueDate ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {formatDueText(item.dueDate, clock)}
                <button type="button" aria-label={assistantCopy.brainDumpClearDate(i + 1)} onClick={() => edit(item.key, { dueDate: null, recurrence: null })}>
                  <X className="size-3" aria-hidden />
                </button>
              </span>
            ) : (
              <span className="text-xs text-slate-500">{commonCopy.noDate}</span>
            )}
            <select
              value={item.urgency}
              onChange={(event) => edit(item.key, { urgency: Number(event.target.value) })}
              aria-label={`${taskDetailsCopy.fieldUrgency} (${assistantCopy.brainDumpItem(i + 1)})`}
              className={field}
            >
              {!URGENCIES.includes(item.urgency as (typeof URGENCIES)[number]) && <option value={item.urgency}>{item.urgency}</option>}
              {URGENCIES.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
            <Button variant="ghost" size="icon" aria-label={assistantCopy.brainDumpRemove(item.title)} onClick={() => setItems((all) => all.filter((other) => other.key !== item.key))}>
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {commonCopy.cancel}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={items.length === 0}>
          {assistantCopy.brainDumpSave(items.length)}
        </Button>
      </div>
    </section>
  );
}
