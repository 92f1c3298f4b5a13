import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import { EditPanelHost } from "@/components/task/EditPanelHost";
import { TaskCard } from "@/components/task/TaskCard";
import { FindBar } from "@/components/board/FindBar";
import { peopleQueryKey } from "@/components/workspace/usePeople";
import { assigneesCopy } from "@/lib/copy/assignees";
import { assignmentCopy } from "@/lib/copy/assignment";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import type { MemberList } from "@/lib/schemas/workspace";
import { EMPTY_FILTER } from "@/lib/tasks/filter";
import { me, renderOnBoard, task } from "@/tests/components/board/support";
import { render } from "@testing-library/react";

/** Assignees on the board (docs/product.md#assignees): the card's initial, the edit panel's picker, the find bar's chip (FAKE actions, no server). */

jest.setTimeout(20_000);

const people: MemberList = {
  ownerEmail: me.email,
  members: ["bo@example.com", "cy@example.com"],
  people: [
    { email: me.email, name: "Ada", userId: me.id },
    { email: "bo@example.com", name: "Bo Member", userId: "u-bo" },
    { email: "cy@example.com", name: "", userId: null },
  ],
};

/** A query cache that already holds the workspace's people, as after GET …/members. */
function withPeople(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(peopleQueryKey("w1"), people);
  return client;
}

const renderCard = (value: Task) =>
  renderOnBoard(
    <>
      <TaskCard task={value} dragHandle={null} />
      <EditPanelHost tasks={[value]} />
    </>,
    { queryClient: withPeople() },
  );

describe("the card", () => {
  it("shows the assignee's initial, named 'Assigned to <name>'", async () => {
    renderCard(task({ assignee: "bo@example.com" }));
    const initial = await screen.findByRole("img", { name: assigneesCopy.assignedTo("Bo Member") });
    expect(initial).toHaveTextContent("B");
  });

  it("names someone without an account by their e-mail", () => {
    renderCard(task({ assignee: "cy@example.com" }));
    expect(screen.getByRole("img", { name: assigneesCopy.assignedTo("cy@example.com") })).toHaveTextContent("C");
  });

  it("shows no initial for a task nobody is assigned", () => {
    renderCard(task());
    expect(screen.queryByTestId("assignee-initial")).toBeNull();
  });

  it("shows the e-mail's initial until the workspace's people have loaded (as the server renders it)", () => {
    renderOnBoard(<TaskCard task={task({ id: "t2", assignee: "bo@example.com" })} dragHandle={null} />);
    expect(screen.getByRole("img", { name: assigneesCopy.assignedTo("bo@example.com") })).toHaveTextContent("B");
  });
});

describe("the edit panel's picker", () => {
  async function openPanel(value: Task) {
    const user = userEvent.setup();
    const rendered = renderCard(value);
    await user.click(screen.getByRole("button", { name: taskDetailsCopy.editTask }));
    const panel = await screen.findByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
    await waitFor(() => expect(within(panel).getByRole("button", { name: taskDetailsCopy.save })).toBeEnabled());
    return { user, panel, ...rendered };
  }

  it("offers Nobody, Me and the others by name with their e-mail; saves only the assignee, expecting the one it opened with", async () => {
    const { user, panel, calls } = await openPanel(task());
    const picker = within(panel).getByRole("combobox", { name: assignmentCopy.fieldAssignee });
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(4));
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual([
      assignmentCopy.nobody,
      assignmentCopy.me,
      assignmentCopy.memberWithEmail("Bo Member", "bo@example.com"),
      "cy@example.com",
    ]);
    expect(picker).toHaveValue("");
    expect(within(panel).getByText(assignmentCopy.createdBy("Ada"))).toBeInTheDocument();
    await user.selectOptions(picker, "bo@example.com");
    await user.click(within(panel).getByRole("button", { name: taskDetailsCopy.save }));
    expect(calls).toEqual([["update", expect.objectContaining({ id: "t1" }), { assignee: "bo@example.com" }, { expected: { assignee: null }, onConflict: expect.any(Function) }]]);
  });

  it("'Me' assigns the user; 'Nobody' clears an assignee", async () => {
    const { user, panel, calls } = await openPanel(task({ assignee: "bo@example.com", userId: "u-bo" }));
    expect(await within(panel).findByText(assignmentCopy.createdBy("Bo Member"))).toBeInTheDocument();
    const picker = within(panel).getByRole("combobox", { name: assignmentCopy.fieldAssignee });
    await waitFor(() => expect(picker).toHaveValue("bo@example.com"));
    await user.selectOptions(picker, me.email);
    await user.selectOptions(picker, "");
    await user.click(within(panel).getByRole("button", { name: taskDetailsCopy.save }));
    expect(calls).toEqual([["update", expect.anything(), { assignee: null }, { expected: { assignee: "bo@example.com" }, onConflict: expect.any(Function) }]]);
  });
});

it("the find bar's 'Assigned to me' chip presses and releases the filter", async () => {
  const onChange = jest.fn();
  const { rerender } = render(<FindBar filter={EMPTY_FILTER} onChange={onChange} />);
  await userEvent.click(screen.getByRole("button", { name: assigneesCopy.filterAssignedToMe }));
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, assignedToMe: true });
  rerender(<FindBar filter={{ ...EMPTY_FILTER, assignedToMe: true }} onChange={onChange} />);
  expect(screen.getByRole("button", { name: assigneesCopy.filterAssignedToMe })).toHaveAttribute("aria-pressed", "true");
});
