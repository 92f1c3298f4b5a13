import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AddTask } from "@/components/board/add-task/AddTask";
import { BoardColumns } from "@/components/board/BoardColumns";
import { BoardToolbar } from "@/components/board/BoardToolbar";
import { saveDrop } from "@/components/board/drop-toast";
import { useCardDensity } from "@/components/board/preferences";
import { boardReveal } from "@/components/board/reveal";
import { useTaskActions } from "@/components/board/useTaskActions";
import { Toaster } from "@/components/ui/Toaster";
import { tasksQueryKey } from "@/lib/api/tasks";
import { groupList, groupTasks, type BoardView, type CardDensity } from "@/lib/board";
import { ADDED_HIGHLIGHT_MS, COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { STORAGE_KEYS } from "@/lib/constants/common";
import { DENSITY_COOKIE } from "@/lib/cookies";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Task } from "@/lib/schemas/task";
import { installFakeApi, on } from "@/tests/components/workspace/support";
import { clock, me, reminder, remindersOf, renderOnBoard, task } from "./support";

// The support clock: Monday 2 November 2026, 10:00 in Los Angeles.
const at = (local: string) => new Date(`${local}-08:00`).toISOString();
const comment = { id: "c1", text: "hi", user: "Bo", userId: "u2", time: "2026-11-02T17:00:00.000Z" };

const week: Task[] = [
  task({ id: "someday", title: "Learn Portuguese someday", dueDate: null, urgency: 2 }),
  task({ id: "late", title: "Pay the invoice", dueDate: at("2026-11-01T09:00"), urgency: 4 }),
  task({ id: "noon", title: "Lunch with Sam", dueDate: at("2026-11-02T12:00"), urgency: 3, comments: [comment] }),
  task({ id: "morning", title: "Stand-up", dueDate: at("2026-11-02T10:30"), urgency: 3 }),
  task({ id: "tomorrow", title: "Call the investor", dueDate: at("2026-11-03T15:00"), urgency: 5 }),
  task({ id: "thursday", title: "Dentist", dueDate: at("2026-11-05T08:00"), urgency: 3 }),
  task({ id: "far", title: "Renew the passport", dueDate: at("2026-11-20T09:00"), urgency: 3 }),
  task({ id: "done", title: "Water the plants", dueDate: at("2026-11-02T08:00"), urgency: 3, completed: true, completedAt: at("2026-11-02T08:05") }),
];

beforeEach(() => localStorage.clear());

