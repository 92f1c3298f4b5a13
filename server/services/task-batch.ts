import "server-only";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { CreateTasksData } from "@/lib/schemas/brain-dump";
import type { Task } from "@/lib/schemas/task";
import type { VerifiedAccount } from "@/server/auth/verified";
import { forbidden } from "@/server/errors";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { changeEvent } from "@/server/services/publisher";
import { isAccessRefusal } from "@/server/services/tasks";
import { requireWorkspaceAccess } from "@/server/services/workspaces/access";

/**
 * A brain dump's tasks (docs/product.md#planning-assistant), saved as POST /api/tasks saves one, all or none:
 * each a new open task of the caller, created a millisecond apart so the board keeps the order they were
 * written in. An unknown or unreachable workspace is 'Valid workspaceId is required' (403).
 */
export async function createTasks({ user, input }: { user: VerifiedAccount; input: CreateTasksData }): Promise<Task[]> {
  const { workspaceId } = input;
  await requireWorkspaceAccess({ user, workspaceId, role: "member" }).catch((error: unknown) => {
    throw isAccessRefusal(error) ? forbidden(workspacesCopy.validWorkspaceIdRequired) : error;
  });
  const store = await getStore();
  const now = Date.now();
  const event = changeEvent.taskCreated(user, workspaceId);
  return store.createTasks(
    input.tasks.map((task, i) => ({
      task: {
        id: newId(),
        title: task.title,
        dueDate: task.dueDate,
        urgency: task.urgency,
        workspaceId,
        userId: user.id,
        createdAt: new Date(now + i).toISOString(),
        ...(task.description && { description: task.description }),
        ...(task.recurrence && { recurrence: task.recurrence }),
      },
      event,
    })),
  );
}
