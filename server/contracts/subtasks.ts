import { subtasksCopy } from "@/lib/copy/subtasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { addSubtasksSchema, breakdownRequestSchema, subtaskIdSchema, updateSubtaskSchema } from "@/lib/schemas/subtask";
import { taskIdSchema } from "@/lib/schemas/task";
import { created, defineRoute, ok } from "./types";

/** A task's checklist (docs/product.md#subtasks). Each answers the task with its `subtasks`, in order. */

const tag = "Tasks";
const auth = "session-or-token";
const taskId = { schema: taskIdSchema, notFound: taskDetailsCopy.taskNotFound };
const subtaskId = { schema: subtaskIdSchema, notFound: subtasksCopy.subtaskNotFound };

export const subtaskRoutes = {
  add: defineRoute({
    method: "POST",
    path: "/api/tasks/{taskId}/subtasks",
    summary: "Add subtasks at the end of a task's checklist, in order (all or none; 413 past 50 a task): the task",
    tag,
    auth,
    params: { taskId },
    body: addSubtasksSchema,
    success: created(),
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/api/tasks/{taskId}/subtasks/{subtaskId}",
    summary: "Rename, check or uncheck a subtask, and/or move it to `position` (0 is the first): the task",
    tag,
    auth,
    params: { taskId, subtaskId },
    body: updateSubtaskSchema,
    success: ok(),
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/tasks/{taskId}/subtasks/{subtaskId}",
    summary: "Delete a subtask: the task",
    tag,
    auth,
    params: { taskId, subtaskId },
    success: ok(),
  }),
  breakdown: defineRoute({
    method: "POST",
    path: "/api/tasks/{taskId}/breakdown",
    summary: "Propose 3-7 steps for a task (the LLM's when configured, else the local ones, labelled); saves nothing: { steps, planner, model, kind, fallback }",
    tag,
    auth,
    // It writes nothing: a read token may ask.
    scope: "read",
    params: { taskId },
    body: breakdownRequestSchema,
    success: ok(),
  }),
};
