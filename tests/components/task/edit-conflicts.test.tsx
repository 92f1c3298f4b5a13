import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import { liveBoard } from "@/components/board/live/live-board";
import type { TaskActions, UpdateOptions } from "@/components/board/useTaskActions";
import { EditPanelHost } from "@/components/task/EditPanelHost";
import { EditTaskDialog } from "@/components/task/EditTaskDialog";
import { TaskCard } from "@/components/task/TaskCard";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task, TaskConflict } from "@/lib/schemas/task";
import type { TaskChanges } from "@/lib/tasks/changes";
import { clock, me, task, withQueryClient } from "@/tests/components/board/support";

/**
 * The edit panel against concurrent edits (docs/product.md#concurrent-edits), with FAKE board actions
 * (jsdom has no server; the API's 409 is tested in tests/api/tasks/conflicts.test.ts): it compares with
 * the values it opened with, takes a teammate's change into the fields the user left alone, and shows a
 * refused save's conflicts with 'Keep theirs' / 'Use mine'.
 */

jest.setTimeout(20_000);

type Update = [Task, TaskChanges, UpdateOptions | undefined];

/** The board's look, as the tests' boards have it by default. */
const look: Pick<BoardContextValue, "density" | "reminders"> = { density: "comfortable", reminders: new Map() };

/**
 * The panel on a board whose task the test changes as a live event would (`setLive`); `answer` decides
 * what each save gets: true (saved), or a conflict that becomes the task as the server has it.
 */
function renderPanel(opened: Task, answer: (call: Update, index: number) => true | Omit<TaskConflict, "code" | "message">) {
  const updates: Update[] = [];
  const onClose = jest.fn();
  let setLive: (task: Task) => void = () => {};
  const actions = {
    update: async (...call: Update) => {
      updates.push(call);
      const outcome = answer(call, updates.length - 1);
      if (outcome === true) return true;
      act(() => setLive(outcome.task));
      call[2]?.onConflict?.({ code: "conflict", message: taskDetailsCopy.changedMeanwhile, ...outcome });
      return false;
    },
  } as unknown as TaskActions;
  function Board() {
    const [live, set] = useState(opened);
    setLive = set;
    return (
      <BoardProvider value={{ clock, actions, me, isOwner: true, ...look }}>
        <EditTaskDialog task={live} onClose={onClose} />
      </BoardProvider>
    );
  }
  render(withQueryClient(<Board />));
  return { updates, onClose, setLive: (task: Task) => act(() => setLive(task)) };
}

async function openPanel() {
  const panel = await screen.findByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  await waitFor(() => expect(within(panel).getByRole("button", { name: taskDetailsCopy.save })).toBeEnabled());
  return panel;
}

const save = (panel: HTMLElement) => userEvent.click(within(panel).getByRole("button", { name: taskDetailsCopy.save }));

