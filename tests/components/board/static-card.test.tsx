import { render, screen, within } from "@testing-library/react";
import { TaskCard, type ListRow } from "@/components/task/TaskCard";
import { StaticTaskCard } from "@/components/task/StaticTaskCard";
import { StaticColumns } from "@/components/board/StaticColumns";
import { cardLook } from "@/components/task/card-look";
import { groupList, groupTasks, type CardDensity } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import type { Task } from "@/lib/schemas/task";
import { clock, reminder, remindersOf, renderOnBoard, task } from "./support";

/** What a reader sees on a card: title, badge, due text, comment count, urgency value, description, the whole text. */
function shown(card: HTMLElement) {
  const text = (id: string) => within(card).queryByTestId(id)?.textContent ?? null;
  return {
    heading: within(card).getByRole("heading", { level: 3 }).textContent,
    badge: within(card).getByText(/^(High|Medium|Low)$/).textContent,
    due: text("due-text"),
    overdue: within(card).queryByTestId("due-text")?.className.includes("text-red-600") ?? false,
    comments: text("comment-count"),
    urgency: text("urgency-value"),
    meter: within(card).queryByRole("meter")?.getAttribute("aria-valuenow") ?? null,
    description: text("task-description"),
    repeat: text("repeat-rule"),
    done: card.className.includes(cardLook.cardDone),
    compact: card.className.includes(cardLook.compactCardBox),
    all: card.textContent,
  };
}

