import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { EditPanelHost } from "@/components/task/EditPanelHost";
import { TaskCard } from "@/components/task/TaskCard";
import { boardShortcutFor, shortcutTarget } from "@/components/board/shortcuts";
import { useBoardShortcuts } from "@/components/board/useBoardShortcuts";
import { shortcutIndex } from "@/components/workspace/useWorkspaceShortcuts";
import { COMPLETE_ANIMATION_MS } from "@/lib/constants/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { renderOnBoard, task } from "./support";

/** The board's parts the shortcuts reach: the add-task and search fields, cards, and a notes field. */
function Board({ tasks }: { tasks: Task[] }) {
  const [helpOpened, setHelpOpened] = useState(0);
  useBoardShortcuts({ openHelp: () => setHelpOpened((n) => n + 1) });
  return (
    <div>
      <input aria-label="add" {...shortcutTarget("addTask")} />
      <input aria-label="search" type="search" {...shortcutTarget("search")} />
      <textarea aria-label="notes" />
      <div aria-label="editable" role="textbox" contentEditable suppressContentEditableWarning />
      <output data-testid="help">{helpOpened}</output>
      <ul>
        {tasks.map((t) => (
          <li key={t.id}>
            <TaskCard task={t} dragHandle={null} />
          </li>
        ))}
      </ul>
      <EditPanelHost tasks={tasks} />
    </div>
  );
}

const three = [task({ id: "a", title: "Alpha" }), task({ id: "b", title: "Bravo" }), task({ id: "c", title: "Charlie" })];
const card = (title: string) => screen.getByRole("article", { name: title });

describe("board shortcuts: which key asks for what", () => {
  const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
    boardShortcutFor({ key, altKey: false, ctrlKey: false, metaKey: false, target: null, defaultPrevented: false, isComposing: false, ...extra });

  it("maps each key to its command", () => {
    expect(["n", "/", "?", "j", "k", "x", "e", "Delete", "Backspace", "Escape"].map((key) => press(key))).toEqual([
      "addTask",
      "search",
      "help",
      "nextCard",
      "previousCard",
      "complete",
      "edit",
      "delete",
      "delete",
      "close",
    ]);
    expect(press("q")).toBeNull();
    expect(press("N")).toBeNull(); // Shift+n is not n
  });

  it("ignores keys with Ctrl, Alt or Meta, keys already handled and keys composing a character", () => {
    expect(press("n", { ctrlKey: true })).toBeNull();
    expect(press("n", { metaKey: true })).toBeNull();
    expect(press("j", { altKey: true })).toBeNull();
    expect(press("Escape", { defaultPrevented: true })).toBeNull();
    expect(press("e", { isComposing: true })).toBeNull();
  });

  it("ignores keys typed in an input, a textarea, a select or an editable element", () => {
    for (const tag of ["input", "textarea", "select"]) expect(press("j", { target: document.createElement(tag) })).toBeNull();
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    // jsdom has no isContentEditable: give the element the browser's answer.
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(press("j", { target: editable })).toBeNull();
    expect(press("j", { target: document.createElement("button") })).toBe("nextCard");
  });

  it("leaves Alt+1..5 to the workspace switcher", () => {
    const alt = { altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, target: null };
    expect(shortcutIndex({ ...alt, code: "Digit3" })).toBe(2);
    expect(boardShortcutFor({ key: "3", altKey: true, ctrlKey: false, metaKey: false, target: null, defaultPrevented: false, isComposing: false })).toBeNull();
  });
});

