"use client";

import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { TASKS_COPY } from "@/lib/messages";

/** The past-date dialog of the add flow: Keep Past Date, or Choose New Date; closing cancels. */
export function PastDateDialog({ due, onKeep, onChoose, onCancel }: { due: string; onKeep: () => void; onChoose: () => void; onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} title={TASKS_COPY.pastDateTitle} description={TASKS_COPY.pastDateBody(due)} size="sm">
      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={onKeep}>
          {TASKS_COPY.keepPastDate}
        </Button>
        <Button onClick={onChoose}>{TASKS_COPY.chooseNewDate}</Button>
      </DialogFooter>
    </Dialog>
  );
}
