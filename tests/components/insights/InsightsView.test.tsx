import { cleanup, render, screen, within } from "@testing-library/react";
import { weeklyStats, type InsightsTask } from "@/lib/insights";
import { plannedVsDone, type PlannedRow } from "@/lib/insights-plan";
import { insightsCopy } from "@/lib/copy/insights";
import { InsightsView } from "@/components/insights/InsightsView";
import { local, localIso, NEW_YORK } from "../../unit/board/local-time";

const timeZone = NEW_YORK;
const now = local("2025-11-19 12:00", timeZone); // Wednesday; the week is Sun 16 - Sat 22 November
const at = (wall: string) => localIso(wall, timeZone);

function task(fields: Partial<InsightsTask>): InsightsTask {
  return { dueDate: null, urgency: 3, completed: false, completedAt: null, createdAt: at("2025-11-01 09:00"), ...fields };
}

/** The page's view of these tasks, and of these planned rows (task ids are the tasks' indexes). */
function renderView(tasks: InsightsTask[], rows: PlannedRow[] = []) {
  const week = { now, timeZone };
  const states = tasks.map((t, i) => ({ id: String(i), completed: t.completed, completedAt: t.completedAt }));
  return render(<InsightsView stats={weeklyStats(tasks, week)} planned={plannedVsDone(rows, states, week)} />);
}

/** The value and detail lines of the stat card named `label`. */
function card(label: string) {
  const region = screen.getByRole("region", { name: label });
  return { value: within(region).getByTestId("stat-value").textContent, text: region.textContent };
}

