import { MCP_MAX_BODY_BYTES } from "@/lib/constants/mcp";

/** The MCP server's tool descriptions and answers (what an AI assistant reads). */
export const mcpCopy = {
  serverInstructions:
    "Duely is a task manager. Times are given and shown in the user's IANA time zone (pass timeZone when you know it; UTC otherwise).",
  listWorkspaces: "List the user's workspaces (owned and shared) with their ids.",
  listTasks:
    "List tasks of a workspace (the default workspace when none is given), optionally only overdue, due today, tomorrow, in the next 7 days, this week or next week, or matching a text query.",
  planToday:
    "Propose today's plan from the user's open tasks in a workspace: an order and time slots within 9:00-17:00 in the user's zone, a reason per task, and what moves to tomorrow. Changes nothing.",
  addTask:
    "Add a task from free text, e.g. 'Call mom tomorrow at 5pm, urgent'. Duely's parser reads the title, due date and urgency; the answer says what it understood.",
  completeTask: "Mark a task as completed.",
  rescheduleTask: "Move a task's due date, given in free text (e.g. 'next friday 9am', 'in 2 hours').",
  assignTask: "Assign a task to the owner or a member of its workspace (by e-mail, or 'me'), or to nobody (null). The assignee is told by e-mail.",
  assigneeArgument: "The assignee's e-mail address, 'me' for yourself, or null for nobody.",
  addComment: "Add a comment to a task. A comment starting with !remindme (e.g. '!remindme tomorrow 9am') sets an e-mail reminder.",
  addSubtasks: "Add subtasks (a checklist) to a task: one title per step, added at the end in this order (at most 50 a task).",
  completeSubtask: "Check a subtask of a task as done (done: false unchecks it). Completing the last one does not complete the task: call complete_task for that.",
  weeklyInsights: "The user's weekly insights (completion rate, overdue tasks, productivity score, and planned vs done from the day plans they accepted) for a workspace.",
  noDateUnderstood: (text: string) => `No date or time found in "${text}"`,
  added: (title: string, due: string, urgency: string) => `Added "${title}", due ${due}, urgency ${urgency}.`,
  noDueDate: "no due date",
  repeats: (rrule: string) => `Repeats: ${rrule}.`,
  completed: (title: string) => `Completed "${title}".`,
  rescheduled: (title: string, due: string) => `Rescheduled "${title}" to ${due}.`,
  commented: (title: string) => `Commented on "${title}".`,
  subtasksAdded: (count: number, title: string) => `Added ${count} ${count === 1 ? "subtask" : "subtasks"} to "${title}".`,
  subtaskChecked: (subtask: string, done: number, total: number) => `Checked "${subtask}" (${done} of ${total} subtasks done).`,
  subtaskUnchecked: (subtask: string, done: number, total: number) => `Unchecked "${subtask}" (${done} of ${total} subtasks done).`,
  allSubtasksDone: (title: string) => `Every subtask of "${title}" is done; the task itself is still open.`,
  assigned: (title: string, assignee: string) => `Assigned "${title}" to ${assignee}.`,
  unassigned: (title: string) => `"${title}" is assigned to nobody.`,

  // Refusals of the endpoint (JSON-RPC errors, but for the size cap)
  requestTooLarge: `An MCP request may be at most ${MCP_MAX_BODY_BYTES / 1024} KB`,
  invalidJson: "Parse error: Invalid JSON",
  batchRefused: "Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18 removed them); send one message per request",
} as const;
