"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { tasksQueryKey } from "@/lib/api/tasks";
import { refusalMessage } from "@/lib/api/request";
import { WORKING_HOURS_STORAGE_KEY } from "@/lib/constants/assistant";
import { UNDO_WINDOW_MS } from "@/lib/constants/tasks";
import { assistantCopy } from "@/lib/copy/assistant";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatTime } from "@/lib/format";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { useBoard } from "@/components/board/BoardContext";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { acceptance, planApi, type PlanAcceptance, type PlanView } from "./plan-api";

interface Hours {
  start: string;
  end: string;
}
const DEFAULT_HOURS: Hours = { start: "09:00", end: "17:00" };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function storedHours(): Hours {
  try {
    const stored = JSON.parse(localStorage.getItem(WORKING_HOURS_STORAGE_KEY) ?? "null") as Partial<Hours> | null;
    return stored && CLOCK.test(stored.start ?? "") && CLOCK.test(stored.end ?? "") ? { start: stored.start!, end: stored.end! } : DEFAULT_HOURS;
  } catch {
    return DEFAULT_HOURS;
  }
}

/**
 * Plan my day (docs/product.md#planning-assistant): the proposal for today in the user's zone, each task with
 * its time and reason, what goes to tomorrow, and who planned it (the model, or the local rules and why).
 * Accept sets the due times in one request, with Undo in the toast; the working hours are kept in this browser.
 */
export function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { clock } = useBoard();
  const workspaceId = useActiveWorkspace().current.id;
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<Hours>(storedHours);
  /** The hours the shown plan was asked for: a new value asks again. */
  const [asked, setAsked] = useState<Hours>(hours);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const proposal = useQuery({
    queryKey: ["plan", workspaceId, clock.timeZone, asked],
    queryFn: () => planApi.propose({ workspaceId, timeZone: clock.timeZone, workingHours: asked }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const plan = proposal.data ?? null;
  const shownError = error ?? (proposal.isError ? refusalMessage(proposal.error, assistantCopy.planFailed) : null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: tasksQueryKey(workspaceId) });
  const send = (body: PlanAcceptance) => planApi.accept(workspaceId, body).finally(() => void refresh());

  async function accept(current: PlanView) {
    setBusy(true);
    try {
      const { tasks, previous, previousPlan } = await send(acceptance(current));
      onClose();
      toast.success(assistantCopy.planAccepted(tasks.length), {
        duration: UNDO_WINDOW_MS,
        action: { label: tasksCopy.undo, onClick: () => void send({ items: previous, plan: previousPlan }).catch(() => toast.error(assistantCopy.undoFailed)) },
      });
    } catch (caught) {
      setError(refusalMessage(caught, assistantCopy.acceptFailed));
    } finally {
      setBusy(false);
    }
  }

  const time = (iso: string) => formatTime(new Date(iso), clock);
  const hoursValid = CLOCK.test(hours.start) && CLOCK.test(hours.end) && hours.start < hours.end;
  const changeHours = (next: Hours) => {
    setHours(next);
    if (CLOCK.test(next.start) && CLOCK.test(next.end) && next.start < next.end) localStorage.setItem(WORKING_HOURS_STORAGE_KEY, JSON.stringify(next));
  };
  const empty = plan !== null && plan.slots.length === 0 && plan.tomorrow.length === 0;

  return (
    <Dialog open={open} onClose={onClose} title={assistantCopy.planTitle} description={assistantCopy.planDescription} size="md">
      <fieldset className="mb-4 flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{assistantCopy.workingHours}</legend>
        {(["start", "end"] as const).map((edge) => (
          <label key={edge} className="flex flex-col text-xs text-slate-600 dark:text-slate-400">
            {edge === "start" ? assistantCopy.workingFrom : assistantCopy.workingTo}
            <input
              type="time"
              value={hours[edge]}
              onChange={(event) => changeHours({ ...hours, [edge]: event.target.value })}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
          </label>
        ))}
        <Button variant="secondary" size="sm" onClick={() => (setError(null), setAsked({ ...hours }))} disabled={busy || proposal.isFetching || !hoursValid}>
          {assistantCopy.replan}
        </Button>
      </fieldset>

      {proposal.isFetching && <Spinner label={assistantCopy.planLoading} showLabel />}
      {shownError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {shownError}
        </p>
      )}
      {plan && (
        <div data-testid="plan" className="space-y-3">
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="plan-label">
            {assistantCopy.planBy(plan.model)}
            {plan.fallback && <> · {plan.fallback.message}</>}
          </p>
          {empty && <p className="text-sm text-slate-600 dark:text-slate-400">{assistantCopy.planEmpty}</p>}
          {plan.slots.length > 0 && (
            <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {plan.slots.map((slot) => (
                <li key={slot.taskId} data-testid="plan-slot" className="flex gap-3 px-3 py-2 text-sm">
                  <span className="w-32 shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
                    {time(slot.start)} – {time(slot.end)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900 dark:text-slate-100">{slot.title}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {slot.reason.text}
                      {slot.fixed && <> · {assistantCopy.planFixed}</>}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {plan.tomorrow.length > 0 && (
            <section>
              <h3 className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{assistantCopy.planTomorrow}</h3>
              <ul className="space-y-1 text-sm">
                {plan.tomorrow.map((item) => (
                  <li key={item.taskId} data-testid="plan-tomorrow">
                    <span className="font-medium text-slate-900 dark:text-slate-100">{item.title}</span>{" "}
                    <span className="text-xs text-slate-600 dark:text-slate-400">{item.reason.text}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          {commonCopy.cancel}
        </Button>
        <Button onClick={() => plan && void accept(plan)} disabled={!plan || empty || busy || proposal.isFetching} loading={busy}>
          {assistantCopy.acceptPlan}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
