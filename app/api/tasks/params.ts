import "server-only";
import { notFound } from "@/server/errors";
import { tasksCopy } from "@/lib/copy/tasks";
import { commentIdSchema, taskIdSchema } from "@/lib/schemas/task";

/** Route ids that cannot exist are 404s, like unknown ones. */
export async function readTaskParams<P extends { taskId: string }>(params: Promise<P>): Promise<P> {
  const values = await params;
  if (!taskIdSchema.safeParse(values.taskId).success) throw notFound(tasksCopy.taskNotFound);
  return values;
}

export async function readCommentParams(params: Promise<{ taskId: string; commentId: string }>) {
  const values = await readTaskParams(params);
  if (!commentIdSchema.safeParse(values.commentId).success) throw notFound(tasksCopy.commentNotFound);
  return values;
}
