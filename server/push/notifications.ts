import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { PWA_START_URL } from "@/lib/constants/pwa";
import { assignmentCopy } from "@/lib/copy/assignment";
import { pushCopy } from "@/lib/copy/push";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskLink, type PushPayload } from "@/lib/push/payload";
import type { ReminderRecord } from "@/server/store/types";

/** The notifications the server pushes, as the service worker shows them (worker/push.ts). */

/** A due reminder: 'Reminder: <task>', the reminder's text, and a click opens the task on its board. */
export function reminderNotification(reminder: Pick<ReminderRecord, "id" | "text" | "taskId" | "taskTitle" | "workspaceId">): PushPayload {
  return {
    title: pushCopy.reminderTitle(reminder.taskTitle.trim() || remindersCopy.unknownTask),
    body: reminder.text,
    url: taskLink({ workspaceId: reminder.workspaceId, taskId: reminder.taskId }),
    tag: `reminder-${reminder.id}`,
  };
}

/** A task assigned to the recipient: 'Assigned to you: <task>', who assigned it, and a click opens the task. */
export function assignedNotification(task: { id: string; title: string; workspaceId: string }, assignerName: string): PushPayload {
  return {
    title: assignmentCopy.assignedSubject(task.title.trim() || assignmentCopy.untitledTask),
    body: assignmentCopy.assignedBy(assignerName),
    url: taskLink({ workspaceId: task.workspaceId, taskId: task.id }),
    tag: `assigned-${task.id}`,
  };
}

/** Settings' 'Send a test notification'. */
export function testNotification(): PushPayload {
  return { title: APP_NAME, body: pushCopy.testBody, url: PWA_START_URL, tag: "test" };
}
