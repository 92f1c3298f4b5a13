"use client";

import { useState } from "react";
import { refusalMessage, request } from "@/lib/api/request";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { Button } from "@/components/ui/Button";
import { inputClasses } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";

interface Proposal {
  steps: string[];
  planner: "llm" | "local";
  model: string;
  fallback: string | null;
}

/**
 * "Break down": asks the server for 3 to 7 steps (the LLM's or the local ones, labelled) and shows them as
 * an editable list; nothing is saved until Accept, which adds the kept steps in one request (`onAccept`).
 */
export function BreakdownProposal({ taskId, timeZone, room, onAccept }: { taskId: string; timeZone: string; room: number; onAccept: (titles: string[]) => Promise<void> }) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [steps, setSteps] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    try {
      const { data } = await request<{ data: Proposal }>(`/api/tasks/${encodeURIComponent(taskId)}/breakdown`, { method: "POST", body: JSON.stringify({ timeZone }) });
      setProposal(data);
      setSteps(data.steps);
    } catch (error) {
      toast.error(refusalMessage(error, subtasksCopy.breakdownFailed));
    } finally {
      setBusy(false);
    }
  }

  async function accept() {
    const kept = steps.map((s) => s.trim()).filter(Boolean).slice(0, room);
    setBusy(true);
    await onAccept(kept);
    setBusy(false);
    setProposal(null);
  }

  if (!proposal) {
    return (
      <div>
        <Button size="sm" variant="ghost" loading={busy} onClick={() => void ask()} data-testid="break-down">
          {subtasksCopy.breakDown}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700" role="group" aria-label={subtasksCopy.proposalTitle} data-testid="breakdown-proposal">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{subtasksCopy.proposalTitle}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="breakdown-source">
          {subtasksCopy.proposalBy(proposal.model)}
        </span>
      </div>
      {proposal.fallback && <p className="text-xs text-slate-600 dark:text-slate-400">{proposal.fallback}</p>}
      <ol className="flex flex-col gap-1">
        {steps.map((step, i) => (
          <li key={i} className="flex items-center gap-2">
            <input
              value={step}
              onChange={(event) => setSteps(steps.map((s, j) => (j === i ? event.target.value : s)))}
              onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              aria-label={subtasksCopy.proposalStep(i + 1)}
              className={inputClasses}
            />
            <Button size="sm" variant="ghost" aria-label={subtasksCopy.removeStep(i + 1)} onClick={() => setSteps(steps.filter((_, j) => j !== i))}>
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setProposal(null)}>
          {subtasksCopy.discard}
        </Button>
        <Button size="sm" loading={busy} disabled={steps.every((s) => !s.trim())} onClick={() => void accept()}>
          {subtasksCopy.accept}
        </Button>
      </div>
    </div>
  );
}
