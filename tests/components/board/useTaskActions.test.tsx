import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTaskActions } from "@/components/board/useTaskActions";
import { deferredDeletes } from "@/components/board/deferred-delete";
import { remindersQueryKey } from "@/components/reminders/api";
import { Toaster } from "@/components/ui/Toaster";
import { tasksQueryKey } from "@/lib/api/tasks";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Comment, Task } from "@/lib/schemas/task";
import { installFakeApi, on, type FakeCall } from "@/tests/components/workspace/support";
import { me, task } from "./support";

/*
 * The board's task actions against a FAKE API (jsdom has no server; the route's own answers are tested
 * in tests/api/reminders/comments.test.ts): what they send, what they keep, which toasts they show and
 * when they refresh the reminders badge and panel.
 */

const ZONE = "Asia/Kolkata";
const comment = (id: string, text: string): Comment => ({ id, text, user: me.name, userId: me.id, time: "2026-11-02T18:00:00.000Z" });

function setup(initial: Task[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(tasksQueryKey("w1"), initial);
  client.setQueryData(remindersQueryKey("w1"), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useTaskActions({ workspaceId: "w1", me, timeZone: ZONE }), { wrapper });
  return {
    actions: result.current,
    tasks: () => client.getQueryData<Task[]>(tasksQueryKey("w1")),
    remindersInvalidated: () => client.getQueryState(remindersQueryKey("w1"))?.isInvalidated,
  };
}

/** The fake route's answer to a new comment: the task with it, and the reminder outcome when given. */
const commentAnswer = (before: Task, reminder?: CommentReminder) => (call: FakeCall) => {
  const added = comment("c-new", (call.body as { text: string }).text);
  return { status: 201, body: { data: { task: { ...before, comments: [...before.comments, added] }, comment: added, reminder } } };
};

describe("useTaskActions (FAKE API)", () => {
  it("adds a comment with the board's zone; a failed reminder keeps the comment and says so", async () => {
    const t = task();
    const failed: CommentReminder = { status: "failed", message: "Failed to set reminder, but comment was added.", reason: "Could not determine reminder time" };
    const calls = installFakeApi(on("POST", "/api/tasks/t1/comments", commentAnswer(t, failed)));
    const { actions, tasks, remindersInvalidated } = setup([t]);

    await act(() => actions.addComment(t, "!remindme check the oven"));

    expect(calls).toEqual([{ method: "POST", path: "/api/tasks/t1/comments", body: { text: "!remindme check the oven", timeZone: ZONE } }]);
    expect(tasks()?.[0].comments.map((c) => [c.id, c.text])).toEqual([["c-new", "!remindme check the oven"]]);
    expect(await screen.findByText("Failed to set reminder, but comment was added.")).toBeInTheDocument();
    // The command's own reason is shown with it.
    expect(screen.getByText("Could not determine reminder time")).toBeInTheDocument();
    expect(remindersInvalidated()).toBe(false);
  });

  it("a reminder command without text says 'No reminder text provided'", async () => {
    const t = task();
    const failed: CommentReminder = { status: "failed", message: "Failed to set reminder, but comment was added.", reason: "No reminder text provided" };
    installFakeApi(on("POST", "/api/tasks/t1/comments", commentAnswer(t, failed)));
    const { actions } = setup([t]);
    await act(() => actions.addComment(t, "!rmd tomorrow"));
    expect(await screen.findByText("No reminder text provided")).toBeInTheDocument();
  });

  it("a created reminder refreshes the reminders badge and panel", async () => {
    const t = task();
    const created: CommentReminder = {
      status: "created",
      reminder: { id: "r1", text: "Call", dueDate: "2026-11-03T03:30:00.000Z", taskId: "t1", taskTitle: t.title, workspaceId: "w1", status: "pending", createdAt: t.createdAt, sentAt: null, commentId: null },
    };
    installFakeApi(on("POST", "/api/tasks/t1/comments", commentAnswer(t, created)));
    const { actions, remindersInvalidated } = setup([t]);

    await act(() => actions.addComment(t, "!rmd tomorrow 9am call"));

    expect(remindersInvalidated()).toBe(true);
  });

  it("an ordinary comment leaves the reminders alone", async () => {
    const t = task();
    installFakeApi(on("POST", "/api/tasks/t1/comments", commentAnswer(t)));
    const { actions, tasks, remindersInvalidated } = setup([t]);
    await act(() => actions.addComment(t, "Looks good"));
    expect(tasks()?.[0].comments.map((c) => c.text)).toEqual(["Looks good"]);
    expect(remindersInvalidated()).toBe(false);
  });

  it("a refused comment rolls back with the server's message", async () => {
    const t = task();
    installFakeApi(on("POST", "/api/tasks/t1/comments", { status: 400, body: { error: { code: "validation", message: "Comment is required" } } }));
    const { actions, tasks } = setup([t]);
    await act(() => actions.addComment(t, " "));
    expect(tasks()?.[0].comments).toEqual([]);
    expect(await screen.findByText("Comment is required")).toBeInTheDocument();
  });

  it.each([
    ["a reminder command", "!RMD in 1 hour stretch", true],
    ["an ordinary comment", "Remind me later", false],
  ])("deleting %s refreshes the reminders only when it was a command", async (_case, text, refreshed) => {
    const t = task({ comments: [comment("c1", text)] });
    installFakeApi(on("DELETE", "/api/tasks/t1/comments/c1", { status: 200, body: { data: { ...t, comments: [] } } }));
    const { actions, tasks, remindersInvalidated } = setup([t]);
    await act(() => actions.deleteComment(t, "c1"));
    expect(tasks()?.[0].comments).toEqual([]);
    expect(remindersInvalidated()).toBe(refreshed);
  });

  it("deleting hides the task at once and sends nothing until the Undo toast closes; then it deletes and refreshes the reminders", async () => {
    const t = task();
    const calls = installFakeApi(on("DELETE", "/api/tasks/t1", { status: 204 }));
    const { actions, tasks, remindersInvalidated } = setup([t]);
    await act(() => actions.remove(t));
    expect(deferredDeletes.hidden().has(t.id)).toBe(true);
    expect(await screen.findByText(tasksCopy.deletedToast)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    expect(tasks()).toEqual([t]); // still cached: a refetch cannot bring it back while hidden

    await act(async () => deferredDeletes.commit(t.id)); // the toast closed
    await waitFor(() => expect(tasks()).toEqual([]));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/tasks/t1"]);
    expect(deferredDeletes.hidden().has(t.id)).toBe(false);
    expect(remindersInvalidated()).toBe(true);
  });

  it("Undo on the delete toast shows the task again and never sends the delete", async () => {
    const t = task();
    const calls = installFakeApi(on("DELETE", "/api/tasks/t1", { status: 204 }));
    const { actions, tasks } = setup([t]);
    await act(() => actions.remove(t));
    const deletedToast = (await screen.findAllByText(tasksCopy.deletedToast)).at(-1)!.closest("li")!;
    fireEvent.click(within(deletedToast).getByRole("button", { name: tasksCopy.undo }));
    expect(deferredDeletes.hidden().has(t.id)).toBe(false);
    await act(async () => deferredDeletes.commit(t.id)); // the toast's close comes after: nothing to send
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    expect(tasks()).toEqual([t]);
  });

  it("a refused task delete shows the task again with a toast and leaves the reminders alone", async () => {
    const t = task();
    installFakeApi(on("DELETE", "/api/tasks/t1", { status: 500 }));
    const { actions, tasks, remindersInvalidated } = setup([t]);
    await act(() => actions.remove(t));
    await act(async () => deferredDeletes.commit(t.id));
    expect(await screen.findByText(tasksCopy.deleteFailed)).toBeInTheDocument();
    expect(tasks()).toEqual([t]);
    expect(deferredDeletes.hidden().has(t.id)).toBe(false);
    expect(remindersInvalidated()).toBe(false);
  });

  it("completing offers Undo for 5 s, which reopens the task", async () => {
    const t = task();
    const calls = installFakeApi((call) =>
      call.method === "POST" && call.path === "/api/tasks/t1/toggle"
        ? { status: 200, body: { data: { ...t, completed: (call.body as { completed: boolean }).completed } } }
        : undefined,
    );
    const { actions, tasks } = setup([t]);
    await act(async () => void (await actions.update(t, { completed: true }, { undoable: true })));
    expect(tasks()?.[0]?.completed).toBe(true);
    const completedToast = (await screen.findByText(tasksCopy.completedToast)).closest("li")!;
    fireEvent.click(within(completedToast).getByRole("button", { name: tasksCopy.undo }));
    await waitFor(() => expect(tasks()?.[0]?.completed).toBe(false));
    // Each expects the state it changes from.
    expect(calls.map((c) => c.body)).toEqual([
      { completed: true, expected: { completed: false } },
      { completed: false, expected: { completed: true } },
    ]);
  });

  it("sends, for the fields it changes, the values of the task it was given as expected", async () => {
    const t = task({ description: "Slides 1-10" });
    const calls = installFakeApi(on("PATCH", "/api/tasks/t1", (call) => ({ status: 200, body: { data: { ...t, ...(call.body as object), expected: undefined } } })));
    const { actions } = setup([t]);
    await act(async () => void (await actions.update(t, { dueDate: null, urgency: 2, description: "" })));
    expect(calls[0].body).toEqual({ dueDate: null, urgency: 2, description: "", expected: { dueDate: t.dueDate, urgency: 4.5, description: "Slides 1-10" } });
  });

  it("refused because the fields changed meanwhile, shows the server's task, names them in a toast whose 'Use mine' sends the change over theirs", async () => {
    const t = task();
    const theirs = { ...t, dueDate: "2026-11-04T17:30:00.000Z", urgency: 2, updatedAt: "2026-11-02T17:00:00.000Z" };
    const calls = installFakeApi((call) => {
      if (call.method !== "PATCH") return undefined;
      const { expected, ...changes } = call.body as { expected: { dueDate: string; urgency: number } };
      if (expected.dueDate !== theirs.dueDate) {
        return { status: 409, body: { error: { code: "conflict", message: taskDetailsCopy.changedMeanwhile, fields: ["dueDate", "urgency"], task: theirs } } };
      }
      return { status: 200, body: { data: { ...theirs, ...changes } } };
    });
    const { actions, tasks } = setup([t]);
    let saved: boolean | undefined;
    await act(async () => void (saved = await actions.update(t, { dueDate: "2026-11-05T17:30:00.000Z", urgency: 5 })));
    expect(saved).toBe(false);
    // Rolled back to the task as the server has it now (their change), not to the one the change was made from.
    expect(tasks()).toEqual([theirs]);
    const conflictToast = (await screen.findByText("Not saved: the due date and urgency changed meanwhile")).closest("li")!;

    fireEvent.click(within(conflictToast).getByRole("button", { name: tasksCopy.useMine }));
    await waitFor(() => expect(tasks()?.[0]).toMatchObject({ dueDate: "2026-11-05T17:30:00.000Z", urgency: 5 }));
    expect(calls.map((c) => c.body)).toEqual([
      { dueDate: "2026-11-05T17:30:00.000Z", urgency: 5, expected: { dueDate: t.dueDate, urgency: 4.5 } },
      { dueDate: "2026-11-05T17:30:00.000Z", urgency: 5, expected: { dueDate: theirs.dueDate, urgency: 2 } },
    ]);
  });

  it("hands a conflict to onConflict instead of a toast, and any other refusal still restores the task with its message", async () => {
    const t = task();
    const theirs = { ...t, title: "Prepare the keynote" };
    installFakeApi(on("PATCH", "/api/tasks/t1", { status: 409, body: { error: { code: "conflict", message: taskDetailsCopy.changedMeanwhile, fields: ["title"], task: theirs } } }));
    const { actions, tasks } = setup([t]);
    const onConflict = jest.fn();
    await act(async () => void (await actions.update(t, { title: "Prepare the talk" }, { onConflict })));
    expect(onConflict).toHaveBeenCalledWith({ code: "conflict", message: taskDetailsCopy.changedMeanwhile, fields: ["title"], task: theirs });
    expect(tasks()).toEqual([theirs]);
    // Not the toast this conflict would have made (the test before's toast, about other fields, may still be
    // handed over to this test's Toaster on a loaded machine).
    expect(screen.queryByText(tasksCopy.notSavedChanged(tasksCopy.fieldNames.title))).not.toBeInTheDocument();

    // A 409 of another kind (no task in it) is an ordinary refusal.
    installFakeApi(on("PATCH", "/api/tasks/t1", { status: 409, body: { error: { code: "conflict", message: "Something else" } } }));
    await act(async () => void (await actions.update(theirs, { title: "Prepare the talk" }, { onConflict })));
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(tasks()).toEqual([theirs]);
    expect(await screen.findByText("Something else")).toBeInTheDocument();
  });
});
