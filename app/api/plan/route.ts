import { PLAN_RATE_LIMIT } from "@/lib/constants/assistant";
import { planRoutes } from "@/server/contracts/plan";
import { handle } from "@/server/http";
import { hit } from "@/server/rate-limit";
import { proposePlan } from "@/server/services/plan";

/** POST /api/plan { workspaceId, timeZone, workingHours?, now? } — today's proposed plan; rate-limited per user (it may call the LLM). */
export const POST = handle(planRoutes.propose, async ({ user, body: { workspaceId, timeZone, workingHours, now } }) => {
  await hit(`plan:${user.id}`, PLAN_RATE_LIMIT);
  return proposePlan({ user, workspaceId, timeZone, workingHours, now: now ? new Date(now) : undefined });
});
