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
  /** When the reminder is due (the Reminder's dueDate). */
  dueDate: Date;
  /** The user's IANA zone, in which the due date and time are written. */
  timeZone: string;
}

/** Sent by the due-reminder processor. */
export function taskReminderEmail(input: TaskReminderInput): Email {
  const { appUrl, reminderText } = input;
  const taskTitle = input.taskTitle.trim() || "Unknown task";
  const due = formatDateTimeInZone(input.dueDate, input.timeZone);
  return composeEmail(`Reminder: ${taskTitle}`, {
    preheader: reminderText,
    heading: "Reminder",
    intro: [greeting(input.userName), ["You asked to be reminded:"], [{ strong: reminderText }]],
    details: [
      { label: "Task", value: taskTitle },
      { label: "Due", value: due },
    ],
    action: { label: `Open ${APP_NAME}`, url: boardUrl(appUrl) },
  });
}
