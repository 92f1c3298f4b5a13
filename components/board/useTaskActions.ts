"use client";

import { useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { refusalMessage } from "@/lib/api/request";
import { newClientId, type TaskWrite } from "@/lib/api/task-writes";
import { taskConflictOf, tasksQueryKey, type CommentAnswer } from "@/lib/api/tasks";
import { remindersCopy } from "@/lib/copy/reminders";
import { tasksCopy } from "@/lib/copy/tasks";
import { UNDO_WINDOW_MS } from "@/lib/constants/tasks";
import type { Recurrence } from "@/lib/recurrence/rule";
import { isReminderCommand } from "@/lib/reminder-command-word";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Task, TaskConflict, TaskExpectationInput } from "@/lib/schemas/task";
import { TASK_EDITABLE_FIELDS } from "@/lib/tasks/editable";
import { applyTaskChanges, type TaskChanges } from "@/lib/tasks/changes";
import { expectationOf } from "@/lib/tasks/conflicts";
import { toast } from "@/components/ui/toast";
import { remindersQueryRoot } from "@/components/reminders/api";
import { sendOrKeep } from "@/components/pwa/offline-writes";
import { deferredDeletes } from "./deferred-delete";

export type { TaskChanges };

export interface UpdateOptions {
  /** Offer Undo for 5 s (completing or rescheduling from the card; not drags, not the edit panel). */
  undoable?: boolean;
  /**
   * The values the change was made from (docs/product.md#concurrent-edits); by default those of `task` for
   * the fields it changes. The server refuses the change when one of them changed meanwhile.
   */
  expected?: TaskExpectationInput;
  /**
   * Handles a refusal because values changed meanwhile (the edit panel shows both sides); without it a toast
   * names the fields and offers to apply the change over theirs.
   */
  onConflict?: (conflict: TaskConflict) => void;
}

export interface TaskActions {
  /** Saves a new task; shows it at once and resolves with the saved one (rejects, without a toast, when refused). */
  create(input: { title: string; dueDate: string | null; urgency: number; recurrence?: Recurrence | null }): Promise<Task>;
  /** Resolves true when the server saved it. */
  update(task: Task, changes: TaskChanges, options?: UpdateOptions): Promise<boolean>;
  /** Hides the task and deletes it when its Undo toast closes (docs/product.md#the-board). */
  remove(task: Task): Promise<void>;
  addComment(task: Task, text: string): Promise<void>;
  deleteComment(task: Task, commentId: string): Promise<void>;
  /**
   * A change sent by a part loaded later (the edit panel's checklist): `optimistic` shows at once, the
   * server's answer replaces it, a refusal restores the task with a toast (its reason, else `fallback`).
   * Resolves with the saved task, or null.
   */
  apply(task: Task, optimistic: Task, request: () => Promise<Task>, fallback: string): Promise<Task | null>;
}

/** Ids of tasks and comments shown before the server confirmed them. */
export const PENDING_ID_PREFIX = "pending-";
export const isPending = (id: string) => id.startsWith(PENDING_ID_PREFIX);
let pendingCounter = 0;
const pendingId = () => `${PENDING_ID_PREFIX}${++pendingCounter}`;
/** The id of a task made without a connection, until the server gives it its own (components/pwa/offline-queue.ts). */
const offlineId = () => `local-${newClientId()}`;

export interface TaskActionsOptions {
  workspaceId: string;
  me: { id: string; name: string };
  /** The board clock's IANA zone, in which a `!remindme` comment's time is read. */
  timeZone: string;
}

