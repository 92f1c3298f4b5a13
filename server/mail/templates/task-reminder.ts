import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { formatDateTimeInZone } from "../format";
import { composeEmail, greeting, type Email } from "../layout";
import { boardUrl } from "../links";

export interface TaskReminderInput {
  appUrl: string;
  userName: string;
  taskTitle: string;
  reminderText: string;
  /** When the reminder is due (the Reminder's dueDate): the "Reminder" line. */
  remindAt: Date;
  /** The task's own due date, when it has one: the "Due" line. */
  taskDueDate: Date | null;
  /** The user's IANA zone, in which the dates and times are written. */
  timeZone: string;
}

/** Sent by the due-reminder processor: the reminder's time, and the task's due date when it has one. */
export function taskReminderEmail(input: TaskReminderInput): Email {
  const { appUrl, reminderText, taskDueDate, timeZone } = input;
  const taskTitle = input.taskTitle.trim() || "Unknown task";
  return composeEmail(`Reminder: ${taskTitle}`, {
    preheader: reminderText,
    heading: "Reminder",
    intro: [greeting(input.userName), ["You asked to be reminded:"], [{ strong: reminderText }]],
    details: [
      { label: "Task", value: taskTitle },
      { label: "Reminder", value: formatDateTimeInZone(input.remindAt, timeZone) },
      ...(taskDueDate ? [{ label: "Due", value: formatDateTimeInZone(taskDueDate, timeZone) }] : []),
    ],
    action: { label: `Open ${APP_NAME}`, url: boardUrl(appUrl) },
  });
}
