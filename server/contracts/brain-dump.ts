import { createTasksSchema } from "@/lib/schemas/brain-dump";
import { created, defineRoute } from "./types";

/** Brain dump (docs/product.md#planning-assistant): several tasks saved in one request. */
export const brainDumpRoutes = {
  createMany: defineRoute({
    method: "POST",
    path: "/api/tasks/batch",
    summary: "Create several tasks at once, all or none (a brain dump): the tasks, in order",
    tag: "Tasks",
    auth: "session-or-token",
    body: createTasksSchema,
    success: created(),
  }),
};
