import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PlanButton } from "@/components/plan/PlanButton";
import { BoardProvider } from "@/components/board/BoardContext";
import { WORKING_HOURS_STORAGE_KEY } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { clock, me, recordingActions } from "./support";
import { installFakeApi, on, renderWithWorkspaces, workspace } from "../workspace/support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../workspace/support").fakeRouter }));

/**
 * "Plan today" on the board, against a FAKE API (jsdom has no server; the rules are tested against the real
 * routes in tests/api/plan): the proposal with times, reasons and who planned it, Accept in one request with
 * Undo, the working hours sent and kept. The clock is Monday 2 November 2026, 10:00 in Los Angeles.
 */

const PLAN = {
  day: { year: 2026, month: 11, day: 2 },
  slots: [
    { taskId: "a", title: "Pay rent", start: "2026-11-02T18:00:00.000Z", end: "2026-11-02T18:45:00.000Z", fixed: false, reason: { kind: "overdue", text: "overdue 2 days" } },
    { taskId: "b", title: "Call Bob", start: "2026-11-02T19:00:00.000Z", end: "2026-11-02T19:30:00.000Z", fixed: true, reason: { kind: "fixed", text: "due 11:00 AM" } },
  ],
  tomorrow: [{ taskId: "c", title: "Write the report", reason: { kind: "other", text: "urgency 2" } }],
  tomorrowAt: "2026-11-03T17:00:00.000Z",
  planner: "local",
  model: assistantCopy.localPlanner,
  fallback: { reason: "failed", message: assistantCopy.planFallback.failed },
};

function renderPlan() {
  const ui = (
    <BoardProvider value={{ clock, actions: recordingActions().actions, me, isOwner: true, density: "comfortable", reminders: new Map() }}>
      <PlanButton />
    </BoardProvider>
  );
  renderWithWorkspaces(ui, { workspaces: { owned: [workspace("w1")], shared: [] }, activeId: "w1" });
}

beforeEach(() => localStorage.clear());

it("shows the proposal with times, reasons and who planned it; Accept sets the due times and records the day in one request, and Undo sends the previous ones", async () => {
  const previousPlan = { day: "2026-11-02", slots: [{ taskId: "z", start: "2026-11-02T17:00:00.000Z", end: "2026-11-02T17:30:00.000Z" }] };
  const calls = installFakeApi(
    on("POST", "/api/plan", { status: 200, body: { data: PLAN } }),
    on("POST", "/api/plan/accept", (call) => ({
      status: 200,
      body: { data: { tasks: (call.body as { items: unknown[] }).items, previous: [{ taskId: "a", dueDate: null }, { taskId: "c", dueDate: "2026-11-01T17:00:00.000Z" }], previousPlan } },
    })),
    on("GET", "/api/tasks?workspaceId=w1", { status: 200, body: { data: [] } }),
  );
  renderPlan();
  fireEvent.click(screen.getByRole("button", { name: boardCopy.planToday }));
  const slots = await screen.findAllByTestId("plan-slot");
  expect(slots.map((s) => s.textContent)).toEqual([
    "10:00 AM – 10:45 AMPay rentoverdue 2 days",
    `11:00 AM – 11:30 AMCall Bobdue 11:00 AM · ${assistantCopy.planFixed}`,
  ]);
  expect(screen.getByTestId("plan-tomorrow")).toHaveTextContent("Write the report urgency 2");
  expect(screen.getByTestId("plan-label")).toHaveTextContent(`${assistantCopy.planBy(assistantCopy.localPlanner)} · ${assistantCopy.planFallback.failed}`);
  expect(calls[0].body).toEqual({ workspaceId: "w1", timeZone: clock.timeZone, workingHours: { start: "09:00", end: "17:00" } });

  fireEvent.click(screen.getByRole("button", { name: assistantCopy.acceptPlan }));
  await waitFor(() => expect(calls.filter((c) => c.path === "/api/plan/accept")).toHaveLength(1));
  expect(calls.find((c) => c.path === "/api/plan/accept")!.body).toEqual({
    workspaceId: "w1",
    items: [
      { taskId: "a", dueDate: "2026-11-02T18:00:00.000Z" },
      { taskId: "c", dueDate: "2026-11-03T17:00:00.000Z" },
    ],
    plan: {
      day: "2026-11-02",
      slots: [
        { taskId: "a", start: "2026-11-02T18:00:00.000Z", end: "2026-11-02T18:45:00.000Z" },
        { taskId: "b", start: "2026-11-02T19:00:00.000Z", end: "2026-11-02T19:30:00.000Z" },
      ],
    },
  });
  const toast = await screen.findByText(assistantCopy.planAccepted(2));
  expect(screen.queryByTestId("plan")).toBeNull();
  fireEvent.click(within(toast.closest("li")!).getByRole("button", { name: tasksCopy.undo }));
  await waitFor(() => expect(calls.filter((c) => c.path === "/api/plan/accept")).toHaveLength(2));
  expect(calls.filter((c) => c.path === "/api/plan/accept")[1].body).toEqual({
    workspaceId: "w1",
    items: [{ taskId: "a", dueDate: null }, { taskId: "c", dueDate: "2026-11-01T17:00:00.000Z" }],
    plan: previousPlan,
  });
});

it("asks again with other working hours and keeps them in this browser; shows the server's refusal", async () => {
  const calls = installFakeApi(
    on("POST", "/api/plan", (call) =>
      (call.body as { workingHours: { start: string } }).workingHours.start === "08:00"
        ? { status: 200, body: { data: { ...PLAN, planner: "llm", model: "gpt-x", fallback: null } } }
        : { status: 429, body: { error: { code: "rate_limited", message: "Too many requests, wait a minute" } } },
    ),
  );
  renderPlan();
  fireEvent.click(screen.getByRole("button", { name: boardCopy.planToday }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests, wait a minute");
  expect(screen.getByRole("button", { name: assistantCopy.acceptPlan })).toBeDisabled();
  fireEvent.change(screen.getByLabelText(assistantCopy.workingFrom), { target: { value: "08:00" } });
  fireEvent.click(screen.getByRole("button", { name: assistantCopy.replan }));
  expect(await screen.findByTestId("plan-label")).toHaveTextContent(assistantCopy.planBy("gpt-x"));
  expect(calls.at(-1)!.body).toMatchObject({ workingHours: { start: "08:00", end: "17:00" } });
  expect(JSON.parse(localStorage.getItem(WORKING_HOURS_STORAGE_KEY)!)).toEqual({ start: "08:00", end: "17:00" });
});
