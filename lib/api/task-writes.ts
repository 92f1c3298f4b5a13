import type { UpdateSubtaskInput } from "@/lib/schemas/subtask";
import type { CreateTaskInput, TaskExpectationInput, UpdateTaskInput } from "@/lib/schemas/task";

/**
 * The board's changes to tasks as data: what lib/api/tasks.ts sends at once and the offline queue
 * (components/pwa/offline-queue.ts) keeps on the device and sends later, in order, each with its own
 * Idempotency-Key (docs/product.md#idempotency-keys). A task made offline carries a client-made id until
 * its creation is sent; later changes to it name that id, and `requestOf` puts the server's id in its place.
 * Steps added to a checklist (docs/product.md#subtasks) carry client-made ids the same way: the server adds
 * them at the end, in order, so its answer's last steps are theirs (lib/api/write-queue.ts maps them).
 */
export type TaskWrite =
  | { kind: "create"; taskId: string; input: CreateTaskInput }
  | { kind: "update"; taskId: string; patch: UpdateTaskInput }
  | { kind: "complete"; taskId: string; completed: boolean; expected?: TaskExpectationInput }
  | { kind: "remove"; taskId: string }
  | { kind: "comment"; taskId: string; text: string; timeZone: string }
  | { kind: "deleteComment"; taskId: string; commentId: string }
  | { kind: "addSubtasks"; taskId: string; subtaskIds: string[]; titles: string[] }
  | { kind: "updateSubtask"; taskId: string; subtaskId: string; patch: UpdateSubtaskInput }
  | { kind: "deleteSubtask"; taskId: string; subtaskId: string };

export interface WriteRequest {
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

/** The API call of a change; `serverId` turns a client-made task or subtask id into the server's (others unchanged). */
export function requestOf(write: TaskWrite, serverId: (id: string) => string = (id) => id): WriteRequest {
  const path = taskPath(serverId(write.taskId));
  const stepPath = (subtaskId: string) => `${path}/subtasks/${encodeURIComponent(serverId(subtaskId))}`;
  switch (write.kind) {
    case "create":
      return { method: "POST", path: "/api/tasks", body: write.input };
    case "update":
      return { method: "PATCH", path, body: write.patch };
    case "complete":
      return { method: "POST", path: `${path}/toggle`, body: { completed: write.completed, expected: write.expected } };
    case "remove":
      return { method: "DELETE", path };
    case "comment":
      return { method: "POST", path: `${path}/comments`, body: { text: write.text, timeZone: write.timeZone } };
    case "deleteComment":
      return { method: "DELETE", path: `${path}/comments/${encodeURIComponent(write.commentId)}` };
    case "addSubtasks":
      return { method: "POST", path: `${path}/subtasks`, body: { titles: write.titles } };
    case "updateSubtask":
      return { method: "PATCH", path: stepPath(write.subtaskId), body: write.patch };
    case "deleteSubtask":
      return { method: "DELETE", path: stepPath(write.subtaskId) };
  }
}

/**
 * A change kept on the device before any try carries no `expected` values: when it is sent later, the last
 * write wins per field (docs/product.md#on-your-phone) instead of a conflict nobody is there to resolve. A
 * change that was tried and got no answer keeps its body, so its retry with the same key is the same request.
 */
export function lastWriteWins(write: TaskWrite): TaskWrite {
  if (write.kind === "complete") return { ...write, expected: undefined };
  if (write.kind === "update") return { ...write, patch: { ...write.patch, expected: undefined } };
  return write;
}

/** A new Idempotency-Key or client-made id: 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
