"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { ChevronDown, Plus, Settings, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Tooltip } from "@/components/ui/Tooltip";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { MAX_OWNED_WORKSPACES, WORKSPACE_SHORTCUT_COUNT } from "@/lib/constants/workspaces";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { useActiveWorkspace } from "./ActiveWorkspaceProvider";
import { errorText, workspacesApi } from "./api";
import { shortcutHint, useIsMac } from "./useWorkspaceShortcuts";

// Loaded when first opened: its form validation (zod, 30 kB gzipped) stays off every signed-in page until then.
const CreateWorkspaceDialog = dynamic(() => import("./CreateWorkspaceDialog").then((m) => m.CreateWorkspaceDialog), { ssr: false });

export const settingsPath = (workspaceId: string) => `/workspace/${encodeURIComponent(workspaceId)}/settings`;

/**
 * The top bar's workspace switcher: a button naming the active workspace that opens the
 * 'Workspaces' panel with 'My Workspaces' (Alt+1..5 hints, settings, delete) and 'Shared with me'
 * (settings only), 'New Workspace' while fewer than 5 are owned, and the create and delete dialogs.
 * Needs ActiveWorkspaceProvider above it.
 */
export function WorkspaceSwitcher() {
  const { current, workspaces, switchTo, refresh } = useActiveWorkspace();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WorkspaceView | null>(null);
  const [busy, setBusy] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const mac = useIsMac();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  /** Closes the panel with focus on the trigger, so a dialog opened next returns focus there. */
  const closePanel = () => {
    triggerRef.current?.focus();
    setOpen(false);
  };

  const choose = (id: string) => {
    switchTo(id);
    closePanel();
  };

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await workspacesApi.remove(deleting.id);
      setDeleting(null);
      await refresh(); // the provider falls back from a deleted active workspace (default first)
    } catch (failure) {
      toast.error(workspacesCopy.deleteWorkspaceError(errorText(failure, commonCopy.unexpectedError)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="relative min-w-0">
      <button
        ref={triggerRef}
        type="button"
        aria-label={`${workspacesCopy.switcherLabel}: ${current.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="flex max-w-full items-center gap-2 rounded-lg px-2 py-1.5 sm:max-w-56 sm:px-2.5 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">{current.icon}</span>
        <span className="truncate" data-testid="active-workspace-name">
          {current.name}
        </span>
        <ChevronDown className={cn("size-4 shrink-0 text-slate-400 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>

      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={workspacesCopy.panelTitle}
          className="absolute left-0 top-full z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="px-2 pb-2 text-sm font-semibold text-slate-900 dark:text-white">{workspacesCopy.panelTitle}</h2>
          <WorkspaceGroup title={workspacesCopy.myWorkspaces}>
            {workspaces.owned.map((workspace, index) => (
              <WorkspaceRow
                key={workspace.id}
                workspace={workspace}
                active={workspace.id === current.id}
                hint={index < WORKSPACE_SHORTCUT_COUNT ? shortcutHint(index + 1, mac) : undefined}
                onChoose={choose}
                onSettings={() => setOpen(false)}
                onDelete={() => {
                  closePanel();
                  setDeleting(workspace);
                }}
              />
            ))}
          </WorkspaceGroup>
          {workspaces.shared.length > 0 && (
            <WorkspaceGroup title={workspacesCopy.sharedWithMe}>
              {workspaces.shared.map((workspace) => (
                <WorkspaceRow
                  key={workspace.id}
                  workspace={workspace}
                  active={workspace.id === current.id}
                  onChoose={choose}
                  onSettings={() => setOpen(false)}
                />
              ))}
            </WorkspaceGroup>
          )}
          {workspaces.owned.length < MAX_OWNED_WORKSPACES && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 w-full justify-start"
              onClick={() => {
                closePanel();
                setCreating(true);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {workspacesCopy.newWorkspace}
            </Button>
          )}
        </div>
      )}

      {creating && (
        <CreateWorkspaceDialog
          open
          onClose={() => setCreating(false)}
          onCreated={async (workspace) => {
            setCreating(false);
            await refresh();
            switchTo(workspace.id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={workspacesCopy.deleteTitle}
        text={deleting ? workspacesCopy.deleteConfirm(deleting.name) : ""}
        confirmLabel={commonCopy.delete}
        variant="danger"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function WorkspaceGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-1">
      <h3 id={headingId} className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {title}
      </h3>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </section>
  );
}

type RowProps = {
  workspace: WorkspaceView;
  active: boolean;
  /** Owned rows: the shortcut hint ("Alt+1" or "⌥1"). */
  hint?: string;
  onChoose: (id: string) => void;
  onSettings: () => void;
  /** Owned rows only. */
  onDelete?: () => void;
};

function WorkspaceRow({ workspace, active, hint, onChoose, onSettings, onDelete }: RowProps) {
  const iconButton =
    "rounded-md p-1.5 text-slate-500 transition-colors hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white";
  return (
    <li
      className={cn(
        "group flex items-center gap-1 rounded-lg pr-1",
        active ? "bg-indigo-50 ring-1 ring-indigo-200 dark:bg-indigo-500/15 dark:ring-indigo-500/30" : "hover:bg-slate-100 dark:hover:bg-slate-800",
      )}
    >
      <button
        type="button"
        aria-current={active ? "true" : undefined}
        onClick={() => onChoose(workspace.id)}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <span aria-hidden="true">{workspace.icon}</span>
        <span className={cn("truncate", active && "font-semibold text-indigo-700 dark:text-indigo-300")}>{workspace.name}</span>
      </button>
      {hint && (
        <kbd className="rounded border border-slate-200 px-1.5 py-0.5 font-mono text-[11px] text-slate-600 dark:border-slate-700 dark:text-slate-400">{hint}</kbd>
      )}
      <Link href={settingsPath(workspace.id)} onClick={onSettings} aria-label={workspacesCopy.settingsOf(workspace.name)} className={iconButton}>
        <Settings className="size-4" aria-hidden="true" />
      </Link>
      {onDelete &&
        (workspace.isDefault ? (
          <Tooltip content={workspacesCopy.cannotDeleteDefaultTooltip} disabledTrigger>
            <button type="button" disabled aria-label={workspacesCopy.deleteOf(workspace.name)} className={iconButton}>
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        ) : (
          <button type="button" onClick={onDelete} aria-label={workspacesCopy.deleteOf(workspace.name)} className={iconButton}>
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        ))}
    </li>
  );
}
