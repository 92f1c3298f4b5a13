import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommentsPanel } from "@/components/task/CommentsPanel";
import type { Comment } from "@/lib/schemas/task";
import { me, renderOnBoard, task } from "./support";

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
