import { act, render } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NO_REMINDERS, TaskRemindersSource, type TaskReminders } from "@/components/board/TaskRemindersSource";
import { useReminders } from "@/components/reminders/useReminders";
import type { ReminderView } from "@/lib/schemas/reminder";
import { reminder } from "./support";

/**
 * The board's reminders come from TaskRemindersSource, a component of its own: a query's answer renders the
 * component that reads it at once (React's external store), and in the board that was a blocking render of the
 * whole board a few milliseconds after every load of /todo (docs/performance.md, "Fifth round").
 */

const mockList = jest.fn<Promise<ReminderView[]>, [string]>();
jest.mock("@/components/reminders/api", () => ({
  ...jest.requireActual<typeof import("@/components/reminders/api")>("@/components/reminders/api"),
  remindersApi: { list: (workspaceId: string) => mockList(workspaceId), remove: jest.fn() },
}));

function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets the answer through TanStack's notifications (a timer) and React's renders. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 20)));

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

/** A board that holds its reminders as TasksBoard does, counting its renders and keeping what it was given. */
function sourcedBoard() {
  const seen = { renders: 0, reminders: NO_REMINDERS as TaskReminders };
  function Board() {
    const [reminders, setReminders] = useState(NO_REMINDERS);
    seen.renders++;
    seen.reminders = reminders;
    return <TaskRemindersSource workspaceId="w1" onChange={setReminders} />;
  }
  return { Board, seen };
}

describe("the board's reminders (TaskRemindersSource)", () => {
  afterEach(() => mockList.mockReset());

  it("an empty list arriving renders the board no more (the query in the board's own render rendered it again)", async () => {
    const control = later<ReminderView[]>();
    mockList.mockReturnValue(control.promise);
    let direct = 0;
    function DirectBoard() {
      direct++;
      const { query } = useReminders("w1");
      return <span>{query.data?.length}</span>;
    }
    render(withQueries(<DirectBoard />));
    await settle();
    const before = direct;
    control.resolve([]);
    await settle();
    expect(direct).toBe(before + 1);

    const list = later<ReminderView[]>();
    mockList.mockReturnValue(list.promise);
    const { Board, seen } = sourcedBoard();
    render(withQueries(<Board />));
    await settle();
    expect(mockList).toHaveBeenLastCalledWith("w1");
    const mounted = seen.renders;
    list.resolve([]);
    await settle();
    expect(seen.renders).toBe(mounted);
    expect(seen.reminders).toBe(NO_REMINDERS);
  });

  it("hands the board the reminders by task once they arrive", async () => {
    const list = later<ReminderView[]>();
    mockList.mockReturnValue(list.promise);
    const { Board, seen } = sourcedBoard();
    render(withQueries(<Board />));
    await settle();
    const bank = reminder({ id: "r1", taskId: "t1" });
    const slides = reminder({ id: "r2", taskId: "t1", text: "Print the slides" });
    const dentist = reminder({ id: "r3", taskId: "t2", text: "Dentist" });
    list.resolve([bank, slides, dentist]);
    await settle();
    expect([...seen.reminders.entries()]).toEqual([
      ["t1", [bank, slides]],
      ["t2", [dentist]],
    ]);
  });
});
