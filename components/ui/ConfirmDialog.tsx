"use client";

import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, DialogFooter } from "./Dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" for destructive actions (delete, leave): a red confirm button. */
  variant?: "primary" | "danger";
  /** While true the confirm button spins and nothing can be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/** Asks before an action; focus starts on Cancel, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = "Cancel",
  variant = "primary",
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={text} size="sm" dismissible={!busy}>
      {children}
      <DialogFooter className={children ? undefined : "mt-0"}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
