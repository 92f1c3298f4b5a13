import "server-only";
import { forbidden, notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import { newId } from "@/server/ids";
import { requireVisibleTask } from "@/server/services/tasks";
import { deleteRemindersOfComment, reminderFromComment } from "@/server/services/reminders";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import { authorName } from "@/lib/author-name";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Comment, Task } from "@/lib/schemas/task";
import type { CommentReminder } from "@/lib/schemas/reminder";

/**
 * Comments: whoever sees a task may comment on it; a comment is deleted by its
 * author or the workspace owner. The author's name and the time come from the session and the server
 * clock, never from the request.
 */

export interface AddCommentServiceInput {
  user: VerifiedAccount;
  taskId: string;
  /** Validated and trimmed (lib/schemas/task addCommentSchema). */
  text: string;
  /** The commenter's IANA zone, in which a reminder command's time is read. */
  timeZone?: string;
}

export interface AddedComment {
  task: Task;
  comment: Comment;
  /** What became of a reminder command; absent for an ordinary comment. */
  reminder?: CommentReminder;
}

export async function addComment({ user, taskId, text, timeZone }: AddCommentServiceInput): Promise<AddedComment> {
  const { actor, task } = await requireVisibleTask({ user, taskId });
  const comment: Comment = { id: newId(), text, user: authorName(actor), userId: actor.id, time: new Date().toISOString() };
  const store = await getStore();
  const updated = await store.addComment(task.id, comment, changeEvent.commentAdded(actor, task.workspaceId, comment));
  if (!updated) throw notFound(taskDetailsCopy.taskNotFound); // deleted meanwhile
  // Hook point for reminder commands: a comment starting with !remindme or !rmd creates a
  // reminder here, after the comment is stored, so a reminder failure never loses the comment.
  const reminder = await reminderFromComment({ user: actor, userName: comment.user, task: updated, commentId: comment.id, text, timeZone });
  return reminder ? { task: updated, comment, reminder } : { task: updated, comment };
}

export interface DeleteCommentServiceInput {
  user: VerifiedAccount;
  taskId: string;
  commentId: string;
}

export async function deleteComment({ user, taskId, commentId }: DeleteCommentServiceInput): Promise<Task> {
  const { actor, task, access } = await requireVisibleTask({ user, taskId });
  const comment = task.comments.find((c) => c.id === commentId);
  if (!comment) throw notFound(taskDetailsCopy.commentNotFound);
  if (comment.userId !== actor.id && access.role !== "owner") throw forbidden(taskDetailsCopy.onlyAuthorOrOwnerDeleteComment);
  const store = await getStore();
  const updated = await store.deleteComment(task.id, comment.id, changeEvent.commentDeleted(actor, task.workspaceId, comment.id));
  if (!updated) throw notFound(taskDetailsCopy.taskNotFound); // deleted meanwhile
  // Deleting a reminder command deletes the reminders that comment made, and no one else's.
  await deleteRemindersOfComment({ taskId: task.id, comment });
  return updated;
}
