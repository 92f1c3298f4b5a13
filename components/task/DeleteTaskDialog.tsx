"use client";

import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { TASKS_COPY } from "@/lib/messages";

/** 'Delete Task' confirmation: the action cannot be undone. */
export function DeleteTaskDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={TASKS_COPY.deleteTitle}
      text={TASKS_COPY.deleteBody}
      confirmLabel={TASKS_COPY.deleteConfirm}
      cancelLabel={TASKS_COPY.cancel}
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
