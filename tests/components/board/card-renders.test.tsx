import { act, render, renderHook } from "@testing-library/react";
import type { ComponentProps, ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BoardColumns, type BoardLayout } from "@/components/board/BoardColumns";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import { useBoardSensors } from "@/components/board/sensors";
import { groupTasks } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { clock, me, recordingActions, task } from "./support";

/**
 * The board renders its cards again only when they change: a render of the board (a query's state, the live
 * indicator, reminders arriving) with the same cards renders none of them. dnd-kit derives each card's drag
 * listeners from the board's sensors, so sensors made anew in a render gave every card new listeners and
 * rendered all of them, several times while /todo loads (docs/performance.md, /todo fourth round).
 */

const mockCardRenders = { count: 0 };
jest.mock("@/components/task/TaskCard", () => {
  const actual = jest.requireActual<typeof import("@/components/task/TaskCard")>("@/components/task/TaskCard");
  const { createElement, memo } = jest.requireActual<typeof import("react")>("react");
  // The card as the board uses it (memo), counting the renders its props cause.
  const CountedTaskCard = memo(function CountedTaskCard(props: ComponentProps<typeof actual.TaskCard>) {
    mockCardRenders.count++;
    return createElement(actual.TaskCard, props);
  });
  return { ...actual, TaskCard: CountedTaskCard };
});

const at = (local: string) => new Date(`${local}-08:00`).toISOString();
const tasks: Task[] = [
  task({ id: "a", title: "Stand-up", dueDate: at("2026-11-02T10:30"), urgency: 3 }),
  task({ id: "b", title: "Pay the invoice", dueDate: at("2026-11-01T09:00"), urgency: 4.5 }),
  task({ id: "c", title: "Dentist", dueDate: at("2026-11-05T08:00"), urgency: 1.5 }),
  task({ id: "d", title: "Someday", urgency: 2 }),
];

it("the board's sensors are the same on every render", () => {
  const { result, rerender } = renderHook(() => useBoardSensors());
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
});

it("a render of the board with the same cards renders none of them again", async () => {
  const context: BoardContextValue = { clock, actions: recordingActions().actions, me, isOwner: true, density: "comfortable", reminders: new Map() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  // A new layout each time, as the board makes one: new column arrays, the same task objects.
  const board = (): ReactNode => {
    const layout: BoardLayout = { view: "date", columns: groupTasks(tasks, { view: "date", ...clock }) };
    return (
      <QueryClientProvider client={client}>
        <BoardProvider value={context}>
          <BoardColumns layout={layout} saveOrder={() => {}} />
        </BoardProvider>
      </QueryClientProvider>
    );
  };
  const { rerender, getAllByTestId } = render(board());
  await act(async () => {}); // dnd-kit registers the cards in effects
  expect(getAllByTestId("task-card")).toHaveLength(tasks.length);
  expect(mockCardRenders.count).toBeGreaterThanOrEqual(tasks.length); // the count sees the cards

  mockCardRenders.count = 0;
  rerender(board());
  await act(async () => {});
  rerender(board());
  await act(async () => {});
  expect(mockCardRenders.count).toBe(0);
});