const comment = { id: "c1", text: "hi", user: "Bo", userId: "u2", time: "2026-11-02T17:00:00.000Z" };
const cases: [string, Task][] = [
  ["due tomorrow with a comment", task({ urgency: 3, comments: [comment] })],
  ["overdue, high, with a description", task({ dueDate: "2026-11-02T16:00:00.000Z", urgency: 4.8, description: "See https://example.com" })],
  ["no due date, low, completed", task({ dueDate: null, urgency: 1.2, completed: true, completedAt: "2026-11-02T17:00:00.000Z" })],
  ["recurring", task({ recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/Los_Angeles" } })],
];

function interactiveAndStatic(value: Task, density: CardDensity, row?: ListRow) {
  const interactive = renderOnBoard(<TaskCard task={value} dragHandle={null} row={row} />, { density });
  const expected = shown(screen.getByTestId("task-card"));
  interactive.unmount();
  render(<StaticTaskCard task={value} clock={clock} density={density} row={row} />);
  return { expected, actual: shown(screen.getByTestId("static-task-card")) };
}

describe.each(["comfortable", "compact"] as const)("StaticTaskCard (the server's light card) against TaskCard, %s", (density) => {
  it.each(cases)("shows what the interactive card shows: %s", (_name, value) => {
    const { expected, actual } = interactiveAndStatic(value, density);
    expect(actual).toEqual(expected);
    expect(actual.compact).toBe(density === "compact");
  });

  it("has no controls and no icons", () => {
    render(<StaticTaskCard task={task({ comments: [comment], completed: true })} clock={clock} density={density} />);
    const card = screen.getByTestId("static-task-card");
    expect(within(card).queryAllByRole("button")).toEqual([]);
    expect(within(card).queryAllByRole("checkbox")).toEqual([]);
    expect(card.querySelectorAll("svg")).toHaveLength(0);
  });
});

describe("the compact card", () => {
  it("is one line: no urgency bar, no description; the comment count is a number, its words for screen readers", () => {
    renderOnBoard(<TaskCard task={task({ description: "Notes", comments: [comment, { ...comment, id: "c2" }] })} dragHandle={null} />, { density: "compact" });
    const card = screen.getByRole("article", { name: "Prepare the slides" });
    expect(within(card).queryByRole("meter")).toBeNull();
    expect(within(card).queryByTestId("task-description")).toBeNull();
    expect(within(card).getByTestId("comment-count")).toHaveTextContent(/^2$/);
    expect(within(card).getByRole("img", { name: "2 comments" })).toBe(within(card).getByTestId("comment-count"));
    expect(within(card).getByTestId("due-text")).toHaveTextContent("Tomorrow at 9:30 AM");
  });

  it("shows the reminders not yet sent as the board knows them, none when it knows none", () => {
    const reminders = remindersOf(reminder(), reminder({ id: "r2" }), reminder({ id: "r3", status: "done" }));
    const { unmount } = renderOnBoard(<TaskCard task={task()} dragHandle={null} />, { density: "compact", reminders });
    expect(screen.getByRole("img", { name: "2 reminders" })).toHaveTextContent(/^2$/);
    unmount();
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />, { density: "compact" });
    expect(screen.queryByTestId("reminder-count")).toBeNull();
  });

  it("keeps every action, in the card's arrow-key order, over the line's end", () => {
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />, { density: "compact" });
    const card = screen.getByRole("article", { name: "Prepare the slides" });
    const names = within(card).getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(names).toEqual(["Prepare the slides", "Edit task", "Reschedule task", "Delete task", "Show comments"]);
    expect(within(card).getByRole("button", { name: "Edit task" }).parentElement!.className).toContain("group-focus-within:opacity-100");
  });

  it("a list row is compact in either density, without a drag handle, and under a named day shows the due time alone", () => {
    const { expected, actual } = interactiveAndStatic(task(), "comfortable", "time");
    expect(actual).toEqual(expected);
    expect(actual.due).toBe("9:30 AM");
    expect(actual.compact).toBe(true);
    renderOnBoard(<TaskCard task={task()} dragHandle={null} row="full" />);
    const row = screen.getByRole("article", { name: "Prepare the slides" });
    // The grip icon stands for the handle of a card that cannot be dragged now; a row has none.
    expect(row.querySelectorAll("svg.lucide-grip-vertical")).toHaveLength(0);
    expect(within(row).getByTestId("due-text")).toHaveTextContent("Tomorrow at 9:30 AM");
  });
});

describe("StaticColumns", () => {
  it("renders each column's title, count and first cards, and the 'Show N more' text", () => {
    const many = Array.from({ length: COLUMN_PAGE_SIZE + 3 }, (_, i) => task({ id: `t${i}`, title: `Task ${i}`, dueDate: null }));
    const columns = groupTasks(many, { view: "date", order: {}, ...clock });
    render(<StaticColumns layout={{ view: "date", columns }} clock={clock} density="comfortable" />);
    const today = screen.getByRole("region", { name: "Today & Overdue" });
    expect(within(today).getByTestId("column-count")).toHaveTextContent(String(COLUMN_PAGE_SIZE + 3));
    expect(within(today).getAllByRole("listitem")).toHaveLength(COLUMN_PAGE_SIZE);
    expect(today).toHaveTextContent("Show 3 more");
    expect(within(screen.getByRole("region", { name: "Next 7 Days" })).queryAllByRole("listitem")).toEqual([]);
  });

  it("gathers the tasks without a due date under 'No date' and folds the completed ones into 'Completed (N)', not counted", () => {
    const tasks = [
      task({ id: "a", title: "Undated", dueDate: null }),
      task({ id: "b", title: "Overdue", dueDate: "2026-11-02T16:00:00.000Z" }),
      task({ id: "c", title: "Done", dueDate: "2026-11-02T15:00:00.000Z", completed: true }),
    ];
    render(<StaticColumns layout={{ view: "date", columns: groupTasks(tasks, { view: "date", ...clock }) }} clock={clock} density="compact" />);
    const today = screen.getByRole("region", { name: "Today & Overdue" });
    expect(within(today).getByTestId("column-count")).toHaveTextContent("2");
    expect(within(today).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Overdue", "No date", "Undated"]);
    expect(within(today).getByTestId("completed-group")).toHaveTextContent(/^Completed \(1\)$/);
    expect(within(today).queryByText("Done")).toBeNull();
    expect(within(today).queryAllByRole("button")).toEqual([]);
  });

  it("renders the list view's sections with their rows, in the list's look", () => {
    const tasks = [task({ id: "a", title: "Tomorrow's", dueDate: "2026-11-03T17:30:00.000Z" }), task({ id: "b", title: "Someday", dueDate: null })];
    render(<StaticColumns layout={{ view: "list", list: groupList(tasks, clock) }} clock={clock} density="comfortable" />);
    expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["Tomorrow", "No date"]);
    expect(within(screen.getByRole("region", { name: "Tomorrow" })).getByTestId("due-text")).toHaveTextContent(/^9:30 AM$/);
  });
});
