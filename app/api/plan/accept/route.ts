import { planRoutes } from "@/server/contracts/plan";
import { handle } from "@/server/http";
import { acceptPlan } from "@/server/services/plan";

/**
 * POST /api/plan/accept { workspaceId, items: [{ taskId, dueDate }], plan?: { day, slots: [{ taskId, start, end }] } } —
 * sets the due times and records the day plan in one step; answers { tasks, previous, previousPlan }.
 */
export const POST = handle(planRoutes.accept, async ({ user, body: { workspaceId, items, plan } }) => acceptPlan({ user, workspaceId, items, plan }));
