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

it("takes the parameter out again, without opening again, when a router refresh that started before brings it back", () => {
  const launched = `/todo?${LAUNCH_PARAMS.newTask}=1`;
  window.history.replaceState(null, "", launched);
  const open = jest.fn();
  const { rerender } = render(<Probe param={LAUNCH_PARAMS.newTask} open={open} />);
  expect(window.location.search).toBe("");
  // The refresh writes back the address it started with as it renders the page again.
  window.history.replaceState(null, "", launched);
  rerender(<Probe param={LAUNCH_PARAMS.newTask} open={open} />);
  expect(window.location.search).toBe("");
  expect(open).toHaveBeenCalledTimes(1);
});
