import { render } from "@testing-library/react";
import { useLaunchShortcut } from "@/components/pwa/launch";
import { LAUNCH_PARAMS, type LaunchParam } from "@/lib/constants/pwa";

/** The manifest's shortcuts open /todo?new=1 and /todo?reminders=1: each runs its action once and leaves the address. */

function Probe({ param, open }: { param: LaunchParam; open: () => void }) {
  useLaunchShortcut(param, open);
  return null;
}

afterEach(() => window.history.replaceState(null, "", "/"));

it("runs the action of its parameter once and takes only that parameter out of the address", () => {
  window.history.replaceState(null, "", `/todo?${LAUNCH_PARAMS.newTask}=1&view=priority`);
  const open = jest.fn();
  const { rerender } = render(<Probe param={LAUNCH_PARAMS.newTask} open={open} />);
  rerender(<Probe param={LAUNCH_PARAMS.newTask} open={open} />);
  expect(open).toHaveBeenCalledTimes(1);
  expect(window.location.pathname + window.location.search).toBe("/todo?view=priority");
});

it("does nothing without its parameter, or with another one", () => {
  window.history.replaceState(null, "", `/todo?${LAUNCH_PARAMS.reminders}=1`);
  const open = jest.fn();
  render(<Probe param={LAUNCH_PARAMS.newTask} open={open} />);
  expect(open).not.toHaveBeenCalled();
  expect(window.location.search).toBe(`?${LAUNCH_PARAMS.reminders}=1`);
});
