import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import type { TaskActions } from "@/components/board/useTaskActions";
import type { Task } from "@/lib/schemas/task";

// Monday 2 November 2026, 10:00 in Los Angeles (PST, the day after the DST change).
export const clock = { now: new Date("2026-11-02T18:00:00.000Z"), timeZone: "America/Los_Angeles" };
export const me = { id: "u-me", name: "Ada" };

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
    ...overrides,
  };
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
    reminderCounts = new Map(),
    answers = {},
  }: Partial<Pick<BoardContextValue, "isOwner" | "density" | "reminderCounts">> & { answers?: Partial<TaskActions> } = {},
) {
  const recorded = recordingActions();
  const calls = recorded.calls;
  const actions = { ...recorded.actions, ...answers };
  const context: BoardContextValue = { clock, actions, me, isOwner, density, reminderCounts };
  return { ...render(<BoardProvider value={context}>{ui}</BoardProvider>), calls };
}
