import type { QueryClient } from "@tanstack/react-query";
import { tasksQueryKey } from "@/lib/api/tasks";
import type { LiveEvent, LiveWorkspace } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import type { WorkspaceList } from "@/lib/schemas/workspace";
import { remindersQueryKey } from "@/components/reminders/api";
import { workspacesQueryKey } from "@/components/workspace/api";
import { peopleQueryKey } from "@/components/workspace/usePeople";
import { isPending } from "@/components/board/useTaskActions";

/**
 * Applies one live event to the TanStack Query cache: the changed record is merged into what is cached
 * (nothing is refetched, except the task list when the workspace's sharing changes, which changes which
 * tasks the user sees). Echoes of the user's own changes are recognised: a task already cached with a
 * newer or equal `updatedAt` is kept (an optimistic edit in flight wins over the echo of an older one),
 * and the user's own just-created task is left to the request that made it (it replaces its
 * placeholder). Returns what the board should show besides.
 */

export interface LiveEffects {
  /** A task a teammate added: highlight it. */
  added?: string;
  /** A task deleted by `by`. */
  deleted?: { taskId: string; by: string | null };
  /** The user can no longer read this workspace. */
  revoked?: boolean;
}

export interface ApplyContext {
  me: { id: string };
}

const newer = (incoming: Task, cached: Task) => incoming.updatedAt >= cached.updatedAt;

/** Keeps the user's comments not yet confirmed by the server on top of the server's version. */
function mergeComments(incoming: Task, cached: Task | undefined): Task {
  const unconfirmed = cached?.comments.filter((c) => isPending(c.id)) ?? [];
  return unconfirmed.length === 0 ? incoming : { ...incoming, comments: [...incoming.comments, ...unconfirmed] };
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, { me }: ApplyContext): LiveEffects {
  const key = tasksQueryKey(event.workspaceId);
  const edit = (change: (tasks: Task[]) => Task[]) => {
    if (queryClient.getQueryData<Task[]>(key) === undefined) return; // nothing cached: the next load has it
    queryClient.setQueryData<Task[]>(key, (tasks = []) => change(tasks));
  };
  const mine = event.actor?.id === me.id;

  switch (event.type) {
    case "task.created": {
      const { task } = event;
      let added = false;
      edit((tasks) => {
        if (tasks.some((t) => t.id === task.id)) return tasks;
        // The user's own create: its placeholder is replaced by the request's answer.
        if (mine && tasks.some((t) => isPending(t.id) && t.title === task.title)) return tasks;
        added = true;
        return [...tasks, task];
      });
      return added && !mine ? { added: task.id } : {};
    }
    case "task.updated":
      edit((tasks) => tasks.map((t) => (t.id === event.task.id && newer(event.task, t) ? mergeComments(event.task, t) : t)));
      return {};
    case "comment.added":
    case "comment.deleted":
      edit((tasks) => tasks.map((t) => (t.id === event.task.id ? mergeComments(event.task, t) : t)));
      return {};
    case "task.deleted":
      edit((tasks) => tasks.filter((t) => t.id !== event.taskId));
      void queryClient.invalidateQueries({ queryKey: remindersQueryKey(event.workspaceId) });
      return mine ? {} : { deleted: { taskId: event.taskId, by: event.actor?.name ?? null } };
    case "workspace.updated":
      updateWorkspace(queryClient, event.workspace);
      return {};
    case "member.added":
    case "member.removed":
    case "member.left":
      updateWorkspace(queryClient, { id: event.workspaceId, members: event.members });
      // Sharing decides which tasks everyone sees: this one change reloads the list (and the names of its people).
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: peopleQueryKey(event.workspaceId) });
      return {};
    case "workspace.deleted":
      return { revoked: true };
    case "reminder.created":
    case "reminder.sent":
    case "reminder.deleted":
      void queryClient.invalidateQueries({ queryKey: remindersQueryKey(event.workspaceId) });
      return {};
  }
}

function updateWorkspace(queryClient: QueryClient, changed: Partial<LiveWorkspace> & { id: string }): void {
  queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (list) => {
    if (!list) return list;
    const merge = <W extends { id: string }>(w: W): W => (w.id === changed.id ? { ...w, ...changed } : w);
    return { owned: list.owned.map(merge), shared: list.shared.map(merge) };
  });
}
