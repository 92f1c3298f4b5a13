import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "@/components/ui/Tooltip";
import { workspacesCopy } from "@/lib/copy/workspaces";

describe("Tooltip", () => {
  afterEach(() => jest.useRealTimers());

  it("shows on a disabled button after the hover delay and hides on leave", () => {
    jest.useFakeTimers();
    render(
      <Tooltip content={workspacesCopy.cannotDeleteDefaultTooltip} disabledTrigger>
        <button disabled aria-label="Delete workspace" />
      </Tooltip>,
    );
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    const wrapper = tooltip.parentElement as HTMLElement;
    expect(tooltip).not.toBeVisible();

    fireEvent.pointerEnter(wrapper);
    expect(tooltip).not.toBeVisible();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Cannot delete default workspace");

    fireEvent.pointerLeave(wrapper);
    expect(tooltip).not.toBeVisible();
  });

  it("lets keyboard users reach the hint of a disabled control", () => {
    render(
      <Tooltip content={workspacesCopy.cannotDeleteDefaultTooltip} disabledTrigger>
        <button disabled aria-label="Delete workspace" />
      </Tooltip>,
    );
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    const wrapper = tooltip.parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute("tabindex", "0");
    act(() => wrapper.focus());
    expect(tooltip).toBeVisible();
    expect(wrapper).toHaveAccessibleDescription(workspacesCopy.cannotDeleteDefaultTooltip);
    fireEvent.keyDown(wrapper, { key: "Escape" });
    expect(tooltip).not.toBeVisible();
  });
});