/**
 * Every change to the board's tasks: applied to the cached list at once, sent to the API with the values
 * it was made from (`expected`, docs/product.md#concurrent-edits), replaced by the server's version when it
 * answers, and rolled back (that task only, so other changes in flight survive) with an error toast when
 * the server refuses it; refused because those values changed meanwhile, the task shows the server's
 * version and the toast names what changed. Changes that add or remove
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

  /**
   * Runs `request` after showing `optimistic` in place of the task; the answer replaces it, a refusal
   * restores `before`, or shows the task as the server has it now when values changed meanwhile (then
   * `onConflict` decides what to tell).
   */
  async function change(
    before: Task,
    optimistic: Task,
    /** Resolves null when the change was kept to send later (no connection): it stays shown as made. */
    request: () => Promise<Task | null>,
    fallback: string,
    onConflict?: (conflict: TaskConflict) => void,
  ): Promise<Task | null> {
    await queryClient.cancelQueries({ queryKey: key });
    replace(before.id, optimistic);
    try {
      const saved = (await request()) ?? optimistic;
      replace(before.id, saved);
      return saved;
    } catch (error) {
      const conflict = taskConflictOf(error);
      if (current(before.id)) replace(before.id, conflict?.task ?? before);
      if (conflict && onConflict) onConflict(conflict);
      else toast.error(refusalMessage(error, fallback));
      return null;
    }
  }

  /** Completing a recurring task made (or reopening withdrew) the next occurrence on the server: load it. */
  const afterSeriesChange = (task: Task, changes: TaskChanges) => {
    if (task.recurrence && changes.completed !== undefined) void queryClient.invalidateQueries({ queryKey: key });
  };

  /** A board change refused because its fields changed meanwhile: the toast names them and offers to apply it over theirs. */
  const conflictToast = (changes: TaskChanges) => (conflict: TaskConflict) => {
    const names = tasksCopy.fieldList(conflict.fields.map((field) => tasksCopy.fieldNames[field]));
    toast.error(tasksCopy.notSavedChanged(names), {
      action: { label: tasksCopy.useMine, onClick: () => void update(current(conflict.task.id) ?? conflict.task, changes) },
    });
  };

  function update(task: Task, changes: TaskChanges, { undoable = false, expected, onConflict }: UpdateOptions = {}): Promise<boolean> {
    const seen = expected ?? expectationOf(task, TASK_EDITABLE_FIELDS.filter((field) => changes[field] !== undefined));
    const write: TaskWrite =
      Object.keys(changes).length === 1 && changes.completed !== undefined
        ? { kind: "complete", taskId: task.id, completed: changes.completed, expected: seen }
        : { kind: "update", taskId: task.id, patch: { ...changes, expected: seen } };
    const request = () => sendOrKeep<Task>(workspaceId, write);
    const optimistic = applyTaskChanges(task, changes, new Date().toISOString());
    return change(task, optimistic, request, tasksCopy.updateFailed, onConflict ?? conflictToast(changes)).then((saved) => {
      if (!saved) return false;
      afterSeriesChange(task, changes);
      const undo = undoable ? undoOf(task, changes) : null;
      if (undo) {
        toast.success(undo.message, {
          duration: UNDO_WINDOW_MS,
          action: { label: tasksCopy.undo, onClick: () => void update(current(task.id) ?? saved, undo.changes) },
        });
      }
      return true;
    });
  }

  return {
    async create({ recurrence, ...input }) {
      const now = new Date().toISOString();
      const optimistic: Task = {
        id: pendingId(),
        ...input,
        ...(recurrence && { recurrence }),
        completed: false,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
        workspaceId,
        userId: me.id,
        comments: [],
        subtasks: [],
      };
      await queryClient.cancelQueries({ queryKey: key });
      edit((tasks) => [...tasks, optimistic]);
      try {
        const taskId = offlineId();
        const saved = (await sendOrKeep<Task>(workspaceId, { kind: "create", taskId, input: { ...input, ...(recurrence && { recurrence }), workspaceId } })) ?? {
          ...optimistic,
          id: taskId,
        };
        replace(optimistic.id, saved);
        return saved;
      } catch (error) {
        edit((tasks) => tasks.filter((t) => t.id !== optimistic.id));
        throw error;
      }
    },

    update,

    async remove(task) {
      const send = async ({ leavingPage }: { leavingPage: boolean }) => {
        try {
          await sendOrKeep<void>(workspaceId, { kind: "remove", taskId: task.id }, { keepalive: leavingPage });
          edit((tasks) => tasks.filter((t) => t.id !== task.id));
          refreshReminders(); // the task's reminders went with it
        } catch (error) {
          if (!leavingPage) toast.error(refusalMessage(error, tasksCopy.deleteFailed));
        } finally {
          deferredDeletes.reveal(task.id);
        }
      };
      deferredDeletes.defer(task.id, (options) => void send(options));
      toast.success(tasksCopy.deletedToast, {
        duration: UNDO_WINDOW_MS,
        action: { label: tasksCopy.undo, onClick: () => void deferredDeletes.cancel(task.id) },
        onAutoClose: () => deferredDeletes.commit(task.id),
        onDismiss: () => deferredDeletes.commit(task.id),
      });
    },

    addComment(task, text) {
      const comment = { id: pendingId(), text, user: me.name, userId: me.id, time: new Date().toISOString() };
      const optimistic = { ...task, comments: [...task.comments, comment] };
      const request = async () => {
        const answer = await sendOrKeep<CommentAnswer>(workspaceId, { kind: "comment", taskId: task.id, text, timeZone });
        afterReminder(answer?.reminder);
        return answer?.task ?? null;
      };
      return change(task, optimistic, request, tasksCopy.commentFailed).then(() => undefined);
    },

    deleteComment(task, commentId) {
      const optimistic = { ...task, comments: task.comments.filter((c) => c.id !== commentId) };
      // Deleting a reminder command deletes the reminders that comment made (docs/product.md#reminders): refresh them.
      const command = isReminderCommand(task.comments.find((c) => c.id === commentId)?.text ?? "");
      const request = async () => {
        const saved = await sendOrKeep<Task>(workspaceId, { kind: "deleteComment", taskId: task.id, commentId });
        if (saved && command) refreshReminders();
        return saved;
      };
      return change(task, optimistic, request, tasksCopy.deleteCommentFailed).then(() => undefined);
    },

    apply(task, optimistic, request, fallback) {
      replace(task.id, optimistic); // at once: a checkbox shows its new state on the click itself
      return change(task, optimistic, request, fallback);
    },
  };
}

/** What Undo sends back for a change the card offers it for: a completion or a reschedule. */
function undoOf(before: Task, changes: TaskChanges): { message: string; changes: TaskChanges } | null {
  const keys = Object.keys(changes);
  if (keys.length !== 1) return null;
  if (changes.completed === true && !before.completed) return { message: tasksCopy.completedToast, changes: { completed: false } };
  if (changes.dueDate !== undefined && changes.dueDate !== before.dueDate) return { message: tasksCopy.rescheduledToast, changes: { dueDate: before.dueDate } };
  return null;
}
