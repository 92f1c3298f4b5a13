"use client";

import type { ReactNode } from "react";
import { assignmentCopy } from "@/lib/copy/assignment";
import type { Task } from "@/lib/schemas/task";
import type { WorkspacePerson } from "@/lib/schemas/workspace";
import { inputClasses } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";

/**
 * The edit panel's assignee (loaded with the panel), one line beside its buttons: Nobody, Me, and the
 * workspace's other people by name with their e-mail. An assignee who is no longer among them stays
 * listed by e-mail until changed.
 */
export function AssigneePicker({
  people,
  myEmail,
  value,
  onChange,
  hint,
}: {
  people: readonly WorkspacePerson[];
  myEmail: string;
  value: string | null;
  onChange: (value: string | null) => void;
  hint: ReactNode;
}) {
  const others = people.filter((p) => p.email !== myEmail);
  const known = value === null || value === myEmail || others.some((p) => p.email === value);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {assignmentCopy.fieldAssignee}
        <select value={value ?? ""} onChange={(event) => onChange(event.target.value || null)} className={cn(inputClasses, "w-auto max-w-56")} data-testid="edit-assignee">
          <option value="">{assignmentCopy.nobody}</option>
          <option value={myEmail}>{assignmentCopy.me}</option>
          {others.map((p) => (
            <option key={p.email} value={p.email}>
              {p.name ? assignmentCopy.memberWithEmail(p.name, p.email) : p.email}
            </option>
          ))}
          {!known && value && <option value={value}>{value}</option>}
        </select>
      </label>
      {hint}
    </div>
  );
}

/** Who made the task: the user, one of the workspace's people, or someone who commented on it; null when unknown. */
export function creatorName(task: Task, people: readonly WorkspacePerson[], me: { id: string; name: string }): string | null {
  if (task.userId === me.id) return me.name;
  const person = people.find((p) => p.userId === task.userId);
  return person?.name || person?.email || task.comments.find((c) => c.userId === task.userId)?.user || null;
}
