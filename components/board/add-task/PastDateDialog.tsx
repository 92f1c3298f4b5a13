"use client";

import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { taskDetailsCopy } from "@/lib/copy/task-details";

/** The past-date dialog of the add flow: Keep Past Date, or Choose New Date; closing cancels. */
export function PastDateDialog({ due, onKeep, onChoose, onCancel }: { due: string; onKeep: () => void; onChoose: () => void; onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} title={taskDetailsCopy.pastDateTitle} description={taskDetailsCopy.pastDateBody(due)} size="sm">
      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={onKeep}>
          {taskDetailsCopy.keepPastDate}
        </Button>
        <Button onClick={onChoose}>{taskDetailsCopy.chooseNewDate}</Button>
      </DialogFooter>
    </Dialog>
  );
}
