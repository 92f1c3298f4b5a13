import { z } from "zod";
import { BRAIN_DUMP_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { createTaskSchema, taskWorkspaceIdSchema } from "@/lib/schemas/task";

/** POST /api/tasks/batch: the tasks of a brain dump, each as POST /api/tasks takes one, into one workspace; all or none. */
export const createTasksSchema = z.object({
  workspaceId: taskWorkspaceIdSchema,
  tasks: z
    .array(createTaskSchema.omit({ workspaceId: true }), { error: assistantCopy.brainDumpEmpty })
    .min(1, { error: assistantCopy.brainDumpEmpty })
    .max(BRAIN_DUMP_MAX, { error: assistantCopy.brainDumpTooMany(BRAIN_DUMP_MAX), abort: true }),
});
export type CreateTasksInput = z.input<typeof createTasksSchema>;
export type CreateTasksData = z.output<typeof createTasksSchema>;
