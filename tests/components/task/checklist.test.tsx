import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast as sonner } from "sonner";
import { BoardProvider } from "@/components/board/BoardContext";
import type { TaskActions } from "@/components/board/useTaskActions";
import { Checklist } from "@/components/task/Checklist";
import { TaskCard } from "@/components/task/TaskCard";
import { Toaster } from "@/components/ui/Toaster";
import { localBreakdown } from "@/lib/assistant/breakdown";
import { IDEMPOTENCY_HEADER } from "@/lib/constants/idempotency";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Subtask, Task } from "@/lib/schemas/task";
import { clock, me, renderOnBoard, task } from "@/tests/components/board/support";

/**
 * The card's "2/5" and the edit panel's checklist with Break down, against a FAKE server (jsdom has no
 * server: global fetch answers as the routes do; tests/api/tasks/subtasks.test.ts and breakdown.test.ts
 * test the routes themselves) and the board's `apply` as the real one behaves (optimistic, then the answer).
 */

jest.setTimeout(20_000);

const steps = (...list: [string, boolean][]): Subtask[] => list.map(([title, done], i) => ({ id: `s${i + 1}`, title, done }));

describe("the card's subtask count", () => {
  it("reads '2/5', named '2 of 5 subtasks done'; nothing without subtasks", () => {
    const { unmount } = renderOnBoard(<TaskCard task={task({ subtasks: steps(["a", true], ["b", true], ["c", false], ["d", false], ["e", false]) })} dragHandle={null} />);
    const count = within(screen.getByRole("article", { name: "Prepare the slides" })).getByRole("img", { name: "2 of 5 subtasks done" });
    expect(count).toHaveTextContent(/^2\/5$/);
    unmount();
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />);
    expect(screen.queryByTestId("subtask-count")).toBeNull();
  });
});

