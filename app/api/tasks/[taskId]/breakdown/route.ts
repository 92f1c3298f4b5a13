import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { subtaskRoutes } from "@/server/contracts/subtasks";
import { handle } from "@/server/http";
import { proposeBreakdown } from "@/server/services/breakdown";

/** POST /api/tasks/{taskId}/breakdown { timeZone? } -> { data: { steps, planner, model, kind, fallback } }: a proposal, nothing saved. */
export const POST = handle(subtaskRoutes.breakdown, async ({ user, params: { taskId }, body: { timeZone } }) =>
  proposeBreakdown({ user, taskId, timeZone: timeZone ?? FALLBACK_TIME_ZONE }),
);
