import { render, screen, within } from "@testing-library/react";
import { INSIGHTS_MAX_WEEK_OFFSET } from "@/lib/constants/insights";
import { InsightsHeader } from "@/components/insights/InsightsHeader";

const nav = () => within(screen.getByRole("navigation", { name: "Week navigation" }));

describe("InsightsHeader", () => {
  it("titles the current week with its range and the workspace, and links one week back or ahead", () => {
    render(<InsightsHeader weekRange="Nov 16 – 22, 2025" weekOffset={0} workspaceName="Home" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Weekly Insights$/);
    expect(screen.getByTestId("week-range")).toHaveTextContent(/^Nov 16 – 22, 2025$/);
    expect(screen.getByText("This week")).toBeInTheDocument();
    expect(screen.getByText("Workspace: Home")).toBeInTheDocument();
    expect(nav().getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Previous week", "/insights?week=-1"],
      ["Next week", "/insights?week=1"],
    ]);
  });

  it("offers the way back to this week from another one", () => {
    render(<InsightsHeader weekRange="Nov 9 – 15, 2025" weekOffset={-1} />);
    expect(nav().getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Previous week", "/insights?week=-2"],
      ["This week", "/insights"],
      ["Next week", "/insights"],
    ]);
  });

  it("disables the link that would leave the allowed range", () => {
    render(<InsightsHeader weekRange="x" weekOffset={-INSIGHTS_MAX_WEEK_OFFSET} />);
    const previous = nav().getByRole("link", { name: "Previous week" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toHaveAttribute("href");
    expect(nav().getByRole("link", { name: "Next week" })).toHaveAttribute("href", `/insights?week=${1 - INSIGHTS_MAX_WEEK_OFFSET}`);
  });

  it("shows a placeholder instead of the range while the zone is unknown", () => {
    render(<InsightsHeader weekRange={null} weekOffset={0} />);
    expect(screen.queryByTestId("week-range")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Weekly Insights");
  });
});
