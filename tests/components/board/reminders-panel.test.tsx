import { fireEvent, render, screen, within } from "@testing-library/react";
import { RemindersPanel } from "@/components/reminders/RemindersPanel";
import { remindersCopy } from "@/lib/copy/reminders";
import { reminder } from "./support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../workspace/support").fakeRouter }));

describe("'Your Reminders' (the panel's entries)", () => {
  it("links each reminder to its task on the board, in its workspace, and closes the panel when one is opened", () => {
    const onClose = jest.fn();
    render(
      <RemindersPanel
        open
        onClose={onClose}
        status="success"
        onDelete={() => {}}
        reminders={[reminder({ id: "r1", text: "Call the bank", taskId: "t1", workspaceId: "w1" }), reminder({ id: "r2", text: "Ship it", taskId: "t9", workspaceId: "w2" })]}
      />,
    );
    const panel = screen.getByRole("dialog", { name: remindersCopy.title });
    const bank = within(panel).getByRole("link", { name: "Call the bank" });
    expect(bank).toHaveAttribute("href", "/todo?workspace=w1&task=t1");
    expect(bank).toHaveAttribute("title", remindersCopy.openTask);
    expect(within(panel).getByRole("link", { name: "Ship it" })).toHaveAttribute("href", "/todo?workspace=w2&task=t9");
    // The delete button stays its own control above the card's link.
    expect(within(panel).getAllByRole("button", { name: remindersCopy.deleteReminder })).toHaveLength(2);
    bank.addEventListener("click", (event) => event.preventDefault()); // jsdom does not navigate
    fireEvent.click(bank);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
