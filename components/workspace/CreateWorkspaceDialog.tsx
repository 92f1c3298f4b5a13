"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { WORKSPACE_NAME_MAX } from "@/lib/constants/workspaces";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { characterCount, createWorkspaceSchema, type WorkspaceView } from "@/lib/schemas/workspace";
import { errorText, workspacesApi } from "./api";

type Props = {
  open: boolean;
  onClose: () => void;
  onCreated: (workspace: WorkspaceView) => void;
};

/** 'Create Workspace': a Workspace Name field with its n/20 counter; Create stays disabled while the name is blank. */
export function CreateWorkspaceDialog({ open, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={workspacesCopy.createTitle} size="sm">
      {/* Mounted per opening, so every opening starts empty. */}
      <CreateWorkspaceForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function CreateWorkspaceForm({ onClose, onCreated }: Omit<Props, "open">) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = characterCount(name);
  const blank = name.trim() === "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWorkspaceSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onCreated(await workspacesApi.create(parsed.data));
    } catch (failure) {
      setError(errorText(failure, workspacesCopy.createFailed));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={workspacesCopy.nameLabel}
        error={error}
        labelAside={
          <span className={cn("text-xs tabular-nums", count > WORKSPACE_NAME_MAX ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400")}>
            {count}/{WORKSPACE_NAME_MAX}
          </span>
        }
      >
        <Input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          placeholder={workspacesCopy.namePlaceholder}
          autoComplete="off"
        />
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {commonCopy.cancel}
        </Button>
        <Button type="submit" disabled={blank} loading={busy}>
          {workspacesCopy.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