describe("InsightsView", () => {
  it("shows the four cards, summary, quick stats and goal a mixed week gives", () => {
    const tasks = [
      task({ createdAt: at("2025-11-16 08:00"), dueDate: at("2025-11-21 09:00"), urgency: 5 }), // pending, due later
      task({ createdAt: at("2025-11-17 10:00"), urgency: 4.5, completed: true, completedAt: at("2025-11-18 08:00") }),
      task({ createdAt: at("2025-11-17 11:00"), dueDate: at("2025-11-18 09:00"), urgency: 1 }), // overdue
      task({ dueDate: at("2025-11-20 09:00"), urgency: 2, completed: true, completedAt: at("2025-11-19 10:00") }), // due, created earlier
    ];
    renderView(tasks);

    // total 4 (3 created, 3 due), 2 completed -> 50 %; urgency (5 + 4.5 + 1 + 2) / 4 = 3.125;
    // score = 0.6*50 + 0.3*(100 - 25) + 0.1*((5 - 3.125)/4*100) = 30 + 22.5 + 4.6875 = 57.19 -> 57
    expect(card("Total Tasks")).toEqual({ value: "4", text: expect.stringContaining("3 created · 3 due") });
    expect(card("Completed")).toEqual({ value: "2", text: expect.stringContaining("2 pending") });
    expect(card("Completion Rate")).toEqual({ value: "50%", text: expect.stringContaining("2 of 4 tasks") });
    expect(card("Productivity Score")).toEqual({ value: "57", text: expect.stringContaining("Avg. urgency 3.1") });

    const summary = screen.getByRole("region", { name: "Weekly Summary" });
    expect(within(summary).getByTestId("trend")).toHaveTextContent(/^Stable$/);
    expect(within(summary).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Good pace: you finished 50% of this week's tasks. Plan the next day's tasks the evening before to keep it going.",
      insightsCopy.urgencyHint,
    ]);

    const quick = screen.getByRole("region", { name: "Quick Stats" });
    const rows = Array.from(quick.querySelectorAll("dl > div")).map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
    expect(rows).toEqual([
      ["Tasks per day", "0.6"],
      ["Completion per day", "0.3"],
      ["Focus area", "Time management"],
      ["Overdue", "1"],
    ]);

    const progress = screen.getByRole("region", { name: "Weekly Progress" });
    expect(within(progress).getByTestId("goal")).toHaveTextContent(/^Keep going$/);
    expect(progress).toHaveTextContent("50% of this week's tasks completed");
  });

  it("draws one labelled pair of bars per day, Sunday first, scaled to the busiest day, today marked", () => {
    const tasks = [
      task({ createdAt: at("2025-11-17 09:00") }),
      task({ createdAt: at("2025-11-17 10:00") }),
      task({ createdAt: at("2025-11-17 23:59"), completed: true, completedAt: at("2025-11-19 00:00") }),
      task({ createdAt: at("2025-11-22 23:59:59.999") }),
    ];
    renderView(tasks);

    const days = screen.getAllByTestId("day");
    expect(days.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Sun: 0 created, 0 completed",
      "Mon: 3 created, 0 completed",
      "Tue: 0 created, 0 completed",
      "Wed: 0 created, 1 completed",
      "Thu: 0 created, 0 completed",
      "Fri: 0 created, 0 completed",
      "Sat: 1 created, 0 completed",
    ]);
    const heights = (day: HTMLElement) =>
      Array.from(day.querySelectorAll<HTMLElement>("[style]")).map((bar) => bar.style.height);
    expect(heights(days[1])).toEqual(["100%", "2px"]);
    expect(heights(days[3])).toEqual(["2px", `${(1 / 3) * 100}%`]);
    expect(days.map((d) => d.lastElementChild?.textContent)).toEqual(["Sun16", "Mon17", "Tue18", "Wed19", "Thu20", "Fri21", "Sat22"]);
    expect(days.map((d) => d.getAttribute("aria-current"))).toEqual([null, null, null, "date", null, null, null]);
  });

  it("praises a week at 80 % and more, with the Improving trend and the Excellent goal", () => {
    const done = { createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-18 09:00") };
    const tasks = [task(done), task(done), task(done), task(done), task({ createdAt: at("2025-11-17 09:00") })];
    renderView(tasks);
    expect(screen.getByTestId("trend")).toHaveTextContent(/^Improving$/);
    expect(screen.getByTestId("goal")).toHaveTextContent(/^Excellent$/);
    const summary = screen.getByRole("region", { name: "Weekly Summary" });
    expect(within(summary).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Excellent work: you finished 80% of this week's tasks. Keep up the rhythm!",
    ]);
    expect(screen.getByRole("region", { name: "Quick Stats" })).toHaveTextContent("Focus areaTask prioritization");
  });

  it("shows 'No Data Available' and nothing else for a week without tasks", () => {
    renderView([task({ dueDate: at("2025-11-01 09:00") })]);
    const empty = screen.getByRole("region", { name: "No Data Available" });
    expect(empty).toHaveTextContent("Create some tasks to see your weekly insights.");
    expect(within(empty).getByRole("link", { name: "Go to your tasks" })).toHaveAttribute("href", "/todo");
    expect(screen.queryByRole("region", { name: "Total Tasks" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Weekly Progress" })).toBeNull();
  });

  it("'Planned vs done': per day the planned tasks done by the end of their day, today marked, and the week's total", () => {
    const tasks = [
      task({ createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-17 10:00") }),
      task({ createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-18 10:00") }), // a day late
      task({ createdAt: at("2025-11-17 09:00") }),
      task({ createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-19 11:00") }),
    ];
    renderView(tasks, [{ taskId: "0", day: "2025-11-17" }, { taskId: "1", day: "2025-11-17" }, { taskId: "2", day: "2025-11-19" }, { taskId: "3", day: "2025-11-19" }]);
    const region = screen.getByRole("region", { name: insightsCopy.plannedVsDone });
    expect(region).toHaveTextContent(insightsCopy.plannedRule);
    const table = within(region).getByRole("table", { name: insightsCopy.plannedVsDone });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([insightsCopy.plannedDayColumn, insightsCopy.plannedDoneColumn]);
    const rows = within(table).getAllByTestId("planned-day");
    expect(rows.map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent])).toEqual([
      ["Sun 16", "Nothing planned"],
      ["Mon 17", "1 of 2"],
      ["Tue 18", "Nothing planned"],
      ["Wed 19", "1 of 2"],
      ["Thu 20", "Nothing planned"],
      ["Fri 21", "Nothing planned"],
      ["Sat 22", "Nothing planned"],
    ]);
    expect(rows.map((r) => r.getAttribute("aria-current"))).toEqual([null, null, null, "date", null, null, null]);
    expect(within(table).getByTestId("planned-week")).toHaveTextContent(/^2 of 4 \(50%\)$/);
  });

  it("'Planned vs done' says when nothing was planned for the week, and shows a week's plan under 'No Data Available' too", () => {
    renderView([task({ createdAt: at("2025-11-17 09:00") })]);
    const region = screen.getByRole("region", { name: insightsCopy.plannedVsDone });
    expect(region).toHaveTextContent(insightsCopy.nothingPlanned);
    expect(region).toHaveTextContent(insightsCopy.nothingPlannedHint);
    expect(within(region).queryByRole("table")).toBeNull();
    cleanup();

    renderView([task({ createdAt: at("2025-11-01 09:00") })], [{ taskId: "0", day: "2025-11-20" }]);
    expect(screen.getByRole("region", { name: "No Data Available" })).toBeInTheDocument();
    expect(screen.getByTestId("planned-week")).toHaveTextContent("0 of 1 (0%)");
  });
});
