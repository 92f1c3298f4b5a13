import { taskDetailsCopy } from "@/lib/copy/task-details";
import { parseTaskRequestSchema } from "@/lib/parse/schema";
import { addCommentRequestSchema } from "@/lib/schemas/reminder";
import { commentIdSchema, createTaskSchema, listTasksQuerySchema, taskConflictErrorSchema, taskIdSchema, toggleTaskSchema, updateTaskSchema } from "@/lib/schemas/task";
import { created, defineRoute, noContent, ok } from "./types";

/** Tasks and their comments. Which task a caller may see or change is the services' decision. */

const tag = "Tasks";
const auth = "session-or-token";
// Ids that cannot exist are 404s, like unknown ones.
const taskId = { schema: taskIdSchema, notFound: taskDetailsCopy.taskNotFound };
const commentId = { schema: commentIdSchema, notFound: taskDetailsCopy.commentNotFound };

/** An update or toggle with `expected` whose values changed meanwhile: nothing is written (docs/product.md#concurrent-edits). */
const changedMeanwhile = { status: 409, description: "A value named in `expected` changed meanwhile: nothing was written; `fields` are those that changed, `task` the task as it is now", error: taskConflictErrorSchema };

export const taskRoutes = {
  list: defineRoute({ method: "GET", path: "/api/tasks", summary: "Tasks of a workspace (those q finds, when given), with an ETag", tag, auth, query: listTasksQuerySchema, success: ok() }),
  create: defineRoute({ method: "POST", path: "/api/tasks", summary: "Create a task", tag, auth, body: createTaskSchema, success: created() }),
  update: defineRoute({
    method: "PATCH",
    path: "/api/tasks/{taskId}",
    summary: "Update a task (any of its fields; with `expected`, only while those fields still have the values the client saw)",
    tag,
    auth,
    params: { taskId },
    body: updateTaskSchema,
    success: ok(),
    failures: [changedMeanwhile],
  }),
  remove: defineRoute({ method: "DELETE", path: "/api/tasks/{taskId}", summary: "Delete a task (its creator or the workspace owner)", tag, auth, params: { taskId }, success: noContent }),
  toggle: defineRoute({
    method: "POST",
    path: "/api/tasks/{taskId}/toggle",
    summary: "Complete or reopen a task (flips it without a body; with `expected`, only while those values hold)",
    tag,
    auth,
    params: { taskId },
    body: toggleTaskSchema,
    success: ok(),
    failures: [changedMeanwhile],
  }),
  addComment: defineRoute({
    method: "POST",
    path: "/api/tasks/{taskId}/comments",
    summary: "Comment on a task (!remindme sets a reminder): { task, comment, reminder? }",
    tag,
    auth,
    params: { taskId },
    body: addCommentRequestSchema,
    success: created(),
  }),
  deleteComment: defineRoute({
    method: "DELETE",
    path: "/api/tasks/{taskId}/comments/{commentId}",
    summary: "Delete a comment (its author or the workspace owner); answers the task",
    tag,
    auth,
    params: { taskId, commentId },
    success: ok(),
  }),
  parse: defineRoute({ method: "POST", path: "/api/parse-task", summary: "Parse quick-add text: { task, parser, model }", tag, auth, body: parseTaskRequestSchema, success: ok() }),
};
