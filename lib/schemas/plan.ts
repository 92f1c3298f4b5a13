import { z } from "zod";
import { PLAN_TASKS_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { parseTaskRequestSchema } from "@/lib/parse/schema";
import { parseCalendarDate } from "@/lib/dates";
import { instantSchema } from "@/lib/schemas/instant";
import { dueDateSchema, taskIdSchema, taskWorkspaceIdSchema } from "@/lib/schemas/task";
import { timeZoneSchema } from "@/lib/schemas/time-zone";

/** Plan my day's requests (docs/product.md#planning-assistant): propose (POST /api/plan) and accept (POST /api/plan/accept). */

/** "09:00" … "23:59" on the user's wall clock. */
const clockTimeSchema = z
  .string({ error: assistantCopy.workingHoursInvalid })
  .max(5, { error: assistantCopy.workingHoursInvalid, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: assistantCopy.workingHoursInvalid })
  .transform((s) => ({ hour: Number(s.slice(0, 2)), minute: Number(s.slice(3)) }));

export const workingHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine(({ start, end }) => start.hour * 60 + start.minute < end.hour * 60 + end.minute, { error: assistantCopy.workingHoursInvalid });

export const planRequestSchema = z.object({
  workspaceId: taskWorkspaceIdSchema,
  timeZone: timeZoneSchema,
  /** Default 9:00–17:00. */
  workingHours: workingHoursSchema.optional(),
  now: parseTaskRequestSchema.shape.now,
});
export type PlanRequest = z.input<typeof planRequestSchema>;

const uniqueTasks = (items: readonly { taskId: string }[]) => new Set(items.map((i) => i.taskId)).size === items.length;

const planSlotInstant = instantSchema(assistantCopy.planSlotInvalid);

/**
 * The day plan as accepted, recorded for 'Planned vs done' (docs/product.md#insights): the plan's day on the
 * user's wall clock and every slot of it (fixed ones too). It replaces what was recorded for that day; no slots
 * clears the day (the answer's `previousPlan`, sent back by undo).
 */
export const acceptedDaySchema = z.object({
  day: z
    .string({ error: assistantCopy.planDayInvalid })
    .max(10, { error: assistantCopy.planDayInvalid, abort: true })
    .refine((day) => parseCalendarDate(day) !== null, { error: assistantCopy.planDayInvalid }),
  slots: z
    .array(
      z
        .object({ taskId: taskIdSchema, start: planSlotInstant, end: planSlotInstant })
        .refine(({ start, end }) => Date.parse(start) < Date.parse(end), { error: assistantCopy.planSlotInvalid }),
      { error: assistantCopy.planSlotInvalid },
    )
    .max(PLAN_TASKS_MAX, { error: assistantCopy.planTooManyItems(PLAN_TASKS_MAX), abort: true })
    .refine(uniqueTasks, { error: assistantCopy.planDuplicateTask }),
});
export type AcceptedDay = z.output<typeof acceptedDaySchema>;

export const acceptPlanSchema = z.object({
  workspaceId: taskWorkspaceIdSchema,
  /** The due time each task gets (a slot's start, or tomorrow's); the answer's `previous` undoes it. */
  items: z
    .array(z.object({ taskId: taskIdSchema, dueDate: dueDateSchema }), { error: assistantCopy.planItemsRequired })
    .min(1, { error: assistantCopy.planItemsRequired })
    .max(PLAN_TASKS_MAX, { error: assistantCopy.planTooManyItems(PLAN_TASKS_MAX), abort: true })
    .refine(uniqueTasks, { error: assistantCopy.planDuplicateTask }),
  plan: acceptedDaySchema.optional(),
});
export type AcceptPlanInput = z.input<typeof acceptPlanSchema>;