describe("the list view", () => {
  const renderList = (tasks: Task[] = week, options: { reminders?: Map<string, ReminderView[]> } = {}) =>
    renderOnBoard(<BoardColumns layout={{ view: "list", list: groupList(tasks, clock) }} saveOrder={() => {}} />, options);

  it("shows Overdue, Today, Tomorrow, the next days by name, Later and No date, each ordered by time", () => {
    renderList();
    const sections = screen.getAllByRole("region");
    expect(sections.map((s) => s.getAttribute("aria-label"))).toEqual(["Overdue", "Today", "Tomorrow", "Thursday", "Later", "No date"]);
    expect(within(screen.getByRole("region", { name: "Today" })).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Stand-up", "Lunch with Sam"]);
    expect(within(screen.getByRole("region", { name: "Today" })).getByTestId("column-count")).toHaveTextContent("2");
  });

  it("rows are compact: checkbox, title, time (the date too under Overdue and Later), urgency, comment and reminder counts; no drag handle", () => {
    renderList(week, { reminders: remindersOf(reminder({ taskId: "noon" })) });
    const lunch = screen.getByRole("article", { name: "Lunch with Sam" });
    expect(lunch).toHaveAttribute("data-density", "compact");
    expect(within(lunch).getByRole("checkbox", { name: taskDetailsCopy.markComplete })).toBeInTheDocument();
    expect(within(lunch).getByTestId("due-text")).toHaveTextContent(/^12:00 PM$/);
    expect(within(lunch).getByText("Medium")).toBeInTheDocument();
    expect(within(lunch).getByRole("img", { name: "1 comment" })).toHaveTextContent(/^1$/);
    expect(within(lunch).getByRole("img", { name: "1 reminder" })).toHaveTextContent(/^1$/);
    expect(within(lunch).queryByRole("button", { name: /^Drag / })).toBeNull();
    expect(within(screen.getByRole("article", { name: "Pay the invoice" })).getByTestId("due-text")).toHaveTextContent("Nov 1 at 9:00 AM");
    expect(within(screen.getByRole("article", { name: "Renew the passport" })).getByTestId("due-text")).toHaveTextContent("Nov 20 at 9:00 AM");
  });

  it("folds the completed tasks into 'Completed (N)' at the end of the list, closed until opened, remembered on this device", async () => {
    const user = userEvent.setup();
    const first = renderList();
    expect(screen.queryByRole("article", { name: "Water the plants" })).toBeNull();
    const toggle = screen.getByRole("button", { name: boardCopy.completedGroup(1) });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("article", { name: "Water the plants" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.completedOpen)!)).toEqual(["list"]);
    first.unmount();
    renderList();
    expect(screen.getByRole("button", { name: boardCopy.completedGroup(1) })).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps the board's keyboard: one Tab stop per row, the arrow keys inside it", async () => {
    const user = userEvent.setup();
    renderList();
    const standUp = screen.getByRole("article", { name: "Stand-up" });
    standUp.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(within(standUp).getByRole("checkbox"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(within(standUp).getByRole("button", { name: taskDetailsCopy.showComments }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("article", { name: "Lunch with Sam" }));
  });

  it("says 'No tasks' when no open task is left", () => {
    renderList([]);
    expect(screen.getByText(boardCopy.emptyList)).toBeInTheDocument();
  });
});

describe("the columns", () => {
  const renderColumns = (tasks: Task[], view: "date" | "priority" = "date", density: CardDensity = "comfortable") =>
    renderOnBoard(<BoardColumns layout={{ view, columns: groupTasks(tasks, { view, ...clock }) }} saveOrder={() => {}} />, { density });

  it("gather the tasks without a due date under 'No date' at the end of 'Today & Overdue'", () => {
    renderColumns(week);
    const today = screen.getByRole("region", { name: "Today & Overdue" });
    const order = within(today).getAllByRole("heading").map((h) => h.textContent);
    expect(order.slice(0, 6)).toEqual(["Today & Overdue4", "Pay the invoice", "Stand-up", "Lunch with Sam", "No date", "Learn Portuguese someday"]);
  });

  it.each(["date", "priority"] as const)("fold completed tasks into 'Completed (N)' at each column's end, not counted (%s view)", async (view) => {
    const user = userEvent.setup();
    renderColumns(week, view);
    const column = screen.getByRole("region", { name: view === "date" ? "Today & Overdue" : "Medium Priority" });
    expect(within(column).getByTestId("column-count")).toHaveTextContent("4");
    expect(within(column).queryByRole("article", { name: "Water the plants" })).toBeNull();
    await user.click(within(column).getByRole("button", { name: boardCopy.completedGroup(1) }));
    const done = within(column).getByRole("article", { name: "Water the plants" });
    expect(within(done).getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
    // Only that column's group opened.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.completedOpen)!)).toEqual([view === "date" ? "today" : "medium"]);
  });

  it("in the compact density every card is one line, with its drag handle", () => {
    renderColumns(week, "date", "compact");
    for (const card of screen.getAllByRole("article")) expect(card).toHaveAttribute("data-density", "compact");
    expect(screen.getByRole("button", { name: taskDetailsCopy.dragHandle("Stand-up") })).toBeInTheDocument();
  });
});

describe("a task just added", () => {
  const scrolled = jest.fn();
  beforeAll(() => {
    // jsdom lays nothing out: it has neither, so the scroll is recorded and the 'Show N more' line never comes near.
    Element.prototype.scrollIntoView = scrolled;
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    scrolled.mockClear();
    jest.useRealTimers();
  });

  const reduceMotion = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })) as typeof window.matchMedia;
  };

  it("is scrolled into view, shown even past a long column's first page, and highlighted for a short while", () => {
    jest.useFakeTimers();
    reduceMotion(false);
    const many = Array.from({ length: COLUMN_PAGE_SIZE + 5 }, (_, i) => task({ id: `t${i}`, title: `Task ${i}`, dueDate: null }));
    const last = many.at(-1)!; // past the first page
    renderOnBoard(<BoardColumns layout={{ view: "date", columns: groupTasks(many, { view: "date", ...clock }) }} saveOrder={() => {}} />);
    expect(screen.queryByRole("article", { name: last.title })).toBeNull();
    act(() => boardReveal.reveal(last.id));
    const card = screen.getByRole("article", { name: last.title });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(card);
    expect(scrolled).toHaveBeenCalledWith({ block: "center", behavior: "smooth" });
    expect(card).toHaveAttribute("data-added-highlight", "true");
    act(() => jest.advanceTimersByTime(ADDED_HIGHLIGHT_MS));
    expect(card).not.toHaveAttribute("data-added-highlight");
    // Revealed once: a later render does not scroll again.
    act(() => boardReveal.reveal("t0"));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it("jumps instead of scrolling smoothly, and its highlight does not fade, for a reader who asks for reduced motion", () => {
    reduceMotion(true);
    renderOnBoard(<BoardColumns layout={{ view: "list", list: groupList(week, clock) }} saveOrder={() => {}} />);
    act(() => boardReveal.reveal("tomorrow"));
    expect(scrolled).toHaveBeenCalledWith({ block: "center", behavior: "auto" });
    expect(screen.getByRole("article", { name: "Call the investor" }).className).toContain("motion-reduce:transition-none");
  });
});

describe("adding a task", () => {
  const parsed = { title: "Call the investor", dueDate: at("2026-11-05T15:00"), urgency: 4, followUp: null, stillNeeded: [], suggestions: [] };
  const saved = task({ id: "saved-1", title: parsed.title, dueDate: parsed.dueDate, urgency: 4 });
  afterEach(() => jest.useRealTimers());

  it.each([
    ["date", "Next 7 Days"],
    ["priority", "High Priority"],
    ["list", "Thursday"],
  ] as const)("the status line says where the task went in the %s view, and its card comes into view", async (view, place) => {
    // The flow asks about a past date by the real clock: only Date is set to the board's clock.
    jest.useFakeTimers({ now: clock.now, doNotFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "queueMicrotask", "nextTick", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "performance", "hrtime"] });
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.boardView, view);
    installFakeApi(on("POST", "/api/parse-task", { status: 200, body: { data: { task: parsed, parser: "local", model: "Local parser" } } }));
    const reveal = jest.spyOn(boardReveal, "reveal");
    renderOnBoard(<AddTask parserModel="Local parser" />, { answers: { create: async () => saved } });
    await user.type(screen.getByRole("textbox", { name: tasksCopy.whatToDo }), "Call the investor thursday 3pm important{Enter}");
    expect(await screen.findByText(`${tasksCopy.taskAdded} · ${place}`)).toBeInTheDocument();
    expect(screen.getByTestId("add-status")).toHaveTextContent(boardCopy.addedTo(tasksCopy.taskAdded, place));
    expect(reveal).toHaveBeenCalledWith("saved-1");
    reveal.mockRestore();
  });
});

