import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditPanelHost } from "@/components/task/EditPanelHost";
import { TaskCard } from "@/components/task/TaskCard";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { renderOnBoard, task } from "./support";

/** Edit in place, the edit panel, the repeat rule and the description on a card (with a fake, recording TaskActions). */

jest.setTimeout(20_000);

const renderCard = (value: Task) =>
  renderOnBoard(
    <>
      <TaskCard task={value} dragHandle={null} />
      <EditPanelHost tasks={[value]} />
    </>,
  );

describe("the card's title, edited in place", () => {
  it("a click turns it into a field; Enter saves the trimmed title", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task());
    await user.click(screen.getByRole("button", { name: "Prepare the slides" }));
    const field = screen.getByTestId("inline-title");
    await user.clear(field);
    await user.type(field, "  Prepare the keynote  {Enter}");
    // It expects the title the field opened with.
    expect(calls).toEqual([["update", expect.objectContaining({ id: "t1" }), { title: "Prepare the keynote" }, { expected: { title: "Prepare the slides" } }]]);
    expect(screen.queryByTestId("inline-title")).not.toBeInTheDocument();
  });

  it("Escape cancels; an empty title shows the schema's message and is not saved", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task());
    await user.click(screen.getByRole("button", { name: "Prepare the slides" }));
    await user.type(screen.getByTestId("inline-title"), " more{Escape}");
    expect(screen.queryByTestId("inline-title")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Prepare the slides" }));
    await user.clear(screen.getByTestId("inline-title"));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(taskDetailsCopy.titleRequired);
    await user.click(screen.getByTestId("inline-title"));
    await user.paste("x".repeat(501));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(taskDetailsCopy.titleTooLong);
    expect(calls).toEqual([]);
  });
});

describe("a card's description and repeat rule", () => {
  it("shows the rule in words and the description with its line breaks and links only", () => {
    renderCard(
      task({
        dueDate: "2026-11-03T15:00:00.000Z", // 7:00 in Los Angeles
        recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/Los_Angeles" },
        description: "Bring shoes\nhttps://gym.example/plan <b>bold</b>",
      }),
    );
    expect(screen.getByTestId("repeat-rule")).toHaveTextContent("Every weekday at 7:00");
    const description = screen.getByTestId("task-description");
    expect(within(description).getByRole("link", { name: "https://gym.example/plan" })).toHaveAttribute("href", "https://gym.example/plan");
    expect(description.textContent).toBe("Bring shoes\nhttps://gym.example/plan <b>bold</b>");
    expect(description.querySelector("b")).toBeNull();
  });
});

describe("the edit panel", () => {
  it("changes urgency with the picker, the description, and stops the repeat; saves only what changed", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task({ urgency: 4.5, recurrence: { rrule: "FREQ=DAILY", timeZone: "America/Los_Angeles" } }));
    await user.click(screen.getByRole("button", { name: taskDetailsCopy.editTask }));
    const panel = await screen.findByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
    await waitFor(() => expect(within(panel).getByRole("button", { name: taskDetailsCopy.save })).toBeEnabled());
    const picker = within(panel).getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency });
    expect(within(picker).getAllByRole("radio").map((r) => r.textContent)).toEqual([
      "5.0 CriticalNeeds immediate attention",
      "4.0 HighImportant and time-sensitive",
      "3.0 MediumStandard priority",
      "2.0 LowCan wait if necessary",
      "1.0 MinimalLittle to no urgency",
    ]);
    expect(within(panel).getByText(taskDetailsCopy.currentUrgency(4.5))).toBeInTheDocument();
    await user.click(within(picker).getByRole("radio", { name: /Critical/ }));
    await user.type(within(panel).getByTestId("edit-description"), "Slides 1-10");
    await user.click(within(panel).getByRole("button", { name: taskDetailsCopy.stopRepeating }));
    await user.click(within(panel).getByRole("button", { name: taskDetailsCopy.save }));
    expect(calls).toEqual([
      [
        "update",
        expect.objectContaining({ id: "t1" }),
        { urgency: 5, description: "Slides 1-10", recurrence: null },
        { expected: { urgency: 4.5, description: "", recurrence: { rrule: "FREQ=DAILY", timeZone: "America/Los_Angeles" } }, onConflict: expect.any(Function) },
      ],
    ]);
  });

  it("reads a typed due date with the local parser in the user's zone and shows what it understood", async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(task());
    await user.click(screen.getByRole("button", { name: taskDetailsCopy.editTask }));
    const panel = await screen.findByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
    await waitFor(() => expect(within(panel).getByRole("button", { name: taskDetailsCopy.save })).toBeEnabled());
    await user.type(within(panel).getByTestId("edit-due-text"), "friday at 5pm");
    await waitFor(() => expect(within(panel).getByText(/^Understood: /)).toBeInTheDocument());
    await user.type(within(panel).getByTestId("edit-repeat-text"), "every weekday");
    expect(within(panel).getByText("Every weekday at 17:00")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: taskDetailsCopy.save }));
    // Friday 6 November 2026, 17:00 in Los Angeles.
    expect(calls).toEqual([
      [
        "update",
        expect.objectContaining({ id: "t1" }),
        { dueDate: "2026-11-07T01:00:00.000Z", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/Los_Angeles" } },
        { expected: { dueDate: "2026-11-03T17:30:00.000Z", recurrence: null }, onConflict: expect.any(Function) },
      ],
    ]);
  });
});
