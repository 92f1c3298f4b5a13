import { planRoutes } from "@/server/contracts/plan";
import { handle } from "@/server/http";
import { acceptPlan } from "@/server/services/plan";

/** POST /api/plan/accept { workspaceId, items: [{ taskId, dueDate }] } — sets the due times in one step; answers { tasks, previous }. */
export const POST = handle(planRoutes.accept, async ({ user, body: { workspaceId, items } }) => acceptPlan({ user, workspaceId, items }));