describe("the edit panel with a teammate editing the same task", () => {
  it("takes their change into the fields the user has not touched, says who made it, and saves only the user's field", async () => {
    const opened = task({ urgency: 4.5 });
    const { updates, onClose, setLive } = renderPanel(opened, () => true);
    const panel = await openPanel();
    await userEvent.click(within(within(panel).getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency })).getByRole("radio", { name: /Critical/ }));

    // Bea renames the task and writes a description while the panel is open.
    act(() => liveBoard.setEditor(opened.id, "Bea"));
    const renamed = { ...opened, title: "Prepare the keynote", description: "Agenda first", updatedAt: "2026-11-02T18:01:00.000Z" };
    setLive(renamed);
    expect(within(panel).getByLabelText(taskDetailsCopy.fieldTitle)).toHaveValue("Prepare the keynote");
    expect(within(panel).getByTestId("edit-description")).toHaveValue("Agenda first");
    expect(within(panel).getAllByText(taskDetailsCopy.updatedBy("Bea"))).toHaveLength(2);
    // The user's own change stays as they set it, unmarked.
    expect(within(panel).getByRole("radio", { name: /Critical/ })).toHaveAttribute("aria-checked", "true");

    await save(panel);
    // Her rename is not written back: only the urgency, expecting the value the panel opened with.
    expect(updates).toEqual([[renamed, { urgency: 5 }, { expected: { urgency: 4.5 }, onConflict: expect.any(Function) }]]);
    expect(onClose).toHaveBeenCalled();
  });

  it("a field the user changed keeps their value when a teammate changes it too; a refused save shows both sides and 'Use mine' saves again over theirs", async () => {
    const opened = task();
    const theirs = { ...opened, title: "Prepare the keynote" };
    const { updates, onClose } = renderPanel(opened, (_call, index) => (index === 0 ? { fields: ["title"], task: theirs } : true));
    const panel = await openPanel();
    const title = within(panel).getByLabelText(taskDetailsCopy.fieldTitle);
    await userEvent.clear(title);
    await userEvent.type(title, "Prepare the talk");
    await userEvent.click(within(panel).getByRole("radio", { name: /Critical/ }));
    await save(panel);

    // Refused: the panel stays open with the other person's value beside the user's; Save waits for a choice.
    const conflict = await within(panel).findByTestId("conflict-title");
    expect(within(conflict).getByTestId("conflict-theirs")).toHaveTextContent("Prepare the keynote");
    expect(within(conflict).getByTestId("conflict-yours")).toHaveTextContent("Prepare the talk");
    expect(within(panel).getByText(taskDetailsCopy.conflictIntro)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: taskDetailsCopy.save })).toBeDisabled();
    expect(title).toHaveValue("Prepare the talk");
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(conflict).getByRole("button", { name: tasksCopy.useMine }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates.map(([, changes, options]) => [changes, options?.expected])).toEqual([
      [{ title: "Prepare the talk", urgency: 5 }, { title: "Prepare the slides", urgency: 4.5 }],
      // Mine again, now expecting their value; the urgency still expects what the panel opened with.
      [{ title: "Prepare the talk", urgency: 5 }, { title: "Prepare the keynote", urgency: 4.5 }],
    ]);
  });

  it("'Keep theirs' puts their value in the field; once every conflict is settled the rest is saved", async () => {
    const opened = task({ description: "Agenda" });
    const theirs = { ...opened, dueDate: "2026-11-04T17:30:00.000Z", description: "Agenda and budget" };
    const { updates, onClose } = renderPanel(opened, (_call, index) => (index === 0 ? { fields: ["dueDate", "description"], task: theirs } : true));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole("button", { name: taskDetailsCopy.noDueDate }));
    await userEvent.type(within(panel).getByTestId("edit-description"), " for Monday");
    await userEvent.click(within(panel).getByRole("radio", { name: /Critical/ }));
    await save(panel);

    const due = await within(panel).findByTestId("conflict-dueDate");
    expect(within(due).getByTestId("conflict-theirs")).toHaveTextContent("Nov 4 at 9:30 AM");
    expect(within(due).getByTestId("conflict-yours")).toHaveTextContent(taskDetailsCopy.noDueDate);
    const description = within(panel).getByTestId("conflict-description");
    expect(within(description).getByTestId("conflict-theirs")).toHaveTextContent("Agenda and budget");
    expect(within(description).getByTestId("conflict-yours")).toHaveTextContent("Agenda for Monday");

    await userEvent.click(within(due).getByRole("button", { name: taskDetailsCopy.keepTheirs }));
    // One choice left: nothing is sent yet.
    expect(updates).toHaveLength(1);
    await userEvent.click(within(description).getByRole("button", { name: taskDetailsCopy.keepTheirs }));
    expect(within(panel).getByTestId("edit-description")).toHaveValue("Agenda and budget");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates.map(([, changes, options]) => [changes, options?.expected])).toEqual([
      [{ dueDate: null, urgency: 5, description: "Agenda for Monday" }, { dueDate: opened.dueDate, urgency: 4.5, description: "Agenda" }],
      [{ urgency: 5 }, { urgency: 4.5 }],
    ]);
  });

  it("stays open, with what the user typed, when a teammate's change takes the card off its column; closes when the task is deleted", async () => {
    const opened = task();
    let setTasks: (tasks: Task[]) => void = () => {};
    function Board() {
      const [tasks, set] = useState([opened]);
      setTasks = set;
      // The card is shown only while the task is open, as with completed tasks hidden.
      return (
        <BoardProvider value={{ clock, actions: {} as TaskActions, me, isOwner: true, ...look }}>
          {tasks.filter((t) => !t.completed).map((t) => (
            <TaskCard key={t.id} task={t} dragHandle={null} />
          ))}
          <EditPanelHost tasks={tasks} />
        </BoardProvider>
      );
    }
    render(withQueryClient(<Board />));
    await userEvent.click(screen.getByRole("button", { name: taskDetailsCopy.editTask }));
    const panel = await openPanel();
    const title = within(panel).getByLabelText(taskDetailsCopy.fieldTitle);
    await userEvent.clear(title);
    await userEvent.type(title, "Prepare the talk");

    act(() => setTasks([{ ...opened, completed: true, completedAt: "2026-11-02T18:02:00.000Z", urgency: 2 }]));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(within(panel).getByLabelText(taskDetailsCopy.fieldTitle)).toHaveValue("Prepare the talk");
    expect(within(panel).getByRole("radio", { name: /2\.0 Low/ })).toHaveAttribute("aria-checked", "true");

    act(() => setTasks([]));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