describe("the toolbar", () => {
  function Harness({ rendered, onView }: { rendered: CardDensity; onView: (view: BoardView) => void }) {
    const [density, setDensity] = useCardDensity(rendered);
    return <BoardToolbar view="date" onViewChange={onView} density={density} onDensityChange={setDensity} onRefresh={() => {}} refreshing={false} />;
  }

  it("offers List beside By Date and By Priority, and a compact toggle kept in this device's cookie", async () => {
    const user = userEvent.setup();
    const views: BoardView[] = [];
    render(<Harness rendered="comfortable" onView={(v) => views.push(v)} />);
    const group = screen.getByRole("group", { name: tasksCopy.viewToggle });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual([tasksCopy.dateView, tasksCopy.priorityView, boardCopy.listView]);
    await user.click(within(group).getByRole("button", { name: boardCopy.listView }));
    expect(views).toEqual(["list"]);
    const compact = screen.getByRole("button", { name: boardCopy.compactCards });
    expect(compact).toHaveAttribute("aria-pressed", "false");
    await user.click(compact);
    expect(compact).toHaveAttribute("aria-pressed", "true");
    expect(document.cookie).toContain(`${DENSITY_COOKIE}=compact`);
    await user.click(compact);
    expect(document.cookie).toContain(`${DENSITY_COOKIE}=comfortable`);
  });
});

