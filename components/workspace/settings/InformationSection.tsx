"use client";

import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { WORKSPACE_EMOJIS, WORKSPACE_NAME_MAX } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { characterCount, updateWorkspaceSchema, type WorkspaceView } from "@/lib/schemas/workspace";
import { errorText, workspacesApi, workspacesQueryKey } from "../api";

type Props = { workspace: WorkspaceView; onSaved: (workspace: WorkspaceView) => void };

/** 'Workspace Information': name and icon (24-emoji picker) for the owner; read-only for a member. */
export function InformationSection({ workspace, onSaved }: Props) {
  return (
    <Card as="section" aria-labelledby="workspace-information" className="p-6">
      <h2 id="workspace-information" className="mb-4 text-lg font-semibold">
        {workspacesCopy.information}
      </h2>
      {workspace.role === "owner" ? <InformationForm workspace={workspace} onSaved={onSaved} /> : <ReadOnlyInformation workspace={workspace} />}
    </Card>
  );
}

function ReadOnlyInformation({ workspace }: { workspace: WorkspaceView }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{workspacesCopy.nameLabel}</dt>
      <dd className="font-medium">{workspace.name}</dd>
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{workspacesCopy.iconLabel}</dt>
      <dd>
        <span className="text-2xl" aria-hidden="true">
          {workspace.icon}
        </span>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{workspacesCopy.memberIconReadOnly}</p>
      </dd>
    </dl>
  );
}

function InformationForm({ workspace, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(workspace.name);
  const [icon, setIcon] = useState(workspace.icon);
  const [error, setError] = useState<{ field: "name" | "icon"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = characterCount(name);
  const unchanged = name.trim() === workspace.name && icon.trim() === workspace.icon;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateWorkspaceSchema.safeParse({ name, icon });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: issue?.path[0] === "icon" ? "icon" : "name", message: issue?.message ?? workspacesCopy.updateWorkspaceFailed });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await workspacesApi.update(workspace.id, parsed.data);
      onSaved(saved);
      setName(saved.name);
      setIcon(saved.icon);
      toast.success(workspacesCopy.workspaceUpdated);
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    } catch (failure) {
      toast.error(errorText(failure, workspacesCopy.updateWorkspaceFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <Field
        label={workspacesCopy.nameLabel}
        error={error?.field === "name" ? error.message : null}
        labelAside={
          <span className={cn("text-xs tabular-nums", count > WORKSPACE_NAME_MAX ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400")}>
            {count}/{WORKSPACE_NAME_MAX}
          </span>
        }
      >
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </Field>
      <Field label={workspacesCopy.iconLabel} error={error?.field === "icon" ? error.message : null} className="max-w-40">
        <Input value={icon} onChange={(event) => setIcon(event.target.value)} className="text-center text-xl" autoComplete="off" />
      </Field>
      <div role="group" aria-label={workspacesCopy.iconLabel} className="grid grid-cols-8 gap-1.5 sm:grid-cols-12">
        {WORKSPACE_EMOJIS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={workspacesCopy.chooseIcon(emoji)}
            aria-pressed={icon === emoji}
            onClick={() => setIcon(emoji)}
            className={cn(
              "flex aspect-square items-center justify-center rounded-lg text-xl transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800",
              icon === emoji && "bg-indigo-50 ring-2 ring-indigo-500 dark:bg-indigo-500/20",
            )}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={unchanged || name.trim() === ""}>
          {workspacesCopy.save}
        </Button>
      </div>
    </form>
  );
}
