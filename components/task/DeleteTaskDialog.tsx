"use client";

import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { HEADING_TITLE_SHORT_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { TaskHeading } from "./TaskHeading";

/** 'Delete Task' confirmation naming the task (its title cut to 20 characters); an Undo toast follows the delete. */
export function DeleteTaskDialog({
  open,
  taskTitle,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  taskTitle: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={<TaskHeading title={taskDetailsCopy.deleteTitle} taskTitle={taskTitle} max={HEADING_TITLE_SHORT_MAX} />}
      text={taskDetailsCopy.deleteBody}
      confirmLabel={commonCopy.delete}
      cancelLabel={commonCopy.cancel}
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
