"use client";

import type { Task } from "@/lib/schemas/task";
import { personName, useWorkspacePeople } from "@/components/workspace/usePeople";
import { AssigneeInitial } from "./CardMeta";

/** The interactive card's assignee: the initial of their name, once the workspace's people are loaded. */
export function CardAssignee({ task }: { task: Task }) {
  const people = useWorkspacePeople(task.workspaceId, true);
  return <AssigneeInitial task={task} name={task.assignee && personName(people, task.assignee)} />;
}
