"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { previewImport, runImport, type ImportRequest } from "@/lib/api/integrations";
import { refusalMessage } from "@/lib/api/request";
import { IMPORT_MAX_BYTES } from "@/lib/constants/transfer";
import { formatDueText } from "@/lib/format";
import { commonCopy } from "@/lib/copy/common";
import { transferCopy } from "@/lib/copy/transfer";
import type { ImportPlan } from "@/lib/schemas/transfer";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { browserHourCycle } from "@/components/TimeZoneCookie";
import { Select } from "./Select";
import { SettingsSection } from "./Section";

/** Settings → Import: choose a file, see the preview (created and skipped rows), then import all of it. */
export function ImportSection({ workspaces, timeZone }: { workspaces: WorkspaceView[]; timeZone: string }) {
  const [source, setSource] = useState<ImportRequest["source"]>("todoist");
  const [workspaceId, setWorkspaceId] = useState(workspaces[0]?.id ?? "");
  const [file, setFile] = useState<string | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const input = (): ImportRequest => ({ source, workspaceId, timeZone, file: file ?? "" });

  async function choose(selected: File | undefined) {
    setPlan(null);
    setError(null);
    if (!selected) return setFile(null);
    if (selected.size > IMPORT_MAX_BYTES) return setError(transferCopy.fileTooLarge);
    setFile(await selected.text());
  }

  async function preview() {
    setBusy(true);
    setError(null);
    try {
      setPlan(await previewImport(input()));
    } catch (e) {
      setError(refusalMessage(e, commonCopy.genericError));
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    setBusy(true);
    try {
      const result = await runImport(input());
      toast.success(transferCopy.imported(result.tasks));
      setPlan(null);
    } catch (e) {
      setError(refusalMessage(e, commonCopy.genericError));
    } finally {
      setBusy(false);
    }
  }

  const comments = plan?.tasks.reduce((n, t) => n + t.comments.length, 0) ?? 0;
  return (
    <SettingsSection id="import" title={transferCopy.importTitle} intro={transferCopy.importIntro}>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={transferCopy.importSource}>
          <Select value={source} onChange={(e) => (setSource(e.target.value as ImportRequest["source"]), setPlan(null))}>
            <option value="todoist">{transferCopy.sourceTodoist}</option>
            <option value="duely">{transferCopy.sourceDuely}</option>
          </Select>
        </Field>
        <Field label={transferCopy.importInto}>
          <Select value={workspaceId} onChange={(e) => (setWorkspaceId(e.target.value), setPlan(null))}>
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={transferCopy.chooseFile} error={error ?? undefined}>
          <Input type="file" className="h-auto py-1.5" accept={source === "todoist" ? ".csv,text/csv" : ".json,application/json"} onChange={(e) => void choose(e.target.files?.[0])} />
        </Field>
        <Button variant="secondary" loading={busy && !plan} disabled={!file} onClick={() => void preview()}>
          {transferCopy.previewButton}
        </Button>
      </div>
      {plan && (
        <div className="space-y-3" aria-live="polite">
          <p className="font-medium">{transferCopy.willCreate(plan.tasks.length, comments)}</p>
          <ul className="max-h-80 divide-y divide-slate-200 overflow-auto rounded border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {plan.tasks.map((t) => (
              <li key={t.source} className="px-3 py-2">
                <span className="font-medium">{t.title}</span>
                <span className="text-slate-500 dark:text-slate-400">
                  {" "}
                  · {formatDueText(t.dueDate, { now: new Date(), timeZone, hourCycle: browserHourCycle() }) ?? "—"} · {t.urgency}
                  {t.comments.length ? ` · 💬 ${t.comments.length}` : ""}
                </span>
                {t.notes.map((note) => (
                  <p key={note} className="text-xs text-slate-500 dark:text-slate-400">
                    {note}
                  </p>
                ))}
              </li>
            ))}
          </ul>
          {plan.skipped.length > 0 && (
            <div>
              <p className="font-medium">{transferCopy.willSkip(plan.skipped.length)}</p>
              <ul className="list-inside list-disc text-sm text-slate-600 dark:text-slate-400">
                {plan.skipped.map((s) => (
                  <li key={s.source}>
                    {s.source}: {s.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Button loading={busy} onClick={() => void commit()}>
            {transferCopy.importTitle}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
