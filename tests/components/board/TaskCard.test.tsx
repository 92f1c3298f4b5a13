import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TaskCard } from "@/components/task/TaskCard";
import type { Task } from "@/lib/schemas/task";
import { reminder, remindersOf, renderOnBoard, task } from "./support";

const renderCard = (value: Task, options?: { isOwner?: boolean }) => renderOnBoard(<TaskCard task={value} dragHandle={null} />, options);

describe("TaskCard (with a fake, recording TaskActions)", () => {
  afterEach(() => jest.useRealTimers());

  it("shows title, urgency badge and one-decimal bar, due text and comment count", () => {
    renderCard(task({ urgency: 3, comments: [{ id: "c1", text: "hi", user: "Bo", userId: "u2", time: "2026-11-02T17:00:00.000Z" }] }));
    const card = screen.getByRole("article", { name: "Prepare the slides" });
    expect(within(card).getByText("Medium")).toBeInTheDocument();
    expect(within(card).getByTestId("urgency-value")).toHaveTextContent("3.0");
    expect(within(card).getByTestId("due-text")).toHaveTextContent("Tomorrow at 9:30 AM");
    expect(within(card).getByTestId("comment-count")).toHaveTextContent("1 comment");
  });

  it("shows a bell with the count of the user's reminders of the task not yet sent, named '2 reminders'", () => {
    const reminders = remindersOf(reminder(), reminder({ id: "r2" }), reminder({ id: "r3", status: "done" }), reminder({ id: "r4", taskId: "t2" }));
    const { unmount } = renderOnBoard(<TaskCard task={task()} dragHandle={null} />, { reminders });
    const bell = within(screen.getByRole("article", { name: "Prepare the slides" })).getByRole("img", { name: "2 reminders" });
    expect(bell).toHaveTextContent(/^2$/);
    expect(bell).toHaveAttribute("title", "2 reminders");
    unmount();
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />, { reminders: remindersOf(reminder({ status: "done" }), reminder({ id: "r4", taskId: "t2" })) });
    expect(screen.queryByTestId("reminder-count")).toBeNull();
    expect(screen.queryByRole("img", { name: /reminder/ })).toBeNull();
  });

  it("reads 'Today at' and marks an overdue task", () => {
    renderCard(task({ dueDate: "2026-11-02T16:00:00.000Z" }));
    const due = screen.getByTestId("due-text");
    expect(due).toHaveTextContent("Today at 8:00 AM");
    expect(due.className).toContain("text-red-600");
  });

  it("checking plays 500 ms before saving completed=true; the animation ends about 800 ms later", async () => {
    jest.useFakeTimers();
    const { calls } = renderCard(task());
    const checkbox = screen.getByRole("checkbox", { name: "Mark as complete" });
    act(() => checkbox.click());
    expect(checkbox).toHaveAttribute("aria-checked", "true");
    act(() => jest.advanceTimersByTime(499));
    expect(calls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(calls).toEqual([["update", expect.objectContaining({ id: "t1" }), { completed: true }, { undoable: true }]]);
    act(() => checkbox.click()); // a second click during the animation is ignored
    act(() => jest.advanceTimersByTime(799));
    expect(checkbox).toHaveAttribute("aria-checked", "true");
    expect(calls).toHaveLength(1);
    // The fake does not change the task, so once the animation ends the box shows the task's state again.
    act(() => jest.advanceTimersByTime(1));
    expect(checkbox).toHaveAttribute("aria-checked", "false");
  });

  it("unchecking saves completed=false at once", () => {
    const { calls } = renderCard(task({ completed: true, completedAt: "2026-11-02T17:00:00.000Z" }));
    act(() => screen.getByRole("checkbox", { name: "Mark as incomplete" }).click());
    expect(calls).toEqual([["update", expect.objectContaining({ id: "t1" }), { completed: false }]]);
  });

  it("deletes after the 'Delete Task' confirmation, which promises nothing the Undo toast contradicts", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task());
    await user.click(screen.getByRole("button", { name: "Delete task" }));
    const dialog = screen.getByRole("dialog", { name: /^Delete Task/ });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this task?");
    expect(dialog).not.toHaveTextContent(/cannot be undone/i);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete task" }));
    await user.click(within(screen.getByRole("dialog", { name: /^Delete Task/ })).getByRole("button", { name: "Delete" }));
    expect(calls).toEqual([["remove", expect.objectContaining({ id: "t1" })]]);
  });

  it("dialog headings name the task, cut at 20 characters (delete) and 25 (reschedule), the full title on hover", async () => {
    const user = userEvent.setup();
    const long = "Prepare the quarterly tax report for the accountant";
    renderCard(task({ title: long }));
    await user.click(screen.getByRole("button", { name: "Delete task" }));
    const remove = screen.getByRole("dialog", { name: /^Delete Task/ });
    expect(within(remove).getByTestId("heading-task-title")).toHaveTextContent(/^Prepare the quarterl\.\.\.$/);
    expect(within(remove).getByTestId("heading-task-title")).toHaveAttribute("title", long);
    await user.click(within(remove).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Reschedule task" }));
    const reschedule = screen.getByRole("dialog", { name: /^Reschedule Task/ });
    expect(within(reschedule).getByTestId("heading-task-title")).toHaveTextContent(/^Prepare the quarterly tax\.\.\.$/);
  });

  it("offers delete only to the creator and the workspace owner", () => {
    renderCard(task({ userId: "someone-else" }));
    expect(screen.queryByRole("button", { name: "Delete task" })).toBeNull();
  });

  it("reschedule opens the dialog with the product's texts and the current due date", async () => {
    const user = userEvent.setup();
    renderCard(task());
    await user.click(screen.getByRole("button", { name: "Reschedule task" }));
    const dialog = screen.getByRole("dialog", { name: /^Reschedule Task/ });
    expect(dialog).toHaveTextContent("When would you like to reschedule this task?");
    expect(within(dialog).getByPlaceholderText("tomorrow, next week, May 5th...")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Currently due: Tomorrow at 9:30 AM");
    expect(dialog).toHaveTextContent("Quick Options:");
  });

  it("a quick option sets tomorrow 09:00 in the user's zone", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task());
    await user.click(screen.getByRole("button", { name: "Reschedule task" }));
    await user.click(screen.getByRole("button", { name: "Tomorrow morning" }));
    expect(calls).toEqual([["update", expect.objectContaining({ id: "t1" }), { dueDate: "2026-11-03T17:00:00.000Z" }, { undoable: true }]]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
