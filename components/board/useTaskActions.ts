"use client";

import { useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { refusalMessage } from "@/lib/api/request";
import { tasksApi, tasksQueryKey } from "@/lib/api/tasks";
import { remindersCopy } from "@/lib/copy/reminders";
import { tasksCopy } from "@/lib/copy/tasks";
import { isReminderCommand } from "@/lib/reminder-command-word";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Task } from "@/lib/schemas/task";
import { toast } from "@/components/ui/toast";
import { remindersQueryRoot } from "@/components/reminders/api";

/** The fields the board changes on a task. */
export interface TaskChanges {
  title?: string;
  dueDate?: string | null;
  urgency?: number;
  completed?: boolean;
}

export interface TaskActions {
  /** Saves a new task; shows it at once and resolves with the saved one (rejects, without a toast, when refused). */
  create(input: { title: string; dueDate: string | null; urgency: number }): Promise<Task>;
  update(task: Task, changes: TaskChanges): Promise<void>;
  remove(task: Task): Promise<void>;
  addComment(task: Task, text: string): Promise<void>;
  deleteComment(task: Task, commentId: string): Promise<void>;
}

/** Ids of tasks and comments shown before the server confirmed them. */
export const PENDING_ID_PREFIX = "pending-";
export const isPending = (id: string) => id.startsWith(PENDING_ID_PREFIX);
let pendingCounter = 0;
const pendingId = () => `${PENDING_ID_PREFIX}${++pendingCounter}`;

function withChanges(task: Task, changes: TaskChanges, now: string): Task {
  const next: Task = { ...task, ...changes, updatedAt: now };
  if (changes.completed !== undefined && changes.completed !== task.completed) next.completedAt = changes.completed ? now : null;
  return next;
}

export interface TaskActionsOptions {
  workspaceId: string;
  me: { id: string; name: string };
  /** The board clock's IANA zone, in which a `!remindme` comment's time is read. */
  timeZone: string;
}

/**
 * Every change to the board's tasks: applied to the cached list at once, sent to the API, replaced
 * by the server's version when it answers, and rolled back (that task only, so other changes in
 * flight survive) with an error toast when the server refuses it. Changes that add or remove
 * reminders (a `!remindme` comment, deleting such a comment or a task) refresh the reminders badge
 * and panel at once.
 */
export function useTaskActions({ workspaceId, me, timeZone }: TaskActionsOptions): TaskActions {
  const queryClient = useQueryClient();
  return useMemo(() => createActions(queryClient, { workspaceId, me, timeZone }), [queryClient, workspaceId, me, timeZone]);
}

function createActions(queryClient: QueryClient, { workspaceId, me, timeZone }: TaskActionsOptions): TaskActions {
  const key = tasksQueryKey(workspaceId);
  const refreshReminders = () => void queryClient.invalidateQueries({ queryKey: remindersQueryRoot });
  /** A reminder command's outcome: a failure keeps the comment and says so, with the command's own reason. */
  const afterReminder = (reminder: CommentReminder | undefined) => {
    if (reminder?.status === "failed") toast.error(remindersCopy.reminderFailedCommentAdded, { description: reminder.reason });
    if (reminder?.status === "created") refreshReminders();
  };
  const edit = (change: (tasks: Task[]) => Task[]) => queryClient.setQueryData<Task[]>(key, (tasks = []) => change(tasks));
  const replace = (id: string, task: Task) => edit((tasks) => tasks.map((t) => (t.id === id ? task : t)));
  const current = (id: string) => queryClient.getQueryData<Task[]>(key)?.find((t) => t.id === id);

  /** Runs `request` after showing `optimistic` in place of the task; the answer replaces it, a refusal restores `before`. */
  async function change(before: Task, optimistic: Task, request: () => Promise<Task>, fallback: string): Promise<void> {
    await queryClient.cancelQueries({ queryKey: key });
    replace(before.id, optimistic);
    try {
      replace(before.id, await request());
    } catch (error) {
      if (current(before.id)) replace(before.id, before);
      toast.error(refusalMessage(error, fallback));
    }
  }

  return {
    async create(input) {
      const now = new Date().toISOString();
      const optimistic: Task = {
        id: pendingId(),
        ...input,
        completed: false,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
        workspaceId,
        userId: me.id,
        comments: [],
      };
      await queryClient.cancelQueries({ queryKey: key });
      edit((tasks) => [...tasks, optimistic]);
      try {
        const saved = await tasksApi.create({ ...input, workspaceId });
        replace(optimistic.id, saved);
        return saved;
      } catch (error) {
        edit((tasks) => tasks.filter((t) => t.id !== optimistic.id));
        throw error;
      }
    },

    update(task, changes) {
      const request =
        Object.keys(changes).length === 1 && changes.completed !== undefined
          ? () => tasksApi.setCompleted(task.id, changes.completed!)
          : () => tasksApi.update(task.id, changes);
      return change(task, withChanges(task, changes, new Date().toISOString()), request, tasksCopy.updateFailed);
    },

    async remove(task) {
      await queryClient.cancelQueries({ queryKey: key });
      const index = queryClient.getQueryData<Task[]>(key)?.findIndex((t) => t.id === task.id) ?? -1;
      edit((tasks) => tasks.filter((t) => t.id !== task.id));
      try {
        await tasksApi.remove(task.id);
        refreshReminders(); // the task's reminders went with it
      } catch (error) {
        edit((tasks) => (tasks.some((t) => t.id === task.id) ? tasks : [...tasks.slice(0, Math.max(index, 0)), task, ...tasks.slice(Math.max(index, 0))]));
        toast.error(refusalMessage(error, tasksCopy.deleteFailed));
      }
    },

    addComment(task, text) {
      const comment = { id: pendingId(), text, user: me.name, userId: me.id, time: new Date().toISOString() };
      const optimistic = { ...task, comments: [...task.comments, comment] };
      const request = async () => {
        const { task: saved, reminder } = await tasksApi.addComment(task.id, text, timeZone);
        afterReminder(reminder);
        return saved;
      };
      return change(task, optimistic, request, tasksCopy.commentFailed);
    },

    deleteComment(task, commentId) {
      const optimistic = { ...task, comments: task.comments.filter((c) => c.id !== commentId) };
      // Deleting a reminder command deletes every reminder of the task.
      const command = isReminderCommand(task.comments.find((c) => c.id === commentId)?.text ?? "");
      const request = async () => {
        const saved = await tasksApi.deleteComment(task.id, commentId);
        if (command) refreshReminders();
        return saved;
      };
      return change(task, optimistic, request, tasksCopy.deleteCommentFailed);
    },
  };
}
