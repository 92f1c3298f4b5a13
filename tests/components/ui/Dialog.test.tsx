import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "@/components/ui/Dialog";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";

function DialogHarness({ dismissible = true, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <button>Outside button</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Create Workspace"
        description="Give your workspace a name."
        dismissible={dismissible}
      >
        <input aria-label="Workspace Name" />
        <button>Create</button>
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof DialogHarness>[0] = {}) {
  const user = userEvent.setup();
  render(<DialogHarness {...props} />);
  const opener = screen.getByRole("button", { name: "Open settings" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog") };
}

/** A card-like opener: a focusable box whose button opens a dialog with an autofocused field, and is disabled while "saving". */
function CardHarness() {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <article tabIndex={0} aria-label="Book the dentist">
      <button disabled={saving} onClick={() => setOpen(true)}>
        Edit task
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit task">
        <input aria-label="Title" autoFocus />
        <button
          onClick={() => {
            setOpen(false);
            setSaving(true);
          }}
        >
          Save
        </button>
      </Dialog>
    </article>
  );
}

describe("Dialog", () => {
  it("returns focus to the opener even when a field inside took it with autoFocus", async () => {
    const user = userEvent.setup();
    render(<CardHarness />);
    const opener = screen.getByRole("button", { name: "Edit task" });
    await user.click(opener);
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
  });

  it("returns focus to the focusable box around the opener when the opener is disabled by then", async () => {
    const user = userEvent.setup();
    render(<CardHarness />);
    await user.click(screen.getByRole("button", { name: "Edit task" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Edit task" })).toBeDisabled();
    expect(screen.getByRole("article", { name: "Book the dentist" })).toHaveFocus();
  });

  it("is a modal labelled by its title and described by its description", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Create Workspace");
    expect(dialog).toHaveAccessibleDescription("Give your workspace a name.");
  });

  it("moves focus to the first field on open", async () => {
    await openDialog();
    expect(screen.getByRole("textbox", { name: "Workspace Name" })).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { user } = await openDialog();
    const field = screen.getByRole("textbox", { name: "Workspace Name" });
    await user.tab();
    expect(screen.getByRole("button", { name: "Create" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("pulls focus back when something outside gets focused", async () => {
    await openDialog();
    screen.getByRole("button", { name: "Outside button" }).focus();
    expect(screen.getByRole("textbox", { name: "Workspace Name" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const onClose = jest.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes on a click outside the panel but not on one inside", async () => {
    const onClose = jest.fn();
    const { user, dialog, opener } = await openDialog({ onClose });
    await user.click(screen.getByRole("textbox", { name: "Workspace Name" }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog.parentElement as HTMLElement;
    expect(backdrop).toHaveAttribute("data-dialog-backdrop");
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("does not close while not dismissible", async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose, dismissible: false });
    await user.keyboard("{Escape}");
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });

  it("closes only the innermost of two nested dialogs on Escape", async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Workspace Settings">
          <button onClick={() => setInner(true)}>Leave Workspace</button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Leave this workspace?">
            <button>Leave</button>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    const leave = screen.getByRole("button", { name: "Leave Workspace" });
    await user.click(leave);
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Leave" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Workspace Settings");
    expect(leave).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("ConfirmDialog", () => {
  const text = "Are you sure you want to delete this task? This action cannot be undone.";

  it("starts on Cancel and reports the choice", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<ConfirmDialog open title="Delete Task" text={text} confirmLabel="Delete" variant="danger" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(text);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("while busy disables both buttons and ignores Escape", async () => {
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<ConfirmDialog open busy title="Delete Task" text={text} confirmLabel="Delete" onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
  });
});
