"use client";

import { useState, type FormEvent } from "react";
import { SendHorizontal, Trash2 } from "lucide-react";
import { COMMENT_LIST_MAX_HEIGHT, COMMENT_TEXT_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatCommentTime } from "@/lib/format";
import type { Comment, Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useBoard } from "@/components/board/BoardContext";
import { isPending } from "@/components/board/useTaskActions";

const HELP_COMMAND = "!help";

/**
 * A task's comments: the list (at most 16rem high, scrolling), relative times, delete with
 * confirmation for the author and the workspace owner, and the input. '!help' shows the command list
 * instead of being posted; blank text is ignored.
 */
export function CommentsPanel({ task }: { task: Task }) {
  const { actions, clock, me, isOwner } = useBoard();
  const [text, setText] = useState("");
  const [showHelp, setShowHelp] = useState(false);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setText("");
    if (value.toLowerCase() === HELP_COMMAND) {
      setShowHelp(true);
      return;
    }
    void actions.addComment(task, value);
  };

  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      {task.comments.length === 0 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{tasksCopy.noComments}</p>
      ) : (
        <ul className="space-y-2 overflow-y-auto pr-1" style={{ maxHeight: COMMENT_LIST_MAX_HEIGHT }} aria-label={tasksCopy.comments}>
          {task.comments.map((comment) => (
            <li key={comment.id} className="group/comment rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
              <div className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <span className="font-medium text-slate-700 dark:text-slate-200">{comment.user}</span>
                <time dateTime={comment.time}>{formatCommentTime(comment.time, clock)}</time>
                {(comment.userId === me.id || isOwner) && !isPending(comment.id) && (
                  <button
                    type="button"
                    onClick={() => setDeleting(comment)}
                    aria-label={tasksCopy.deleteComment}
                    className="ml-auto rounded p-0.5 text-slate-400 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
                  >
                    <Trash2 className="size-3.5" aria-hidden />
                  </button>
                )}
              </div>
              <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-100">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}

      {showHelp && (
        <div role="note" className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-xs dark:border-indigo-500/30 dark:bg-indigo-500/10">
          <div className="flex items-center justify-between">
            <p className="font-semibold text-indigo-900 dark:text-indigo-200">{tasksCopy.helpTitle}</p>
            <button type="button" onClick={() => setShowHelp(false)} className="text-indigo-700 hover:underline dark:text-indigo-300">
              {tasksCopy.close}
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {tasksCopy.helpCommands.map(({ command, description }) => (
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
          placeholder={tasksCopy.commentPlaceholder}
          aria-label={tasksCopy.commentPlaceholder}
          maxLength={COMMENT_TEXT_MAX}
          className="h-9"
        />
        <Button type="submit" size="icon" variant="secondary" aria-label={tasksCopy.postComment} className="size-9">
          <SendHorizontal className="size-4" aria-hidden />
        </Button>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title={tasksCopy.deleteCommentTitle}
        text={tasksCopy.deleteCommentBody}
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
