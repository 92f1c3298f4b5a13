import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { AppError, badRequest } from "@/server/errors";
import { requireScope } from "@/server/http";
import { parseTaskText } from "@/server/ai/parse-task-text";
import type { TokenCaller } from "@/server/services/tokens";
import { createTask, listTasks, toggleCompletion, updateTask } from "@/server/services/tasks";
import { addComment } from "@/server/services/comments";
import { addSubtasks, updateSubtask } from "@/server/services/subtasks";
import { proposePlan } from "@/server/services/plan";
import { weeklyInsights } from "@/server/services/insights";
import { listWorkspaces, resolveActiveWorkspace } from "@/server/services/workspaces";
import { isValidTimeZone } from "@/lib/dates";
import { APP_NAME, FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { TASK_SEARCH_MAX, URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { mcpCopy } from "@/lib/copy/mcp";
import { formatUrgency } from "@/lib/urgency";
import { taskAssigneeSchema, taskTitleSchema } from "@/lib/schemas/task";
import { addSubtasksSchema } from "@/lib/schemas/subtask";
import { SUBTASKS_PER_ADD_MAX } from "@/lib/constants/subtasks";
import { TASK_TITLE_MAX } from "@/lib/constants/tasks";
import { EMAIL_MAX } from "@/lib/constants/auth";
import { assignmentCopy } from "@/lib/copy/assignment";
import { DUE_WINDOWS, isDueIn } from "@/lib/tasks/due-window";

/**
 * The MCP server (docs/product.md#mcp-server): one per request, acting as the token's owner. Every
 * tool calls the same services as the REST API, so rules, limits and messages are the API's; a
 * refusal (AppError) becomes a tool error carrying our message. A `read` token may call the reading
 * tools only (the API routes' own scope check).
 */

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const timeZone = z
  .string()
  .max(64)
  .refine(isValidTimeZone)
  .optional()
  .describe("The user's IANA time zone, e.g. Europe/Berlin (when absent: the zone the token was created in, else UTC).");

export function createMcpServer(caller: TokenCaller, now: () => Date = () => new Date()): McpServer {
  const { user, token } = caller;
  const server = new McpServer({ name: APP_NAME, version: "1.0.0" }, { instructions: mcpCopy.serverInstructions });

  /** Runs a tool body; our refusals become tool errors with their message. */
  async function run(body: () => Promise<string>, { writes }: { writes: boolean }): Promise<CallToolResult> {
    try {
      requireScope(token, writes ? "write" : "read");
      return { content: [{ type: "text", text: await body() }] };
    } catch (error) {
      if (error instanceof AppError) return { isError: true, content: [{ type: "text", text: error.message }] };
      throw error;
    }
  }

  // The zone a tool names, else the one the token was made in, else UTC.
  const zoneOf = (value: string | undefined) => value ?? token.timeZone ?? FALLBACK_TIME_ZONE;
  const when = (iso: string | null, zone: string) =>
    iso
      ? `${new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))} (${zone})`
      : mcpCopy.noDueDate;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const workspaceOr = async (workspaceId: string | undefined) =>
    workspaceId ?? (await resolveActiveWorkspace({ user, requestedId: null })).active.id;

  server.registerTool(
    "list_workspaces",
    { description: mcpCopy.listWorkspaces, inputSchema: {}, annotations: { readOnlyHint: true } },
    () => run(async () => json(await listWorkspaces({ user })), { writes: false }),
  );

  server.registerTool(
    "list_tasks",
    {
      description: mcpCopy.listTasks,
      inputSchema: { workspaceId: id.optional(), filter: z.enum(DUE_WINDOWS).optional(), query: z.string().max(TASK_SEARCH_MAX).optional(), timeZone },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      run(
        async () => {
          // The query finds what GET /api/tasks?q= and the board's search find; the window is read on the user's calendar.
          const tasks = await listTasks({ user, workspaceId: await workspaceOr(args.workspaceId), q: args.query });
          const { filter } = args;
          if (!filter) return json(tasks);
          const at = now();
          return json(tasks.filter((task) => isDueIn(task, filter, at, zoneOf(args.timeZone))));
        },
        { writes: false },
      ),
  );

  server.registerTool(
    "add_task",
    { description: mcpCopy.addTask, inputSchema: { text: z.string().min(1).max(1000), workspaceId: id.optional(), timeZone } },
    (args) =>
      run(
        async () => {
          const zone = zoneOf(args.timeZone);
          const { data: parsed } = await parseTaskText({ prompt: args.text, timeZone: zone, now: now() });
          const task = await createTask({
            user,
            task: {
              title: taskTitleSchema.parse(parsed.title || args.text),
              dueDate: parsed.dueDate,
              urgency: parsed.urgency ?? URGENCY_DEFAULT,
              workspaceId: await workspaceOr(args.workspaceId),
              recurrence: parsed.recurrence ?? null,
            },
          });
          const repeats = task.recurrence ? ` ${mcpCopy.repeats(task.recurrence.rrule)}` : "";
          return `${mcpCopy.added(task.title, when(task.dueDate, zone), formatUrgency(task.urgency))}${repeats}\n${json(task)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "complete_task",
    { description: mcpCopy.completeTask, inputSchema: { taskId: id } },
    (args) =>
      run(
        async () => {
          const task = await toggleCompletion({ user, taskId: args.taskId, completed: true });
          return `${mcpCopy.completed(task.title)}\n${json(task)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "reschedule_task",
    { description: mcpCopy.rescheduleTask, inputSchema: { taskId: id, when: z.string().min(1).max(200), timeZone } },
    (args) =>
      run(
        async () => {
          const zone = zoneOf(args.timeZone);
          const { data: parsed } = await parseTaskText({ prompt: args.when, timeZone: zone, now: now() });
          if (!parsed.dueDate) throw new AppError("bad_request", mcpCopy.noDateUnderstood(args.when), 400);
          const task = await updateTask({ user, taskId: args.taskId, patch: { dueDate: parsed.dueDate } });
          return `${mcpCopy.rescheduled(task.title, when(task.dueDate, zone))}\n${json(task)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "assign_task",
    {
      description: mcpCopy.assignTask,
      inputSchema: { taskId: id, assignee: z.union([z.literal("me"), z.string().max(EMAIL_MAX)]).nullable().describe(mcpCopy.assigneeArgument) },
    },
    (args) =>
      run(
        async () => {
          const assignee = args.assignee === "me" ? user.email : args.assignee;
          const parsed = taskAssigneeSchema.safeParse(assignee);
          if (!parsed.success) throw new AppError("bad_request", assignmentCopy.assigneeInvalid, 400);
          const task = await updateTask({ user, taskId: args.taskId, patch: { assignee: parsed.data } });
          return `${task.assignee ? mcpCopy.assigned(task.title, task.assignee) : mcpCopy.unassigned(task.title)}\n${json(task)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "add_comment",
    { description: mcpCopy.addComment, inputSchema: { taskId: id, text: z.string().min(1).max(2000), timeZone } },
    (args) =>
      run(
        async () => {
          const added = await addComment({ user, taskId: args.taskId, text: args.text.trim(), timeZone: zoneOf(args.timeZone) });
          return `${mcpCopy.commented(added.task.title)}\n${json({ comment: added.comment, reminder: added.reminder ?? null })}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "add_subtasks",
    {
      description: mcpCopy.addSubtasks,
      inputSchema: { taskId: id, titles: z.array(z.string().min(1).max(TASK_TITLE_MAX)).min(1).max(SUBTASKS_PER_ADD_MAX) },
    },
    (args) =>
      run(
        async () => {
          // The REST route's schema and rules: trimmed one-line titles, all or none, 50 a task.
          const parsed = addSubtasksSchema.safeParse({ titles: args.titles });
          if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
          const task = await addSubtasks({ user, taskId: args.taskId, titles: parsed.data.titles });
          return `${mcpCopy.subtasksAdded(parsed.data.titles.length, task.title)}\n${json(task.subtasks)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "complete_subtask",
    { description: mcpCopy.completeSubtask, inputSchema: { taskId: id, subtaskId: id, done: z.boolean().optional() } },
    (args) =>
      run(
        async () => {
          const task = await updateSubtask({ user, taskId: args.taskId, subtaskId: args.subtaskId, patch: { done: args.done ?? true } });
          const subtask = task.subtasks.find((s) => s.id === args.subtaskId)!;
          const done = task.subtasks.filter((s) => s.done).length;
          const said = (subtask.done ? mcpCopy.subtaskChecked : mcpCopy.subtaskUnchecked)(subtask.title, done, task.subtasks.length);
          const all = subtask.done && done === task.subtasks.length && !task.completed ? ` ${mcpCopy.allSubtasksDone(task.title)}` : "";
          return `${said}${all}\n${json(task.subtasks)}`;
        },
        { writes: true },
      ),
  );

  server.registerTool(
    "weekly_insights",
    { description: mcpCopy.weeklyInsights, inputSchema: { workspaceId: id.optional(), timeZone }, annotations: { readOnlyHint: true } },
    (args) =>
      run(
        async () => {
          const { stats, planned } = await weeklyInsights({ user, workspaceId: await workspaceOr(args.workspaceId), week: { now: now(), timeZone: zoneOf(args.timeZone) } });
          return json({ ...stats, plannedVsDone: planned });
        },
        { writes: false },
      ),
  );

  server.registerTool(
    "plan_today",
    { description: mcpCopy.planToday, inputSchema: { workspaceId: id.optional(), timeZone }, annotations: { readOnlyHint: true } },
    (args) =>
      run(
        async () => {
          // A proposal only, as POST /api/plan answers it (default working hours); nothing is changed.
          const plan = await proposePlan({ user, workspaceId: await workspaceOr(args.workspaceId), timeZone: zoneOf(args.timeZone), now: now() });
          return json(plan);
        },
        { writes: false },
      ),
  );

  return server;
}
