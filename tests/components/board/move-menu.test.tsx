import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BoardColumns } from "@/components/board/BoardColumns";
import { resolveDrop } from "@/components/board/drag";
import { Toaster } from "@/components/ui/Toaster";
import { describeDrop, groupList, groupTasks, type ColumnId, type ColumnOrder, type ColumnView, type TaskPatch } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { clock, renderOnBoard, task } from "./support";

// The support clock: Monday 2 November 2026, 10:00 in Los Angeles.
const at = (local: string) => new Date(`${local}-08:00`).toISOString();

const week: Task[] = [
  task({ id: "morning", title: "Stand-up", dueDate: at("2026-11-02T10:30"), urgency: 3 }),
  task({ id: "late", title: "Pay the invoice", dueDate: at("2026-11-01T09:00"), urgency: 4.5 }),
  task({ id: "thursday", title: "Dentist", dueDate: at("2026-11-05T08:00"), urgency: 1.5 }),
  task({ id: "done", title: "Water the plants", dueDate: at("2026-11-02T08:00"), urgency: 3, completed: true, completedAt: at("2026-11-02T08:05") }),
];

/** The board's columns with recorded saves; `update` answers that the server kept the change (so the drop's toast shows). */
function renderColumns(view: ColumnView) {
  const columns = groupTasks(week, { view, ...clock });
  const orders: ColumnOrder[] = [];
  const updates: Array<[Task, TaskPatch]> = [];
  const update = async (t: Task, patch: TaskPatch) => {
    updates.push([t, patch]);
    return true;
  };
  renderOnBoard(
    <>
      <BoardColumns layout={{ view, columns }} saveOrder={(order) => orders.push(order)} />
      <Toaster />
    </>,
    { answers: { update } as never },
  );
  /** What a drop of `taskId` on the free space of column `to` (after its rendered cards) does. */
  const drop = (taskId: string, to: ColumnId) => {
    const from = columns.find((c) => c.tasks.some((t) => t.id === taskId))!.id;
    const visible = Math.min(COLUMN_PAGE_SIZE, columns.find((c) => c.id === to)!.tasks.length);
    return resolveDrop({ view, columns, active: { type: "task", taskId, columnId: from }, over: { type: "column", columnId: to, visible }, ...clock })!;
  };
  return { orders, updates, drop };
}

const card = (title: string) => screen.getByRole("article", { name: title });
const moveButton = (title: string) => within(card(title)).getByRole("button", { name: boardCopy.moveTo });

describe("a card's 'Move to…' menu", () => {
  it("lists the other date columns and does what a drop on the chosen one does: the same change, order and toast with Undo", async () => {
    const user = userEvent.setup();
    const { orders, updates, drop } = renderColumns("date");
    await user.click(moveButton("Stand-up"));
    const menu = await screen.findByRole("menu", { name: "Move to…" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Next 7 Days", "Upcoming"]);
    expect(moveButton("Stand-up")).toHaveAttribute("aria-expanded", "true");

    await user.click(within(menu).getByRole("menuitem", { name: "Next 7 Days" }));
    const expected = drop("morning", "upcoming");
    expect(expected.patch).toEqual({ dueDate: at("2026-11-05T10:30") }); // three days on, the same time of day
    expect(updates).toEqual([[week[0], expected.patch]]);
    expect(orders).toEqual([expected.order]);
    expect(screen.queryByRole("menu")).toBeNull();
    const toast = (await screen.findByText(describeDrop(expected.patch, clock)!)).closest("li")!;
    expect(within(toast).getByRole("button", { name: tasksCopy.undo })).toBeInTheDocument();
  });

  it("works from the keyboard: Enter opens it on the first column, arrows go round, Escape closes it back on its button", async () => {
    const user = userEvent.setup();
    const { updates, drop } = renderColumns("date");
    const button = moveButton("Pay the invoice");
    act(() => button.focus());
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: boardCopy.moveTo });
    const [first, second] = within(menu).getAllByRole("menuitem");
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
    expect(updates).toEqual([]);

    await user.keyboard("{Enter}");
    await screen.findByRole("menu", { name: boardCopy.moveTo });
    await user.keyboard("{End}{Enter}");
    expect(updates).toEqual([[week[1], drop("late", "future").patch]]);
  });

  it("in the priority view lists the other priority columns and sets the column's urgency", async () => {
    const user = userEvent.setup();
    const { updates } = renderColumns("priority");
    await user.click(moveButton("Dentist"));
    const menu = await screen.findByRole("menu", { name: boardCopy.moveTo });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["High Priority", "Medium Priority"]);
    await user.click(within(menu).getByRole("menuitem", { name: "High Priority" }));
    expect(updates).toEqual([[week[2], { urgency: 4.5 }]]);
  });

  it("a press outside closes it without a move", async () => {
    const user = userEvent.setup();
    const { updates } = renderColumns("date");
    await user.click(moveButton("Stand-up"));
    await screen.findByRole("menu", { name: boardCopy.moveTo });
    await user.click(card("Dentist"));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(updates).toEqual([]);
  });

  it("is on the cards a drag could move, not on completed ones nor on the list view's rows", async () => {
    const user = userEvent.setup();
    renderColumns("date");
    await user.click(screen.getAllByRole("button", { name: boardCopy.completedGroup(1) })[0]!);
    expect(within(await screen.findByRole("article", { name: "Water the plants" })).queryByRole("button", { name: boardCopy.moveTo })).toBeNull();
    expect(screen.getAllByRole("button", { name: boardCopy.moveTo })).toHaveLength(3);
  });

  it("is not in the list view", () => {
    renderOnBoard(<BoardColumns layout={{ view: "list", list: groupList(week, clock) }} saveOrder={() => {}} />);
    expect(screen.getAllByRole("article").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: boardCopy.moveTo })).toBeNull();
  });
});
