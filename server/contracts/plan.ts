import { acceptPlanSchema, planRequestSchema } from "@/lib/schemas/plan";
import { defineRoute, ok } from "./types";

/** Plan my day (docs/product.md#planning-assistant). Which tasks a caller may plan or change is the service's decision. */

const tag = "Planning";
const auth = "session-or-token";

export const planRoutes = {
  propose: defineRoute({
    method: "POST",
    path: "/api/plan",
    summary: "Propose today's plan from your open tasks in a workspace (changes nothing): { day, slots, tomorrow, tomorrowAt, planner, model, fallback }",
    tag,
    auth,
    // It writes nothing: a read token may ask.
    scope: "read",
    body: planRequestSchema,
    success: ok(),
  }),
  accept: defineRoute({
    method: "POST",
    path: "/api/plan/accept",
    summary: "Set the due times of an accepted plan and record its day in one step: { tasks, previous, previousPlan } (sent back as items and plan, they undo it)",
    tag,
    auth,
    body: acceptPlanSchema,
    success: ok(),
  }),
};
