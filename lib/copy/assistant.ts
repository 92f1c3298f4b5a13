import { timeCopy } from "@/lib/copy/time";

/** The planning assistant: the day plan's reasons and dialog, brain dump; the find bar's understood words: ./find-words.ts (the local breakdown's steps: ./breakdown.ts). */
export const assistantCopy = {
  // Plan my day: why a task is where it is
  reasonOverdueDays: (days: number) => `overdue ${days} ${days === 1 ? "day" : "days"}`,
  reasonOverdueSince: (time: string) => `overdue since ${time}`,
  reasonDueAt: (time: string) => `due ${time}`,
  reasonDueInDays: (days: number) => (days === 1 ? "due tomorrow" : `due ${timeCopy.inDays(days)}`),
  reasonUrgency: (urgency: string) => `urgency ${urgency}`,

  // Plan my day: requests and labels
  workingHoursInvalid: "Working hours need a start before the end, as HH:MM",
  planItemsRequired: "Nothing to plan",
  planTooManyItems: (max: number) => `A plan holds at most ${max} tasks`,
  planDuplicateTask: "A task appears twice in the plan",
  planDayInvalid: "The plan's day must be a date (YYYY-MM-DD)",
  planSlotInvalid: "Each planned slot needs a task, a start and a later end",
  localPlanner: "Local plan",
  planFallback: { failed: "The AI did not answer; this is the local plan.", brokeRules: "The AI's plan broke a rule; this is the local plan." },

  // Plan my day: the dialog
  planTitle: "Today's plan",
  planDescription: "A proposed order for your open tasks. Nothing changes until you accept.",
  planLoading: "Planning your day…",
  planFailed: "Could not plan your day. Please try again.",
  planEmpty: "No open tasks of yours to plan in this workspace.",
  planBy: (model: string) => `Planned by ${model}`,
  planTomorrow: "Proposed for tomorrow",
  planFixed: "Fixed time",
  workingHours: "Working hours",
  workingFrom: "From",
  workingTo: "To",
  replan: "Plan again",
  acceptPlan: "Accept plan",
  planAccepted: (count: number) => `Due times set for ${count} ${count === 1 ? "task" : "tasks"}`,
  acceptFailed: "Could not save the plan. Please try again.",
  undoFailed: "Could not undo the plan.",

  // Brain dump: several tasks from quick add
  brainDumpEmpty: "Add at least one task",
  brainDumpTooMany: (max: number) => `At most ${max} tasks at once`,
  brainDumpTitle: (count: number) => `${count} tasks from your text`,
  brainDumpDescription: "Check each one; nothing is saved until you add them all.",
  brainDumpItem: (n: number) => `Task ${n}`,
  brainDumpRemove: (title: string) => `Remove ${title || "this task"}`,
  brainDumpClearDate: (n: number) => `Clear the date of task ${n}`,
  brainDumpSave: (count: number) => `Add ${count} ${count === 1 ? "task" : "tasks"}`,
  brainDumpSaved: (count: number) => `${count} ${count === 1 ? "task" : "tasks"} added`,
  brainDumpFailed: "Could not add the tasks; none was added.",

} as const;
