"use client";

import type { ReactNode } from "react";
import { assigneesCopy } from "@/lib/copy/assignees";
import type { Task } from "@/lib/schemas/task";
import type { WorkspacePerson } from "@/lib/schemas/workspace";
import { Field, useFieldControl } from "@/components/ui/Field";
import { fieldControlProps, inputClasses } from "@/components/ui/Input";
import { useBoard } from "@/components/board/BoardContext";
import { useWorkspacePeople } from "@/components/workspace/usePeople";

/**
 * The edit panel's assignee (loaded with the panel): Nobody, Me, and the workspace's other people by name
 * with their e-mail. An assignee who is no longer among them stays listed by e-mail until changed. Below
 * it, who created the task.
 */
export function AssigneePicker({ task, value, onChange, hint }: { task: Task; value: string | null; onChange: (value: string | null) => void; hint: ReactNode }) {
  const { me } = useBoard();
  const people = useWorkspacePeople(task.workspaceId, true);
  const myEmail = me.email.toLowerCase();
  const others = people.filter((p) => p.email !== myEmail);
  const known = value === null || value === myEmail || others.some((p) => p.email === value);
  const creator = creatorName(task, people, me);
  return (
    <Field label={assigneesCopy.fieldAssignee} labelAside={hint} hint={creator ? assigneesCopy.createdBy(creator) : undefined}>
      <Select value={value ?? ""} onChange={(next) => onChange(next || null)}>
        <option value="">{assigneesCopy.nobody}</option>
        <option value={myEmail}>{assigneesCopy.me}</option>
        {others.map((p) => (
          <option key={p.email} value={p.email}>
            {p.name ? assigneesCopy.memberWithEmail(p.name, p.email) : p.email}
          </option>
        ))}
        {!known && value && <option value={value}>{value}</option>}
      </Select>
    </Field>
  );
}

/** Who made the task: the user, one of the workspace's people, or someone who commented on it; null when unknown. */
function creatorName(task: Task, people: readonly WorkspacePerson[], me: { id: string; name: string }): string | null {
  if (task.userId === me.id) return me.name;
  const person = people.find((p) => p.userId === task.userId);
  return person?.name || person?.email || task.comments.find((c) => c.userId === task.userId)?.user || null;
}

function Select({ value, onChange, children }: { value: string; onChange: (value: string) => void; children: ReactNode }) {
  const field = useFieldControl();
  return (
    <select {...fieldControlProps(field, {})} value={value} onChange={(event) => onChange(event.target.value)} className={inputClasses} data-testid="edit-assignee">
      {children}
    </select>
  );
}
