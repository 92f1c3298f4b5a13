import { act, render, screen, within } from "@testing-library/react";
import { toast as sonner } from "sonner";
import userEvent from "@testing-library/user-event";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import { CommentsPanel } from "@/components/task/CommentsPanel";
import { Toaster } from "@/components/ui/Toaster";
import type { Comment, Task } from "@/lib/schemas/task";
import { clock, me, recordingActions, reminder, remindersOf, renderOnBoard, task } from "./support";

const mine: Comment = { id: "c1", text: "Slides drafted", user: "Ada", userId: me.id, time: "2026-11-02T17:55:00.000Z" }; // 5 min ago
const theirs: Comment = { id: "c2", text: "Looks good", user: "Bo", userId: "u-bo", time: "2026-10-20T18:00:00.000Z" }; // 13 days ago

describe("CommentsPanel (with a fake, recording TaskActions)", () => {
  it("lists comments with author and relative time in a list at most 16rem high", () => {
    renderOnBoard(<CommentsPanel task={task({ comments: [mine, theirs] })} />);
    const list = screen.getByRole("list", { name: "Comments" });
    expect(list).toHaveStyle({ maxHeight: "16rem" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Ada5 minutes ago");
    expect(first).toHaveTextContent("Slides drafted");
    expect(second).toHaveTextContent("BoOct 20");
  });

  it("posts trimmed text and ignores blank text", async () => {
    const user = userEvent.setup();
    const { calls } = renderOnBoard(<CommentsPanel task={task()} />);
    const input = screen.getByPlaceholderText("Add a comment or use !help");
    await user.type(input, "   {enter}");
    expect(calls).toEqual([]);
    await user.type(input, "  Call Bo first  {enter}");
    expect(calls).toEqual([["addComment", expect.objectContaining({ id: "t1" }), "Call Bo first"]]);
    expect(input).toHaveValue("");
  });

  it("shows the command list for !help instead of posting it", async () => {
    const user = userEvent.setup();
    const { calls } = renderOnBoard(<CommentsPanel task={task()} />);
    await user.type(screen.getByPlaceholderText("Add a comment or use !help"), "!HELP{enter}");
    const help = screen.getByRole("note");
    expect(help).toHaveTextContent("Available commands");
    expect(help).toHaveTextContent("!remindme");
    expect(help).toHaveTextContent("!rmd");
    expect(calls).toEqual([]);
  });

  it("deletes the user's own comment after confirmation; others' comments have no delete button", async () => {
    const user = userEvent.setup();
    const { calls } = renderOnBoard(<CommentsPanel task={task({ comments: [mine, theirs] })} />);
    const buttons = screen.getAllByRole("button", { name: "Delete comment" });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    const dialog = screen.getByRole("dialog", { name: "Delete Comment" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(calls).toEqual([["deleteComment", expect.objectContaining({ id: "t1" }), "c1"]]);
  });

  it("lets the workspace owner delete anyone's comment", () => {
    renderOnBoard(<CommentsPanel task={task({ comments: [mine, theirs] })} />, { isOwner: true });
    expect(screen.getAllByRole("button", { name: "Delete comment" })).toHaveLength(2);
  });
});

describe("a !remindme comment shown as its reminder", () => {
  // Toasts live outside React (sonner's store): none is left for the next test.
  afterEach(() => act(() => void sonner.dismiss()));
  const command: Comment = { id: "c7", text: "!remindme tomorrow 9am call the bank", user: "Ada", userId: me.id, time: "2026-11-02T17:55:00.000Z" };
  const made = reminder({ commentId: "c7" });

  it("reads '⏰ <day and time> — <text>' in the board's zone, with the command as typed in a disclosure", async () => {
    const user = userEvent.setup();
    renderOnBoard(<CommentsPanel task={task({ comments: [command] })} />, { reminders: remindersOf(made) });
    const shown = screen.getByTestId("comment-reminder");
    // 17:00 UTC is 9:00 AM in Los Angeles (PST) on Tuesday 3 November.
    expect(within(shown).getByText("⏰ Tue, Nov 3, 9:00 AM — Call the bank")).toBeVisible();
    expect(shown).toHaveAttribute("data-status", "pending");
    expect(within(shown).queryByText("Sent")).toBeNull();
    const typed = within(shown).getByText("!remindme tomorrow 9am call the bank");
    expect(typed).not.toBeVisible();
    await user.click(within(shown).getByText("Command as typed"));
    expect(typed).toBeVisible();
  });

  it("marks a sent reminder 'Sent', in the clock the user reads (24-hour)", () => {
    const sent = reminder({ commentId: "c7", status: "done", sentAt: "2026-11-03T17:00:00.000Z" });
    renderWith(task({ comments: [command] }), { reminders: remindersOf(sent), clock: { ...clock, hourCycle: "h23" } });
    const shown = screen.getByTestId("comment-reminder");
    expect(shown).toHaveAttribute("data-status", "done");
    expect(shown).toHaveTextContent("⏰ Tue, Nov 3, 09:00 — Call the bank");
    expect(within(shown).getByText("Sent")).toBeInTheDocument();
  });

  it("writes the year of a reminder in another year, and reads the day in the user's zone across midnight", () => {
    const late = reminder({ commentId: "c7", dueDate: "2027-01-01T07:30:00.000Z" }); // 31 Dec 2026, 11:30 PM in Los Angeles
    renderOnBoard(<CommentsPanel task={task({ comments: [command] })} />, { reminders: remindersOf(late) });
    expect(screen.getByTestId("comment-reminder")).toHaveTextContent("⏰ Thu, Dec 31, 11:30 PM — Call the bank");
    const next = reminder({ commentId: "c7", dueDate: "2027-01-01T08:30:00.000Z" }); // 1 Jan 2027, 12:30 AM
    renderOnBoard(<CommentsPanel task={task({ comments: [command] })} />, { reminders: remindersOf(next) });
    expect(screen.getAllByTestId("comment-reminder")[1]).toHaveTextContent("⏰ Fri, Jan 1, 2027, 12:30 AM — Call the bank");
  });

  it("keeps the raw text of a command without a reminder of the user's (failed, deleted, or a teammate's) and of ordinary comments", () => {
    const theirs: Comment = { id: "c8", text: "!rmd friday 5pm ship it", user: "Bo", userId: "u-bo", time: command.time };
    renderOnBoard(<CommentsPanel task={task({ comments: [command, theirs, mine] })} />, { reminders: remindersOf(reminder({ commentId: "other" })) });
    expect(screen.queryByTestId("comment-reminder")).toBeNull();
    const list = screen.getByRole("list", { name: "Comments" });
    expect(list).toHaveTextContent("!remindme tomorrow 9am call the bank");
    expect(list).toHaveTextContent("!rmd friday 5pm ship it");
    expect(list).toHaveTextContent("Slides drafted");
  });

  it("says nothing for an ordinary comment, or a command that set no reminder", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWith(task(), {});
    await user.type(screen.getByPlaceholderText("Add a comment or use !help"), "call the bank tomorrow{enter}");
    rerender(board(task({ comments: [{ ...command, text: "call the bank tomorrow" }] }), { reminders: remindersOf(made) }));
    await user.type(screen.getByPlaceholderText("Add a comment or use !help"), "!remindme{enter}");
    rerender(board(task({ comments: [command, { ...command, id: "c8", text: "!remindme" }] }), { reminders: remindersOf(made) }));
    expect(screen.queryByText(/^Reminder set for/)).toBeNull();
  });

  it("says when a reminder is set once the list holds the reminder the posted command made, and only then", async () => {
    const user = userEvent.setup();
    const old = reminder({ id: "r0", commentId: "c0" });
    const before = task({ comments: [{ ...command, id: "c0" }] });
    const { rerender } = renderWith(before, { reminders: remindersOf(old) });
    await user.type(screen.getByPlaceholderText("Add a comment or use !help"), "!remindme tomorrow 9am call the bank{enter}");
    // The server has answered, the list not yet refreshed: the older reminder of the same text says nothing.
    const after = task({ comments: [...before.comments, command] });
    rerender(board(after, { reminders: remindersOf(old) }));
    expect(screen.queryByText(/^Reminder set for/)).toBeNull();
    rerender(board(after, { reminders: remindersOf(old, made) }));
    expect(await screen.findByText("Reminder set for Tue, Nov 3, 9:00 AM")).toBeInTheDocument();
    rerender(board(after, { reminders: remindersOf(old, made, reminder({ id: "r9", commentId: "c7" })) }));
    expect(screen.getAllByText(/^Reminder set for/)).toHaveLength(1);
  });
});

/** The panel with a live Toaster, re-renderable with a new task and reminders (as the board re-renders it). */
function board(value: Task, { reminders = new Map(), clock: boardClock = clock }: Partial<Pick<BoardContextValue, "reminders" | "clock">>) {
  const context: BoardContextValue = { clock: boardClock, actions: fixedActions, me, isOwner: false, density: "comfortable", reminders };
  return (
    <BoardProvider value={context}>
      <CommentsPanel task={value} />
      <Toaster />
    </BoardProvider>
  );
}
const fixedActions = recordingActions().actions;
const renderWith = (value: Task, options: Partial<Pick<BoardContextValue, "reminders" | "clock">>) => render(board(value, options));
