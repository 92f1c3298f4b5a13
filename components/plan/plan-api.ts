import { request } from "@/lib/api/request";
import type { Task } from "@/lib/schemas/task";
import type { AcceptedDay, AcceptPlanInput, PlanRequest } from "@/lib/schemas/plan";
import { formatCalendarDate, type CalendarDate } from "@/lib/dates";
import type { PlanReason } from "@/lib/assistant/plan";

/** The day plan as POST /api/plan answers it (server/services/plan.ts PlanProposal). */
export interface PlanView {
  /** Today in the user's zone. */
  day: CalendarDate;
  slots: { taskId: string; title: string; start: string; end: string; fixed: boolean; reason: PlanReason }[];
  tomorrow: { taskId: string; title: string; reason: PlanReason }[];
  tomorrowAt: string;
  planner: "llm" | "local";
  model: string;
  fallback: { reason: string; message: string } | null;
}

export type PlanItems = AcceptPlanInput["items"];

/** What accept sends: the due times, and the day plan to record (sent back by undo as the answer gives them). */
export interface PlanAcceptance {
  items: PlanItems;
  plan: AcceptedDay | null;
}

const post = <T>(path: string, body: unknown) => request<{ data: T }>(path, { method: "POST", body: JSON.stringify(body) }).then((r) => r.data);

export const planApi = {
  propose: (body: PlanRequest) => post<PlanView>("/api/plan", body),
  accept: (workspaceId: string, { items, plan }: PlanAcceptance) =>
    post<{ tasks: Task[]; previous: PlanItems; previousPlan: AcceptedDay | null }>("/api/plan/accept", { workspaceId, items, ...(plan ? { plan } : {}) }),
};

/**
 * What accepting sends: each slot's start (a fixed one keeps its time) and tomorrow's tasks at tomorrow's start;
 * and today's slots, fixed ones too, as the day plan recorded for 'Planned vs done'.
 */
export function acceptance(plan: PlanView): PlanAcceptance {
  return {
    items: [
      ...plan.slots.filter((s) => !s.fixed).map((s) => ({ taskId: s.taskId, dueDate: s.start })),
      ...plan.tomorrow.map((t) => ({ taskId: t.taskId, dueDate: plan.tomorrowAt })),
    ],
    plan: { day: formatCalendarDate(plan.day), slots: plan.slots.map(({ taskId, start, end }) => ({ taskId, start, end })) },
  };
}
