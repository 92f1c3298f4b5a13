import type { ReminderView } from "@/lib/schemas/reminder";

/** The panel's tabs: All, Pending, Sent. */
export const REMINDER_TABS = ["all", "pending", "sent"] as const;
export type ReminderTab = (typeof REMINDER_TABS)[number];

const inTab: Record<ReminderTab, (r: ReminderView) => boolean> = {
  all: () => true,
  pending: (r) => r.status !== "done",
  sent: (r) => r.status === "done",
};

/** The reminders a tab shows: soonest due first (then oldest made), sent ones after the pending in All. */
export function remindersInTab(reminders: readonly ReminderView[], tab: ReminderTab): ReminderView[] {
  return reminders
    .filter(inTab[tab])
    .sort(
      (a, b) =>
        Number(a.status === "done") - Number(b.status === "done") ||
        compareText(a.dueDate, b.dueDate) ||
        compareText(a.createdAt, b.createdAt),
    );
}

/** UTC ISO instants of one format sort as text. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The badge's number: reminders not done yet. */
export function countNotDone(reminders: readonly ReminderView[]): number {
  return reminders.filter(inTab.pending).length;
}
