import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { FindBar } from "@/components/board/FindBar";
import { useBoardFilter } from "@/components/board/useBoardFilter";
import { findWordsCopy } from "@/lib/copy/find-words";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { clock, me, task } from "./support";
import { renderWithWorkspaces, workspace } from "../workspace/support";

jest.mock("next/navigation", () => {
  // One object while the address is the router's, as Next's hook returns.
  const params = new URLSearchParams();
  return { useRouter: () => jest.requireActual("../workspace/support").fakeRouter, useSearchParams: () => params };
});

/**
 * Filters in plain words on the board: what is typed is read by the local grammar, the words understood press
 * the existing chips (or show chips of their own), removing a chip takes its words out of the text, and the
 * rest stays a text search. The clock is Monday 2 November 2026, 10:00 in Los Angeles.
 */
const TASKS: Task[] = [
  task({ id: "slides", title: "Prepare the slides" }), // tomorrow 09:30, urgency 4.5, mine
  task({
    id: "rent",
    title: "Pay rent",
    dueDate: "2026-11-01T17:00:00.000Z",
    urgency: 5,
    userId: "u-sam",
    comments: [{ id: "c1", text: "On it", user: "Sam Jones", userId: "u-sam", time: "2026-11-01T10:00:00.000Z" }],
  }),
  task({ id: "plumber", title: "Call the plumber", dueDate: null, urgency: 2 }),
  task({ id: "flights", title: "Book flights", dueDate: "2026-11-10T18:00:00.000Z", urgency: 3 }),
  task({ id: "plants", title: "Water plants", dueDate: "2026-11-02T16:00:00.000Z", completed: true, recurrence: { rrule: "FREQ=WEEKLY", timeZone: "UTC" } }),
];

function Board({ renderedAt = clock.now.toISOString() }: { renderedAt?: string }) {
  const find = useBoardFilter({ workspaceId: "w1", tasks: TASKS, me, now: clock.now, timeZone: clock.timeZone, renderedAt });
  return (
    <>
      <FindBar filter={find.filter} chips={find.chips} withoutWords={find.withoutWords} onChange={find.setFilter} />
      <p data-testid="asks-completed">{String(find.asksCompleted)}</p>
      <ul aria-label="shown">
        {find.visible.map((t) => (
          <li key={t.id}>{t.title}</li>
        ))}
      </ul>
    </>
  );
}

/** The board, once the plain-word reading (fetched when the text first holds something) is there. */
async function renderBoard() {
  renderWithWorkspaces(<Board />, { workspaces: { owned: [workspace("w1", { name: "Work" }), workspace("w2", { name: "Home" })], shared: [] }, activeId: "w1" });
  type("overdue");
  await waitFor(() => expect(chip(tasksCopy.filterOverdue)).toHaveAttribute("aria-pressed", "true"));
  type("");
}
const search = () => screen.getByRole("searchbox", { name: tasksCopy.searchLabel }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });
const shown = () => within(screen.getByRole("list", { name: "shown" })).queryAllByRole("listitem").map((li) => li.textContent);
const chip = (name: string) => screen.getByRole("button", { name });
const understood = () => screen.queryAllByTestId("understood-chip").map((b) => b.textContent);

