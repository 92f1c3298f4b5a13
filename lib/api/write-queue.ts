import type { TaskWrite } from "@/lib/api/task-writes";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Task } from "@/lib/schemas/task";

/**
 * The offline queue's rules, pure (components/pwa/offline-queue.ts keeps it on the device and sends it;
 * docs/product.md#on-your-phone): changes are sent in the order they were made, each with the
 * Idempotency-Key it was given when made, so a change whose answer was lost is not done twice.
 */

/** A change waiting to be sent. */
export interface QueuedWrite {
  /** Its Idempotency-Key, made once when the change was made and sent with every try. */
  key: string;
  workspaceId: string;
  write: TaskWrite;
}

/** What is kept on the device: the waiting changes, in order, and the server's ids of tasks and steps made offline. */
export interface WriteQueue {
  items: QueuedWrite[];
  /** Client-made task or subtask id -> the id the server gave it. */
  ids: Record<string, string>;
}

export const emptyQueue = (): WriteQueue => ({ items: [], ids: {} });

/** What one try of the first waiting change came to. */
export type ReplayOutcome =
  /** Saved (or already saved: the first answer repeated). */
  | "sent"
  /** Its task was deleted meanwhile: this change and the other waiting changes of the task are dropped, with a notice. */
  | "gone"
  /** Refused for good (e.g. no longer a member, or its step was deleted meanwhile): dropped, with the server's message. */
  | "refused"
  /** Not now (no answer, the server failed, too many requests, signed out): stop, and try the same change with the same key later. */
  | "retry";

/**
 * The outcome of an answer's status (and message: a step's 404 names either its task or the step);
 * `null` for no answer at all.
 */
export function outcomeOf(write: TaskWrite, status: number | null, message?: string): ReplayOutcome {
  if (status === null || status >= 500 || status === 429 || status === 401) return "retry";
  if (status < 300) return "sent";
  const stepGone = (write.kind === "updateSubtask" || write.kind === "deleteSubtask") && message === subtasksCopy.subtaskNotFound;
  if (status === 404 && write.kind !== "create" && !stepGone) return "gone";
  return "refused";
}

/** The server's ids of what a sent change made: a new task's, or the steps added (the answer's last ones, in order). */
function idsMadeBy(write: TaskWrite, saved: Task): Record<string, string> {
  if (write.kind === "create") return { [write.taskId]: saved.id };
  if (write.kind !== "addSubtasks") return {};
  const added = saved.subtasks.slice(saved.subtasks.length - write.subtaskIds.length);
  return added.length === write.subtaskIds.length ? Object.fromEntries(write.subtaskIds.map((id, i) => [id, added[i].id])) : {};
}

/** The waiting changes after the first one came to `outcome`, with the server's id of a task it made. */
export function afterReplay(queue: WriteQueue, outcome: Exclude<ReplayOutcome, "retry">, saved?: Task): WriteQueue {
  const [first, ...rest] = queue.items;
  if (!first) return queue;
  if (outcome === "gone") {
    const taskId = first.write.taskId;
    return { ...queue, items: rest.filter((item) => item.write.taskId !== taskId) };
  }
  const ids = outcome === "sent" && saved ? { ...queue.ids, ...idsMadeBy(first.write, saved) } : queue.ids;
  return { items: rest, ids };
}

/** The server's id of a task or step (a client-made id once its creation was sent; any other id as it is). */
export const serverIdIn = (queue: WriteQueue) => (taskId: string) => queue.ids[taskId] ?? taskId;

/** The task an answer carries: the task itself, or a new comment's `{ task }`; none for a delete. */
export function taskOfAnswer(write: TaskWrite, data: unknown): Task | null {
  if (write.kind === "remove" || data === null || data === undefined) return null;
  return write.kind === "comment" ? (data as { task: Task }).task : (data as Task);
}

/**
 * A workspace's cached list after a change was sent (`saved`: the task the server answered with) or
 * dropped because its task is gone: the client-made task gives way to the saved one (only once, should a
 * live event have brought it first), a gone or deleted task leaves.
 */
export function listAfter(tasks: Task[], write: TaskWrite, outcome: "sent" | "gone", saved: Task | null, serverId: (taskId: string) => string = (id) => id): Task[] {
  const ids = new Set([write.taskId, serverId(write.taskId)]);
  if (outcome === "gone" || write.kind === "remove") return tasks.filter((t) => !ids.has(t.id));
  if (!saved) return tasks;
  ids.add(saved.id);
  const at = tasks.findIndex((t) => ids.has(t.id));
  if (at === -1) return [...tasks, saved];
  return tasks.flatMap((t, i) => (i === at ? [saved] : ids.has(t.id) ? [] : [t]));
}
