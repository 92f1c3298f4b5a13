import { QueryClient } from "@tanstack/react-query";
import { keptOnDevice } from "@/components/pwa/device-data";
import { tasksQueryKey } from "@/lib/api/tasks";
import { remindersQueryKey } from "@/components/reminders/api";
import { workspacesQueryKey } from "@/components/workspace/api";

/** What of the data cache goes to the device: each workspace's task list and the workspace list, once loaded; nothing else. */

/** A query of a fresh cache holding `data`, or still loading (`pending`). */
function query(queryKey: readonly unknown[], data: unknown = []) {
  const client = new QueryClient();
  if (data === "pending") void client.prefetchQuery({ queryKey, queryFn: () => new Promise(() => {}) });
  else client.setQueryData(queryKey, data);
  return client.getQueryCache().find({ queryKey, exact: true })!;
}

it("keeps the task lists of every workspace and the workspace list", () => {
  expect(keptOnDevice(query(tasksQueryKey("w1")))).toBe(true);
  expect(keptOnDevice(query(tasksQueryKey("w2")))).toBe(true);
  expect(keptOnDevice(query(workspacesQueryKey, { owned: [], shared: [] }))).toBe(true);
});

it("keeps nothing else: reminders, other keys under tasks, lists not loaded", () => {
  expect(keptOnDevice(query(remindersQueryKey("w1")))).toBe(false);
  expect(keptOnDevice(query([...tasksQueryKey("w1"), "search", "milk"]))).toBe(false);
  expect(keptOnDevice(query(["tasks"]))).toBe(false);
  expect(keptOnDevice(query(["me"], { id: "u1" }))).toBe(false);
  expect(keptOnDevice(query(tasksQueryKey("w1"), "pending"))).toBe(false);
});
