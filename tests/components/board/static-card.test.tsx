import { render, screen, within } from "@testing-library/react";
import { TaskCard } from "@/components/task/TaskCard";
import { StaticTaskCard } from "@/components/task/StaticTaskCard";
import { StaticColumns } from "@/components/board/StaticColumns";
import { cardLook } from "@/components/task/card-look";
import { groupTasks } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import type { Task } from "@/lib/schemas/task";
import { clock, renderOnBoard, task } from "./support";

/** What a reader sees on a card: title, badge, due text, comment count, urgency value, description. */
function shown(card: HTMLElement) {
  const text = (id: string) => within(card).queryByTestId(id)?.textContent ?? null;
  return {
    heading: within(card).getByRole("heading", { level: 3 }).textContent,
    badge: within(card).getByText(/^(High|Medium|Low)$/).textContent,
    due: text("due-text"),
    overdue: within(card).queryByTestId("due-text")?.className.includes("text-red-600") ?? false,
    comments: text("comment-count"),
    urgency: text("urgency-value"),
    meter: within(card).getByRole("meter").getAttribute("aria-valuenow"),
    description: text("task-description"),
    repeat: text("repeat-rule"),
    done: card.className.includes(cardLook.cardDone),
  };
}

const comment = { id: "c1", text: "hi", user: "Bo", userId: "u2", time: "2026-11-02T17:00:00.000Z" };
const cases: [string, Task][] = [
  ["due tomorrow with a comment", task({ urgency: 3, comments: [comment] })],
  ["overdue, high, with a description", task({ dueDate: "2026-11-02T16:00:00.000Z", urgency: 4.8, description: "See https://example.com" })],
  ["no due date, low, completed", task({ dueDate: null, urgency: 1.2, completed: true, completedAt: "2026-11-02T17:00:00.000Z" })],
  ["recurring", task({ recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/Los_Angeles" } })],
];

describe("StaticTaskCard (the server's light card) against TaskCard", () => {
  it.each(cases)("shows what the interactive card shows: %s", (_name, value) => {
    const interactive = renderOnBoard(<TaskCard task={value} dragHandle={null} />);
    const expected = shown(screen.getByTestId("task-card"));
    interactive.unmount();
    render(<StaticTaskCard task={value} clock={clock} />);
    expect(shown(screen.getByTestId("static-task-card"))).toEqual(expected);
  });

  it("has no controls and no icons", () => {
    render(<StaticTaskCard task={task({ comments: [comment], completed: true })} clock={clock} />);
    const card = screen.getByTestId("static-task-card");
    expect(within(card).queryAllByRole("button")).toEqual([]);
    expect(within(card).queryAllByRole("checkbox")).toEqual([]);
    expect(card.querySelectorAll("svg")).toHaveLength(0);
  });
});

describe("StaticColumns", () => {
  it("renders each column's title, count and first cards, and the 'Show N more' text", () => {
    const many = Array.from({ length: COLUMN_PAGE_SIZE + 3 }, (_, i) => task({ id: `t${i}`, title: `Task ${i}`, dueDate: null }));
    const columns = groupTasks(many, { view: "date", order: {}, ...clock });
    render(<StaticColumns columns={columns} clock={clock} />);
    const today = screen.getByRole("region", { name: "Today & Overdue" });
    expect(within(today).getByTestId("column-count")).toHaveTextContent(String(COLUMN_PAGE_SIZE + 3));
    expect(within(today).getAllByRole("listitem")).toHaveLength(COLUMN_PAGE_SIZE);
    expect(today).toHaveTextContent("Show 3 more");
    expect(within(screen.getByRole("region", { name: "Next 7 Days" })).queryAllByRole("listitem")).toEqual([]);
  });
});
