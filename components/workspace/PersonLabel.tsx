import { assignmentCopy } from "@/lib/copy/assignment";
import type { WorkspacePerson } from "@/lib/schemas/workspace";

/** Someone of a workspace: their name with their e-mail beside it, or the e-mail alone while no name is known. */
export function PersonLabel({ people, email }: { people: readonly WorkspacePerson[]; email: string }) {
  const name = people.find((p) => p.email === email.toLowerCase())?.name;
  if (!name) return <span className="truncate">{email}</span>;
  return (
    <span className="truncate" title={assignmentCopy.memberWithEmail(name, email)}>
      {name} <span className="text-slate-500 dark:text-slate-400">{email}</span>
    </span>
  );
}
