import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import type { TaskActions } from "@/components/board/useTaskActions";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Task } from "@/lib/schemas/task";

// Monday 2 November 2026, 10:00 in Los Angeles (PST, the day after the DST change).
export const clock = { now: new Date("2026-11-02T18:00:00.000Z"), timeZone: "America/Los_Angeles" };
export const me = { id: "u-me", name: "Ada", email: "me@example.com" };

export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: "t1",
    title: "Prepare the slides",
    dueDate: "2026-11-03T17:30:00.000Z", // tomorrow 09:30
    urgency: 4.5,
    completed: false,
    completedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    workspaceId: "w1",
    userId: me.id,
    comments: [],
    subtasks: [],
    ...overrides,
  };
}

/** A reminder of the user's (pending, of task t1, due tomorrow 9:00 in the clock's zone), as GET /api/reminders lists it. */
export function reminder(overrides: Partial<ReminderView> = {}): ReminderView {
  return {
    id: "r1",
    text: "Call the bank",
    dueDate: "2026-11-03T17:00:00.000Z",
    taskId: "t1",
    taskTitle: "Prepare the slides",
    workspaceId: "w1",
    status: "pending",
    createdAt: "2026-11-02T17:55:00.000Z",
    sentAt: null,
    commentId: null,
    ...overrides,
  };
}

/** The reminders map of the board context (by task id) holding `list`. */
export function remindersOf(...list: ReminderView[]): Map<string, ReminderView[]> {
  const byTask = new Map<string, ReminderView[]>();
  for (const r of list) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  return byTask;
}

/** Records what the components ask for instead of calling the API (a fake: there is no server in jsdom). */
export function recordingActions() {
  const calls: Array<[keyof TaskActions, ...unknown[]]> = [];
  const record =
    (name: keyof TaskActions) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const actions = {
    create: record("create"),
    update: record("update"),
    remove: record("remove"),
    addComment: record("addComment"),
    deleteComment: record("deleteComment"),
  } as unknown as TaskActions;
  return { actions, calls };
}

/** Renders inside a board context with the fake actions (`answers` replace some); returns the recorded calls. */
export function renderOnBoard(
  ui: ReactNode,
  {
    isOwner = false,
    density = "comfortable",
    reminders = new Map(),
    answers = {},
    queryClient,
  }: Partial<Pick<BoardContextValue, "isOwner" | "density" | "reminders">> & { answers?: Partial<TaskActions>; queryClient?: QueryClient } = {},
) {
  const recorded = recordingActions();
  const calls = recorded.calls;
  const actions = { ...recorded.actions, ...answers };
  const context: BoardContextValue = { clock, actions, me, isOwner, density, reminders };
  return { ...render(withQueryClient(<BoardProvider value={context}>{ui}</BoardProvider>, queryClient)), calls };
}

/**
 * `ui` with a query cache of its own, as the board has one: parts that load lazily (the edit panel's
 * assignee picker asks for the workspace's people) find it. There is no server: such a query fails, once.
 */
export function withQueryClient(ui: ReactNode, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}
