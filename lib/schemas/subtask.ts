import { z } from "zod";
import { SUBTASKS_PER_ADD_MAX } from "@/lib/constants/subtasks";
import { TASK_TITLE_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { timeZoneSchema } from "@/lib/schemas/time-zone";

/** Subtasks' requests (docs/product.md#subtasks): the checklist of a task. */

export const subtaskIdSchema = z
  .string()
  .max(64, { error: subtasksCopy.subtaskNotFound, abort: true })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: subtasksCopy.subtaskNotFound });

/** One line of text, as a task title is bounded; no control characters (a line break would start another). */
export const subtaskTitleSchema = z
  .string({ error: subtasksCopy.titleRequired })
  // Room for spaces around a title of the longest length, capped before the pattern reads it.
  .max(TASK_TITLE_MAX * 2, { error: subtasksCopy.titleTooLong, abort: true })
  .trim()
  .min(1, { error: subtasksCopy.titleRequired })
  .max(TASK_TITLE_MAX, { error: subtasksCopy.titleTooLong })
  .regex(/^[^\p{Cc}]*$/u, { error: subtasksCopy.titleInvalid });

/** POST …/subtasks: the titles, added at the end in this order, all or none. */
export const addSubtasksSchema = z.object({
  titles: z
    .array(subtaskTitleSchema, { error: subtasksCopy.nothingToAdd })
    .min(1, { error: subtasksCopy.nothingToAdd })
    .max(SUBTASKS_PER_ADD_MAX, { error: subtasksCopy.tooManyAtOnce }),
});
export type AddSubtasksInput = z.input<typeof addSubtasksSchema>;

/**
 * PATCH …/subtasks/{subtaskId}: rename, check or uncheck, and/or move it to `position` (0 is the first;
 * past the end is the last). At least one.
 */
export const updateSubtaskSchema = z
  .object({
    title: subtaskTitleSchema.optional(),
    done: z.boolean({ error: commonCopy.invalidInput }).optional(),
    position: z.number({ error: subtasksCopy.positionInvalid }).int({ error: subtasksCopy.positionInvalid }).min(0, { error: subtasksCopy.positionInvalid }).max(1000, { error: subtasksCopy.positionInvalid }).optional(),
  })
  .refine((v) => v.title !== undefined || v.done !== undefined || v.position !== undefined, { error: subtasksCopy.nothingToUpdate });
export type UpdateSubtaskInput = z.input<typeof updateSubtaskSchema>;
export type UpdateSubtaskData = z.output<typeof updateSubtaskSchema>;

/** POST …/breakdown: the zone the task's due date is read in for the model (UTC when absent). */
export const breakdownRequestSchema = z.object({ timeZone: timeZoneSchema.optional() });