describe("the checklist (FAKE server)", () => {
  let sent: { method: string; path: string; body: unknown; key?: string }[];
  let updates: [Task, object][];
  let server: (method: string, path: string, body: unknown) => unknown;

  /** Resolves when the (fake) server answers: at once unless a test holds it. */
  let answered: Promise<void>;

  beforeEach(() => {
    answered = Promise.resolve();
    sent = [];
    updates = [];
    global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? "GET";
      const key = new Headers(init?.headers).get(IDEMPOTENCY_HEADER) ?? undefined;
      sent.push({ method, path: String(path), body, ...(key && { key }) });
      const answer = { data: server(method, String(path), body) };
      await answered;
      return { status: 200, ok: true, statusText: "OK", json: async () => answer } as Response;
    }) as typeof fetch;
  });
  afterEach(() => act(() => void sonner.dismiss()));

  /**
   * The panel's checklist on a board whose task follows what the (fake) server answers; with `refuse`, the board
   * refuses the write after the answer, as its actions do on a refusal (the task restored, null).
   */
  function renderChecklist(opened: Task, { refuse = false } = {}) {
    function Board() {
      const [live, setLive] = useState(opened);
      const actions = {
        apply: async (before: Task, optimistic: Task, request: () => Promise<Task>) => {
          setLive(optimistic);
          const saved = await request();
          setLive(refuse ? before : saved);
          return refuse ? null : saved;
        },
        update: async (t: Task, changes: object) => {
          updates.push([t, changes]);
          return true;
        },
      } as unknown as TaskActions;
      return (
        <BoardProvider value={{ clock, actions, me, isOwner: true, density: "comfortable", reminders: new Map() }}>
          <Checklist task={live} />
          <Toaster />
        </BoardProvider>
      );
    }
    render(<Board />);
  }

  it("adds a typed line on Enter and several pasted lines in one request, in order", async () => {
    const user = userEvent.setup();
    let list: Subtask[] = [];
    server = (_m, _p, body) => {
      list = [...list, ...(body as { titles: string[] }).titles.map((title, i) => ({ id: `n${list.length + i}`, title, done: false }))];
      return task({ subtasks: list });
    };
    renderChecklist(task());
    // Folded while the task has no steps.
    expect(screen.queryByRole("textbox", { name: subtasksCopy.newSubtask })).toBeNull();
    await user.click(screen.getByRole("button", { name: subtasksCopy.checklist, expanded: false }));
    const input = screen.getByRole("textbox", { name: subtasksCopy.newSubtask });
    await user.type(input, "Draft the outline{Enter}");
    await waitFor(() => expect(screen.getAllByTestId("subtask")).toHaveLength(1));
    expect(input).toHaveValue("");
    await user.click(input);
    await user.paste("Find images\n\n  Rehearse  \nSend to Bo");
    await waitFor(() => expect(screen.getAllByTestId("subtask")).toHaveLength(4));
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ["POST", "/api/tasks/t1/subtasks", { titles: ["Draft the outline"] }],
      ["POST", "/api/tasks/t1/subtasks", { titles: ["Find images", "Rehearse", "Send to Bo"] }],
    ]);
    expect(screen.getByText(subtasksCopy.progress(0, 4))).toBeVisible();
    // Each write carries its own Idempotency-Key (replayed with the same one after a lost answer).
    expect(sent.map((s) => s.key)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(sent[0].key).not.toBe(sent[1].key);
  });

  /** Holds the (fake) server's next answer: what lets it go and waits for the board to take it. */
  function holdAnswer() {
    let answer = () => {};
    answered = new Promise((resolve) => (answer = resolve));
    return () =>
      act(async () => {
        answer();
        await answered;
      });
  }

  /** Unfolds the checklist of a task without steps: the user and the new-step field. */
  async function openEmptyChecklist(options?: { refuse?: boolean }) {
    const user = userEvent.setup();
    renderChecklist(task({ subtasks: [] }), options);
    await user.click(screen.getByRole("button", { name: subtasksCopy.checklist, expanded: false }));
    return { user, input: screen.getByRole("textbox", { name: subtasksCopy.newSubtask }) };
  }

  it("shows a new step at once, with an id made on the device, and takes the server's id from its answer", async () => {
    const release = holdAnswer();
    server = () => task({ subtasks: [{ id: "n1", title: "Draft the outline", done: false }] });
    const { user, input } = await openEmptyChecklist();
    await user.type(input, "Draft the outline{Enter}");
    // Before the server answers: shown, unchecked.
    expect(screen.getByRole("checkbox", { name: "Draft the outline" })).not.toBeChecked();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([["POST", "/api/tasks/t1/subtasks", { titles: ["Draft the outline"] }]]);
    await release();
    await user.click(screen.getByRole("checkbox", { name: "Draft the outline" }));
    expect(sent[1]).toMatchObject({ method: "PATCH", path: "/api/tasks/t1/subtasks/n1", body: { done: true } });
  });

  it("empties the field at once, so the next step typed while the last one is saved is kept", async () => {
    const release = holdAnswer();
    server = () => task({ subtasks: [{ id: "n1", title: "Write the notes", done: false }] });
    const { user, input } = await openEmptyChecklist();
    await user.type(input, "Write the notes{Enter}");
    expect(input).toHaveValue("");
    await user.type(input, "Tag the bu");
    await release();
    expect(screen.getByRole("checkbox", { name: "Write the notes" })).toBeVisible();
    expect(input).toHaveValue("Tag the bu");
  });

  it("puts the field's text back when an add (typed or pasted) is refused, unless something else was typed since", async () => {
    server = () => task({ subtasks: [] });
    const { user, input } = await openEmptyChecklist({ refuse: true });
    let release = holdAnswer();
    await user.type(input, "Write the notes{Enter}");
    expect(input).toHaveValue("");
    await release();
    expect(input).toHaveValue("Write the notes");
    expect(screen.queryAllByTestId("subtask")).toHaveLength(0);

    release = holdAnswer();
    await user.clear(input);
    await user.type(input, "Tag the build{Enter}");
    await user.type(input, "Announce it");
    await release();
    expect(sent).toHaveLength(2);
    expect(input).toHaveValue("Announce it");

    // Pasted lines are sent at once; a refusal leaves the field as it was before the paste.
    release = holdAnswer();
    await user.paste("Find images\nRehearse");
    expect(input).toHaveValue("");
    await release();
    expect(sent).toHaveLength(3);
    expect(input).toHaveValue("Announce it");
  });

  it("checking the last open step offers 'Complete task' in a toast and completes only when it is clicked", async () => {
    const user = userEvent.setup();
    const opened = task({ subtasks: steps(["Outline", true], ["Images", false]) });
    server = () => ({ ...opened, subtasks: steps(["Outline", true], ["Images", true]) });
    renderChecklist(opened);
    await user.click(screen.getByRole("checkbox", { name: "Images" }));
    expect(sent[0]).toMatchObject({ method: "PATCH", path: "/api/tasks/t1/subtasks/s2", body: { done: true } });
    const complete = await screen.findByRole("button", { name: subtasksCopy.completeTask });
    expect(screen.getByText(subtasksCopy.allDone("Prepare the slides"))).toBeVisible();
    expect(updates).toEqual([]);
    fireEvent.click(complete); // sonner's pointer handlers need a real browser
    expect(updates.map(([t, changes]) => [t.id, changes])).toEqual([["t1", { completed: true }]]);
  });

  it("checking a step while others stay open offers nothing", async () => {
    const user = userEvent.setup();
    const opened = task({ subtasks: steps(["Outline", false], ["Images", false]) });
    server = () => ({ ...opened, subtasks: steps(["Outline", true], ["Images", false]) });
    renderChecklist(opened);
    await user.click(screen.getByRole("checkbox", { name: "Outline" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Outline" })).toBeChecked());
    expect(screen.queryByRole("button", { name: subtasksCopy.completeTask })).toBeNull();
  });

  it("renames in place, moves with Alt+Down and the arrow buttons, deletes", async () => {
    const user = userEvent.setup();
    const opened = task({ subtasks: steps(["One", false], ["Two", false], ["Three", false]) });
    server = () => opened;
    renderChecklist(opened);
    const one = screen.getByRole("textbox", { name: subtasksCopy.rename("One") });
    await user.clear(one);
    await user.type(one, "First{Enter}");
    await user.click(screen.getByRole("textbox", { name: subtasksCopy.rename("Two") }));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await user.click(screen.getByRole("button", { name: subtasksCopy.moveUp("Three") }));
    await user.click(screen.getByRole("button", { name: subtasksCopy.remove("Three") }));
    expect(screen.getByRole("button", { name: subtasksCopy.moveUp("One") })).toBeDisabled();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ["PATCH", "/api/tasks/t1/subtasks/s1", { title: "First" }],
      ["PATCH", "/api/tasks/t1/subtasks/s2", { position: 2 }],
      ["PATCH", "/api/tasks/t1/subtasks/s3", { position: 1 }],
      ["DELETE", "/api/tasks/t1/subtasks/s3", undefined],
    ]);
  });

  it("a step dragged onto another moves to its place", async () => {
    const opened = task({ subtasks: steps(["One", false], ["Two", false], ["Three", false]) });
    const [s1, s2, s3] = opened.subtasks;
    server = () => ({ ...opened, subtasks: [s3, s1, s2] });
    renderChecklist(opened);
    const [one, , three] = screen.getAllByTestId("subtask");
    fireEvent.dragStart(three);
    fireEvent.dragOver(one);
    fireEvent.drop(one);
    await waitFor(() => expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"))).toEqual(["Three", "One", "Two"]));
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([["PATCH", "/api/tasks/t1/subtasks/s3", { position: 0 }]]);
  });

  it("Break down shows the proposal labelled, editable, saves nothing until Accept, then adds the kept steps in one request", async () => {
    const user = userEvent.setup();
    const local = localBreakdown({ title: "Trip to Lisbon" });
    server = (method, path, body) =>
      path.endsWith("/breakdown")
        ? { steps: local.steps, planner: "local", model: subtasksCopy.localBreakdown, kind: local.kind, fallback: null }
        : task({ subtasks: (body as { titles: string[] }).titles.map((title, i) => ({ id: `b${i}`, title, done: false })) });
    renderChecklist(task({ title: "Trip to Lisbon" }));
    await user.click(screen.getByRole("button", { name: subtasksCopy.breakDown }));
    const proposal = await screen.findByRole("group", { name: subtasksCopy.proposalTitle });
    expect(within(proposal).getByText(subtasksCopy.proposalBy(subtasksCopy.localBreakdown))).toBeVisible();
    expect(sent).toEqual([{ method: "POST", path: "/api/tasks/t1/breakdown", body: { timeZone: clock.timeZone } }]);
    const first = within(proposal).getByRole("textbox", { name: subtasksCopy.proposalStep(1) });
    await user.clear(first);
    await user.type(first, "Check passports");
    await user.click(within(proposal).getByRole("button", { name: subtasksCopy.removeStep(2) }));
    expect(sent).toHaveLength(1); // nothing saved yet
    await user.click(within(proposal).getByRole("button", { name: subtasksCopy.accept }));
    const kept = ["Check passports", ...local.steps.slice(2)];
    await waitFor(() => expect(screen.getAllByTestId("subtask")).toHaveLength(kept.length));
    expect(sent.slice(1)).toEqual([{ method: "POST", path: "/api/tasks/t1/subtasks", body: { titles: kept }, key: expect.any(String) }]);
    expect(screen.queryByRole("group", { name: subtasksCopy.proposalTitle })).toBeNull();
  });
});
