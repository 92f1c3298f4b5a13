"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { toast } from "@/components/ui/toast";
import { LEAVE_REDIRECT_MS } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { PersonLabel } from "../PersonLabel";
import { useWorkspacePeople } from "../usePeople";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { errorText, workspacesApi, workspacesQueryKey } from "../api";

/**
 * A member's read-only 'Workspace Collaboration': the owner's e-mail, the members, and 'Leave Workspace'
 * behind a confirmation; after leaving, /todo follows in 2 s on the next accessible workspace.
 */
export function MemberSection({ workspace }: { workspace: WorkspaceView }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const people = useWorkspacePeople(workspace.id, true);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function leave() {
    setBusy(true);
    try {
      await workspacesApi.leave(workspace.id);
      setConfirming(false);
      setLeft(true);
      toast.success(workspacesCopy.leftWorkspace);
      // The list is reloaded on the way out: reloading it now would re-render this page as 'Workspace not found'.
      redirect.current = setTimeout(() => {
        router.push("/todo");
        void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      }, LEAVE_REDIRECT_MS);
    } catch (failure) {
      toast.error(errorText(failure, workspacesCopy.leaveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="workspace-collaboration" className="p-6">
      <h2 id="workspace-collaboration" className="mb-3 text-lg font-semibold">
        {workspacesCopy.collaboration}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{workspacesCopy.memberReadOnly}</p>
      <dl className="mb-5 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-500 dark:text-slate-400">{workspacesCopy.owner}</dt>
        <dd data-testid="workspace-owner-email">
          <PersonLabel people={people} email={workspace.ownerEmail} />
        </dd>
        <dt className="font-medium text-slate-500 dark:text-slate-400">{workspacesCopy.members}</dt>
        <dd>
          <ul>
            {workspace.members.map((member) => (
              <li key={member}>
                <PersonLabel people={people} email={member} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={left}>
        <LogOut className="size-4" aria-hidden="true" />
        {left ? workspacesCopy.leaving : workspacesCopy.leave}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={workspacesCopy.leave}
        text={workspacesCopy.leaveConfirm(workspace.name)}
        confirmLabel={workspacesCopy.leave}
        variant="danger"
        busy={busy}
        onConfirm={leave}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