describe("the toast after a drop (FAKE API)", () => {
  function setup(initial: Task[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(tasksQueryKey("w1"), initial);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useTaskActions({ workspaceId: "w1", me, timeZone: clock.timeZone }), { wrapper });
    const tasks = () => client.getQueryData<Task[]>(tasksQueryKey("w1"))!;
    return { actions: result.current, tasks, current: (id: string) => tasks().find((t) => t.id === id) };
  }
  const patchRoute = (before: Task) =>
    on("PATCH", `/api/tasks/${before.id}`, (call) => {
      const changes: Record<string, unknown> = { ...(call.body as object) };
      delete changes.expected; // the values the change was made from, not a field of the task
      return { status: 200, body: { data: { ...before, ...changes } } };
    });

  it("says the new due date; Undo puts the old one back", async () => {
    const t = task({ id: "t1", title: "Call the investor", dueDate: at("2026-11-03T15:00") });
    const calls = installFakeApi(patchRoute(t));
    const { actions, tasks, current } = setup([t]);
    await act(() => saveDrop({ actions, task: t, patch: { dueDate: at("2026-11-05T15:00") }, clock, current }));
    const toast = (await screen.findByText("Due Thu, Nov 5, 3:00 PM")).closest("li")!;
    fireEvent.click(within(toast).getByRole("button", { name: tasksCopy.undo }));
    await waitFor(() => expect(tasks()[0].dueDate).toBe(t.dueDate));
    // Each expects the due date it was made from (docs/product.md#concurrent-edits): the drop the card's, Undo the drop's.
    expect(calls.map((c) => c.body)).toEqual([
      { dueDate: at("2026-11-05T15:00"), expected: { dueDate: t.dueDate } },
      { dueDate: t.dueDate, expected: { dueDate: at("2026-11-05T15:00") } },
    ]);
  });

  it("Undo gives a task that had no due date none again", async () => {
    const t = task({ id: "t4", title: "Someday", dueDate: null });
    const calls = installFakeApi(patchRoute(t));
    const { actions, tasks, current } = setup([t]);
    await act(() => saveDrop({ actions, task: t, patch: { dueDate: at("2026-11-05T09:00") }, clock, current }));
    const toast = (await screen.findByText("Due Thu, Nov 5, 9:00 AM")).closest("li")!;
    fireEvent.click(within(toast).getByRole("button", { name: tasksCopy.undo }));
    await waitFor(() => expect(tasks()[0].dueDate).toBeNull());
    expect(calls.map((c) => c.body)).toEqual([
      { dueDate: at("2026-11-05T09:00"), expected: { dueDate: null } },
      { dueDate: null, expected: { dueDate: at("2026-11-05T09:00") } },
    ]);
  });

  it("says the new urgency; Undo puts the old one back", async () => {
    const t = task({ id: "t2", title: "Sort receipts", dueDate: null, urgency: 2 });
    const calls = installFakeApi(patchRoute(t));
    const { actions, tasks, current } = setup([t]);
    await act(() => saveDrop({ actions, task: t, patch: { urgency: 4.5 }, clock, current }));
    const toast = (await screen.findByText("Urgency 4.5 · High")).closest("li")!;
    fireEvent.click(within(toast).getByRole("button", { name: tasksCopy.undo }));
    await waitFor(() => expect(tasks()[0].urgency).toBe(2));
    expect(calls.map((c) => c.body)).toEqual([{ urgency: 4.5, expected: { urgency: 2 } }, { urgency: 2, expected: { urgency: 4.5 } }]);
  });

  it("shows no toast when the server refuses the drop (the change is rolled back with its error)", async () => {
    const t = task({ id: "t3" });
    installFakeApi(on("PATCH", "/api/tasks/t3", { status: 404, body: { error: { code: "not_found", message: taskDetailsCopy.taskNotFound } } }));
    const { actions, current } = setup([t]);
    await act(() => saveDrop({ actions, task: t, patch: { urgency: 1.5 }, clock, current }));
    expect(await screen.findByText(taskDetailsCopy.taskNotFound)).toBeInTheDocument();
    expect(screen.queryByText("Urgency 1.5 · Low")).toBeNull();
  });
});