describe("the find bar reads plain words", () => {
  it("'overdue high priority' presses the Overdue and High chips and keeps the text; releasing High takes its words out", async () => {
    await renderBoard();
    type("overdue high priority");
    expect(shown()).toEqual(["Pay rent"]);
    expect(chip(tasksCopy.filterOverdue)).toHaveAttribute("aria-pressed", "true");
    expect(chip(tasksCopy.urgencyBadge.high)).toHaveAttribute("aria-pressed", "true");
    expect(chip(tasksCopy.urgencyBadge.low)).toHaveAttribute("aria-pressed", "false");
    expect(search().value).toBe("overdue high priority");

    fireEvent.click(chip(tasksCopy.urgencyBadge.high));
    expect(search().value).toBe("overdue");
    expect(chip(tasksCopy.urgencyBadge.high)).toHaveAttribute("aria-pressed", "false");
    expect(chip(tasksCopy.filterOverdue)).toHaveAttribute("aria-pressed", "true");
    expect(shown()).toEqual(["Pay rent"]);
  });

  it("'due tomorrow in Work' shows chips of their own, each removable", async () => {
    await renderBoard();
    type("due tomorrow in Work");
    expect(understood()).toEqual([findWordsCopy.chipDue.tomorrow, findWordsCopy.chipWorkspace("Work")]);
    expect(shown()).toEqual(["Prepare the slides"]);

    fireEvent.click(chip(findWordsCopy.removeChip(findWordsCopy.chipDue.tomorrow)));
    expect(search().value).toBe("in Work");
    expect(shown()).toHaveLength(TASKS.length);

    type("in Home");
    expect(understood()).toEqual([findWordsCopy.chipWorkspace("Home")]);
    expect(shown()).toEqual([]);
  });

  it("reads created by <a commenter's first name>, no date, next week, this week, completed", async () => {
    await renderBoard();
    type("created by Sam");
    expect(understood()).toEqual([findWordsCopy.chipCreatedBy("Sam Jones")]);
    expect(shown()).toEqual(["Pay rent"]);
    type("created by Nobody");
    expect(shown()).toEqual([]);
    type("no date");
    expect(shown()).toEqual(["Call the plumber"]);
    type("due next week");
    expect(shown()).toEqual(["Book flights"]);
    type("due this week");
    expect(shown()).toEqual(["Prepare the slides", "Water plants"]);
    expect(screen.getByTestId("asks-completed")).toHaveTextContent("false");
    type("completed this week");
    expect(shown()).toEqual(["Water plants"]);
    // The board shows completed tasks for such a text even when it hides them otherwise.
    expect(screen.getByTestId("asks-completed")).toHaveTextContent("true");
    type("my repeating tasks");
    expect(chip(tasksCopy.filterMine)).toHaveAttribute("aria-pressed", "true");
    expect(chip(tasksCopy.filterRepeating)).toHaveAttribute("aria-pressed", "true");
    expect(shown()).toEqual(["Water plants"]);
  });

  it("keeps unknown words as the text search, alone or beside understood ones", async () => {
    await renderBoard();
    type("plumber");
    expect(understood()).toEqual([]);
    expect(shown()).toEqual(["Call the plumber"]);
    type("plumber with no date");
    expect(shown()).toEqual(["Call the plumber"]);
    type("Open bank account");
    expect(understood()).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it("a chip pressed by hand still toggles as before, beside the words", async () => {
    await renderBoard();
    fireEvent.click(chip(tasksCopy.urgencyBadge.low));
    expect(shown()).toEqual(["Call the plumber"]);
    type("due today");
    expect(shown()).toEqual([]);
    fireEvent.click(chip(tasksCopy.urgencyBadge.low));
    expect(shown()).toEqual(["Water plants"]);
    expect(search().value).toBe("due today");
  });
});

/** The board and a stand-in for a router refresh: the page rendered again by the server, a second later. */
function RefreshedBoard() {
  const [renderedAt, setRenderedAt] = useState(clock.now.toISOString());
  return (
    <>
      <button type="button" onClick={() => setRenderedAt(new Date(Date.parse(renderedAt) + 1000).toISOString())}>
        refreshed
      </button>
      <Board renderedAt={renderedAt} />
    </>
  );
}

it("keeps the text in the address (?q=) when a router refresh that started before the typing lands without it", async () => {
  renderWithWorkspaces(<RefreshedBoard />, { workspaces: { owned: [workspace("w1", { name: "Work" })], shared: [] }, activeId: "w1" });
  type("plumber");
  expect(new URL(window.location.href).searchParams.get("q")).toBe("plumber");
  // The refresh commits the address it was for, then the page it brought renders.
  window.history.replaceState(window.history.state, "", "/todo");
  fireEvent.click(screen.getByRole("button", { name: "refreshed" }));
  await waitFor(() => expect(new URL(window.location.href).searchParams.get("q")).toBe("plumber"));
});
