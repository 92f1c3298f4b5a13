"use client";

import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { MAX_MEMBERS_PER_WORKSPACE, MAX_USERS_PER_WORKSPACE } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { memberEmailSchema, type WorkspaceView } from "@/lib/schemas/workspace";
import { errorText, workspacesApi, workspacesQueryKey } from "../api";
import { PersonLabel } from "../PersonLabel";
import { peopleQueryKey, useWorkspacePeople } from "../usePeople";

type Props = { workspace: WorkspaceView; onMembersChange: (members: string[]) => void };

/** 'Workspace Collaboration' for the owner of a non-default workspace: the members and adding one by e-mail. */
export function CollaborationSection({ workspace, onMembersChange }: Props) {
  const queryClient = useQueryClient();
  const people = useWorkspacePeople(workspace.id, true);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const full = workspace.members.length >= MAX_MEMBERS_PER_WORKSPACE;

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = memberEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? workspacesCopy.addMemberFailed);
      return;
    }
    setAdding(true);
    setError(null);
    try {
      const { members } = await workspacesApi.addMember(workspace.id, parsed.data);
      onMembersChange(members);
      setEmail("");
      toast.success(workspacesCopy.memberAdded(parsed.data));
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: peopleQueryKey(workspace.id) });
    } catch (failure) {
      setError(errorText(failure, workspacesCopy.addMemberFailed));
    } finally {
      setAdding(false);
    }
  }

  async function remove(member: string) {
    setRemoving(member);
    try {
      const { members } = await workspacesApi.removeMember(workspace.id, member);
      onMembersChange(members);
      toast.success(workspacesCopy.memberRemoved(member));
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: peopleQueryKey(workspace.id) });
    } catch (failure) {
      toast.error(errorText(failure, workspacesCopy.removeMemberFailed));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card as="section" aria-labelledby="workspace-collaboration" className="p-6">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="workspace-collaboration" className="text-lg font-semibold">
          {workspacesCopy.collaboration}
        </h2>
        <span className="text-sm tabular-nums text-slate-500 dark:text-slate-400">
          {workspacesCopy.usersCount(workspace.members.length + 1, MAX_USERS_PER_WORKSPACE)}
        </span>
      </div>

      <ul aria-label={workspacesCopy.members} className="mb-5 flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        <li className="flex items-center justify-between py-2 text-sm">
          <PersonLabel people={people} email={workspace.ownerEmail} />
          <span className="text-xs font-medium text-slate-500 dark:text-slate-400">{workspacesCopy.owner}</span>
        </li>
        {workspace.members.map((member) => (
          <li key={member} className="flex items-center justify-between gap-2 py-2 text-sm">
            <PersonLabel people={people} email={member} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={workspacesCopy.removeMemberOf(member)}
              loading={removing === member}
              disabled={removing !== null}
              onClick={() => remove(member)}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {workspace.members.length === 0 && <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{workspacesCopy.noMembers}</p>}

      <form onSubmit={add} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={workspacesCopy.memberEmailLabel} error={error} hint={full ? workspacesCopy.maxUsersPerWorkspace : undefined} className="flex-1">
          <Input
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            placeholder={workspacesCopy.memberEmailPlaceholder}
            autoComplete="off"
            disabled={full}
          />
        </Field>
        <Button type="submit" loading={adding} disabled={full} className="sm:mt-6">
          {workspacesCopy.addMember}
        </Button>
      </form>
    </Card>
  );
}
