"use client";

import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";

/** 'Delete Task' confirmation: the action cannot be undone. */
export function DeleteTaskDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={tasksCopy.deleteTitle}
      text={tasksCopy.deleteBody}
      confirmLabel={commonCopy.delete}
      cancelLabel={commonCopy.cancel}
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
