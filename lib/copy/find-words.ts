import { assigneesCopy } from "@/lib/copy/assignees";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { tasksCopy } from "@/lib/copy/tasks";

/** The find bar's chips for the words it understood (lib/assistant/filter-words.ts; docs/product.md#planning-assistant). */
export const findWordsCopy = {
  chipOverdue: commonCopy.overdue,
  chipBand: tasksCopy.urgencyBadge,
  chipDue: { today: "Due today", tomorrow: "Due tomorrow", this_week: "Due this week", next_week: "Due next week" },
  chipNoDate: remindersCopy.noDate,
  chipReminders: tasksCopy.filterReminders,
  chipRepeating: tasksCopy.filterRepeating,
  chipMine: tasksCopy.filterMine,
  chipAssignedToMe: assigneesCopy.filterAssignedToMe,
  chipCreatedBy: (name: string) => `Created by ${name}`,
  chipWorkspace: (name: string) => `In ${name}`,
  chipStatus: { completed: commonCopy.completed, open: "Open" },
  removeChip: (label: string) => `Remove filter: ${label}`,
} as const;
