import { request } from "@/lib/api/request";
import type { Task } from "@/lib/schemas/task";
import type { AcceptPlanInput, PlanRequest } from "@/lib/schemas/plan";
import type { PlanReason } from "@/lib/assistant/plan";

/** The day plan as POST /api/plan answers it (server/services/plan.ts PlanProposal). */
export interface PlanView {
  slots: { taskId: string; title: string; start: string; end: string; fixed: boolean; reason: PlanReason }[];
  tomorrow: { taskId: string; title: string; reason: PlanReason }[];
  tomorrowAt: string;
  planner: "llm" | "local";
  model: string;
  fallback: { reason: string; message: string } | null;
}

export type PlanItems = AcceptPlanInput["items"];

const post = <T>(path: string, body: unknown) => request<{ data: T }>(path, { method: "POST", body: JSON.stringify(body) }).then((r) => r.data);

export const planApi = {
  propose: (body: PlanRequest) => post<PlanView>("/api/plan", body),
  accept: (workspaceId: string, items: PlanItems) => post<{ tasks: Task[]; previous: PlanItems }>("/api/plan/accept", { workspaceId, items }),
};

/** What accepting sets: each slot's start (a fixed one keeps its time), and tomorrow's tasks at tomorrow's start. */
export function acceptedItems(plan: PlanView): PlanItems {
  return [
    ...plan.slots.filter((s) => !s.fixed).map((s) => ({ taskId: s.taskId, dueDate: s.start })),
    ...plan.tomorrow.map((t) => ({ taskId: t.taskId, dueDate: plan.tomorrowAt })),
  ];
}
