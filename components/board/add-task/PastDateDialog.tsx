"use client";

import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { tasksCopy } from "@/lib/copy/tasks";

/** The past-date dialog of the add flow: Keep Past Date, or Choose New Date; closing cancels. */
export function PastDateDialog({ due, onKeep, onChoose, onCancel }: { due: string; onKeep: () => void; onChoose: () => void; onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} title={tasksCopy.pastDateTitle} description={tasksCopy.pastDateBody(due)} size="sm">
      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={onKeep}>
          {tasksCopy.keepPastDate}
        </Button>
        <Button onClick={onChoose}>{tasksCopy.chooseNewDate}</Button>
      </DialogFooter>
    </Dialog>
  );
}