describe("board shortcuts on real task cards (with a fake, recording TaskActions)", () => {
  afterEach(() => jest.useRealTimers());

  it("n and / focus their fields without typing the key into them", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.keyboard("n");
    expect(screen.getByLabelText("add")).toHaveFocus();
    expect(screen.getByLabelText("add")).toHaveValue("");
    await user.click(document.body);
    await user.keyboard("/");
    expect(screen.getByLabelText("search")).toHaveFocus();
    expect(screen.getByLabelText("search")).toHaveValue("");
  });

  it("j and k move the focus from card to card and stop at the ends", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.keyboard("j");
    expect(card("Alpha")).toHaveFocus();
    await user.keyboard("jj");
    expect(card("Charlie")).toHaveFocus();
    await user.keyboard("j");
    expect(card("Charlie")).toHaveFocus();
    await user.keyboard("kk");
    expect(card("Alpha")).toHaveFocus();
    await user.keyboard("k");
    expect(card("Alpha")).toHaveFocus();
  });

  it("k with no card focused starts at the last; j from a button inside a card goes to the next card", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.keyboard("k");
    expect(card("Charlie")).toHaveFocus();
    within(card("Alpha")).getByRole("button", { name: taskDetailsCopy.reschedule }).focus();
    await user.keyboard("j");
    expect(card("Bravo")).toHaveFocus();
  });

  it("x completes the focused card; on a completed task it does nothing", async () => {
    const { calls } = renderOnBoard(<Board tasks={[task({ id: "a", title: "Alpha" }), task({ id: "d", title: "Done", completed: true })]} />);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.keyboard("jx");
    expect(within(card("Alpha")).getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
    act(() => jest.advanceTimersByTime(COMPLETE_ANIMATION_MS));
    expect(calls).toEqual([["update", expect.objectContaining({ id: "a" }), { completed: true }, { undoable: true }]]);
    await user.keyboard("jx");
    expect(card("Done")).toHaveFocus();
    act(() => jest.advanceTimersByTime(COMPLETE_ANIMATION_MS * 3));
    expect(calls).toHaveLength(1);
  });

  it("e opens the focused card's edit panel, whose Escape closes it; Delete opens the delete dialog, whose Escape closes it", async () => {
    const user = userEvent.setup();
    const { calls } = renderOnBoard(<Board tasks={three} />);
    await user.keyboard("je");
    const panel = await screen.findByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
    expect(within(panel).getByRole("textbox", { name: taskDetailsCopy.fieldTitle })).toHaveValue("Alpha");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await user.keyboard("j{Delete}");
    const dialog = await screen.findByRole("dialog", { name: new RegExp(`^${taskDetailsCopy.deleteTitle}`) });
    // While the dialog is open the board's keys do nothing.
    await user.keyboard("j?");
    expect(screen.getByTestId("help")).toHaveTextContent("0");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it("e clicks the card's edit control when it has one", async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    renderOnBoard(
      <>
        <Board tasks={three} />
        <article data-testid="task-card" tabIndex={-1} aria-label="Custom">
          <button type="button" data-card-action="edit" onClick={onEdit}>
            edit
          </button>
        </article>
      </>,
    );
    await user.keyboard("k");
    expect(card("Custom")).toHaveFocus();
    await user.keyboard("e");
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("Escape folds the focused card's comments", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.click(within(card("Alpha")).getByRole("button", { name: taskDetailsCopy.showComments }));
    await user.keyboard("{Escape}");
    expect(within(card("Alpha")).getByRole("button", { name: taskDetailsCopy.showComments })).toHaveAttribute("aria-expanded", "false");
  });

  it("? opens the shortcuts sheet; with Ctrl or Meta held nothing fires", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.keyboard("?");
    expect(screen.getByTestId("help")).toHaveTextContent("1");
    await user.keyboard("{Control>}j{/Control}{Meta>}n{/Meta}");
    expect(document.body).toHaveFocus();
  });

  it("none fires while typing in a field: the keys are typed instead", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    await user.click(screen.getByLabelText("notes"));
    await user.keyboard("jkx/n?e");
    expect(screen.getByLabelText("notes")).toHaveValue("jkx/n?e");
    expect(screen.getByLabelText("notes")).toHaveFocus();
    expect(screen.getByTestId("help")).toHaveTextContent("0");
    await user.click(screen.getByLabelText("search"));
    await user.keyboard("n");
    expect(screen.getByLabelText("search")).toHaveValue("n");
    expect(screen.getByLabelText("search")).toHaveFocus();
  });
});

describe("keyboard on the cards: one Tab stop per card, the arrow keys inside it (roving focus)", () => {
  it("Tab goes from card to card, past their controls", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    card("Alpha").focus();
    await user.tab();
    expect(card("Bravo")).toHaveFocus();
    await user.tab();
    expect(card("Charlie")).toHaveFocus();
    await user.tab({ shift: true });
    expect(card("Bravo")).toHaveFocus();
    // Every control of a card is out of the Tab order.
    for (const control of within(card("Bravo")).getAllByRole("button").concat(within(card("Bravo")).getAllByRole("checkbox"))) {
      expect(control).toHaveAttribute("tabindex", "-1");
    }
  });

  it("the arrow keys move between the card and its controls, Home and End to either end", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    const bravo = card("Bravo");
    bravo.focus();
    await user.keyboard("{ArrowRight}");
    expect(within(bravo).getByRole("checkbox")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(bravo).getByRole("button", { name: "Bravo" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(bravo).getByRole("button", { name: taskDetailsCopy.showComments })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(bravo).getByRole("button", { name: taskDetailsCopy.showComments })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(within(bravo).getByRole("button", { name: taskDetailsCopy.delete })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(bravo).toHaveFocus();
    // Tab from a control goes on to the next card.
    await user.keyboard("{ArrowRight}");
    await user.tab();
    expect(card("Charlie")).toHaveFocus();
  });

  it("j and k still move from card to card, from a card or one of its controls", async () => {
    const user = userEvent.setup();
    renderOnBoard(<Board tasks={three} />);
    card("Alpha").focus();
    await user.keyboard("{ArrowRight}j");
    expect(card("Bravo")).toHaveFocus();
    await user.keyboard("k");
    expect(card("Alpha")).toHaveFocus();
  });
});
