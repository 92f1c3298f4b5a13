import type { Subtask } from "@/lib/schemas/task";

/**
 * A change to a task's checklist, as the store applies it atomically (docs/product.md#subtasks): add
 * several at the end (none when that would pass `max`), rename or check one, move one to a position of the
 * list (0 is the first; past the end is the last), delete one.
 */
export type SubtaskChange =
  | { kind: "add"; subtasks: { id: string; title: string }[]; max: number }
  | { kind: "update"; id: string; title?: string; done?: boolean }
  | { kind: "move"; id: string; to: number }
  | { kind: "delete"; id: string };

/** Why a change was not made (besides a missing task). */
export type SubtaskRefusal = "subtask_not_found" | "full";

/**
 * The list after `change`, or why it cannot be made: the rule each backend's store follows (Appwrite and
 * PostgreSQL apply this to the list they read under a lock or a compare-and-set; libSQL in SQL).
 */
export function applySubtaskChange(list: readonly Subtask[], change: SubtaskChange): Subtask[] | SubtaskRefusal {
  if (change.kind === "add") {
    if (list.length + change.subtasks.length > change.max) return "full";
    return [...list, ...change.subtasks.map(({ id, title }) => ({ id, title, done: false }))];
  }
  const at = list.findIndex((subtask) => subtask.id === change.id);
  if (at < 0) return "subtask_not_found";
  if (change.kind === "delete") return list.filter((_, i) => i !== at);
  if (change.kind === "update") {
    const { title = list[at].title, done = list[at].done } = change;
    return list.map((subtask, i) => (i === at ? { ...subtask, title, done } : subtask));
  }
  const rest = list.filter((_, i) => i !== at);
  const to = Math.min(Math.max(0, change.to), rest.length);
  return [...rest.slice(0, to), list[at], ...rest.slice(to)];
}
