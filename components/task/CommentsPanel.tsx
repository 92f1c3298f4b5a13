"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { SendHorizontal, Trash2 } from "lucide-react";
import { COMMENT_LIST_MAX_HEIGHT, COMMENT_TEXT_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatCommentTime, type FormatContext } from "@/lib/format";
import { isReminderCommand } from "@/lib/reminder-command-word";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Comment, Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useBoard } from "@/components/board/BoardContext";
import { isPending } from "@/components/board/useTaskActions";
import { ReminderComment, reminderWhen } from "@/components/reminders/ReminderComment";
import { toast } from "@/components/ui/toast";

const HELP_COMMAND = "!help";
const NO_REMINDERS: readonly ReminderView[] = [];

/**
 * A task's comments: the list (at most 16rem high, scrolling), relative times, delete with
 * confirmation for the author and the workspace owner, and the input. '!help' shows the command list
 * instead of being posted; blank text is ignored. A `!remindme` comment whose reminder the user has
 * shows as that reminder (ReminderComment), and posting one that sets a reminder says when it is set for.
 */
export function CommentsPanel({ task }: { task: Task }) {
  const { actions, clock, me, isOwner, reminders } = useBoard();
  const [text, setText] = useState("");
  const [showHelp, setShowHelp] = useState(false);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const ofTask = reminders.get(task.id) ?? NO_REMINDERS;
  const byComment = useMemo(() => new Map(ofTask.map((r) => [r.commentId, r])), [ofTask]);

  // After posting a reminder command: the reminders the task had then. The first one made since by a comment
  // of the user's is the one the command set (the list refreshes once the server has answered).
  const awaiting = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const known = awaiting.current;
    if (!known) return;
    const mine = new Set(task.comments.filter((c) => c.userId === me.id).map((c) => c.id));
    const made = ofTask.find((r) => !known.has(r.id) && r.commentId !== null && mine.has(r.commentId));
    if (!made) return;
    awaiting.current = null;
    toast.success(remindersCopy.reminderSet(reminderWhen(made, clock)));
  }, [ofTask, task.comments, me.id, clock]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setText("");
    if (value.toLowerCase() === HELP_COMMAND) {
      setShowHelp(true);
      return;
    }
    if (isReminderCommand(value)) awaiting.current = new Set(ofTask.map((r) => r.id));
    void actions.addComment(task, value);
  };

  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      {task.comments.length === 0 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{taskDetailsCopy.noComments}</p>
      ) : (
        <ul className="space-y-2 overflow-y-auto pr-1" style={{ maxHeight: COMMENT_LIST_MAX_HEIGHT }} aria-label={taskDetailsCopy.comments}>
          {task.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              reminder={byComment.get(comment.id)}
              clock={clock}
              onDelete={(comment.userId === me.id || isOwner) && !isPending(comment.id) ? () => setDeleting(comment) : undefined}
            />
          ))}
        </ul>
      )}

      {showHelp && (
        <div role="note" className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-xs dark:border-indigo-500/30 dark:bg-indigo-500/10">
          <div className="flex items-center justify-between">
            <p className="font-semibold text-indigo-900 dark:text-indigo-200">{taskDetailsCopy.helpTitle}</p>
            <button type="button" onClick={() => setShowHelp(false)} className="text-indigo-700 hover:underline dark:text-indigo-300">
              {commonCopy.close}
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {taskDetailsCopy.helpCommands.map(({ command, description }) => (
              <li key={command}>
                <code className="font-mono text-indigo-700 dark:text-indigo-300">{command}</code>{" "}
                <span className="text-slate-700 dark:text-slate-300">{description}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form onSubmit={submit} className="mt-3 flex gap-2">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={taskDetailsCopy.commentPlaceholder}
          aria-label={taskDetailsCopy.commentPlaceholder}
          maxLength={COMMENT_TEXT_MAX}
          className="h-9"
        />
        <Button type="submit" size="icon" variant="secondary" aria-label={taskDetailsCopy.postComment} className="size-9">
          <SendHorizontal className="size-4" aria-hidden />
        </Button>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title={taskDetailsCopy.deleteCommentTitle}
        text={taskDetailsCopy.deleteCommentBody}
        confirmLabel={commonCopy.delete}
        cancelLabel={commonCopy.cancel}
        variant="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void actions.deleteComment(task, deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}

interface CommentItemProps {
  comment: Comment;
  /** The user's reminder this comment's `!remindme` command made, shown in its place. */
  reminder: ReminderView | undefined;
  clock: FormatContext;
  /** Absent: the user may not delete it (neither its author nor the workspace owner), or it is not saved yet. */
  onDelete: (() => void) | undefined;
}

/** One comment: its author, relative time, delete button and text (or the reminder it made). */
function CommentItem({ comment, reminder, clock, onDelete }: CommentItemProps) {
  return (
    <li className="group/comment rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <div className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="font-medium text-slate-700 dark:text-slate-200">{comment.user}</span>
        <time dateTime={comment.time}>{formatCommentTime(comment.time, clock)}</time>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={taskDetailsCopy.deleteComment}
            className="ml-auto rounded p-0.5 text-slate-400 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            <Trash2 className="size-3.5" aria-hidden />
          </button>
        )}
      </div>
      {reminder ? (
        <ReminderComment reminder={reminder} command={comment.text} clock={clock} />
      ) : (
        <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-100">{comment.text}</p>
      )}
    </li>
  );
}
