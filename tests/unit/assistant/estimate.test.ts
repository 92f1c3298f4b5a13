import { estimateFromText, estimateMinutes } from "@/lib/assistant/estimate";
import { DEFAULT_ESTIMATE_MINUTES, ESTIMATE_MINUTES } from "@/lib/constants/assistant";

describe("estimates from the task's text", () => {
  it.each([
    ["Write report ~30m", 30],
    ["Deep work 2h", 120],
    ["Gym for 45 minutes", 45],
    ["Study 1.5 hours", 90],
    ["Clean up 1,5h", 90],
    ["Team sync 1h30", 90],
    ["Team sync 1h 30m", 90],
    ["Review 90 mins", 90],
    ["Stretch 10 min", 10],
    ["Deep work (3 hrs)", 180],
    ["Read for half an hour", 30],
    ["Walk for an hour", 60],
    ["Read for two hours", 120],
  ])("%s -> %i minutes", (text, minutes) => {
    expect(estimateFromText(text)).toBe(minutes);
  });

  it.each([
    "Call mom in 2 hours",
    "Check the oven every 30 minutes",
    "Remind me 2 hours before",
    "Called 2 hours ago",
    "Raise $5m",
    "Run 5 m",
    "I am late",
    "Call mom at 5pm",
    "Buy 2 apples",
    "Run 5k",
  ])("%s names no duration", (text) => {
    expect(estimateFromText(text)).toBeNull();
  });

  it("keeps a duration within bounds", () => {
    expect(estimateFromText("Sort mail 1m")).toBe(ESTIMATE_MINUTES.min);
    expect(estimateFromText("Marathon coding 12h")).toBe(ESTIMATE_MINUTES.max);
  });

  it("reads the title, then the description, else gives the urgency band's default", () => {
    expect(estimateMinutes({ title: "Review ~20m", description: "2 hours", urgency: 5 })).toEqual({ minutes: 20, fromText: true });
    expect(estimateMinutes({ title: "Review", description: "about 2 hours", urgency: 5 })).toEqual({ minutes: 120, fromText: true });
    expect(estimateMinutes({ title: "Review", urgency: 5 })).toEqual({ minutes: DEFAULT_ESTIMATE_MINUTES.high, fromText: false });
    expect(estimateMinutes({ title: "Review", urgency: 3 })).toEqual({ minutes: DEFAULT_ESTIMATE_MINUTES.medium, fromText: false });
    expect(estimateMinutes({ title: "Review", urgency: null })).toEqual({ minutes: DEFAULT_ESTIMATE_MINUTES.medium, fromText: false });
    expect(estimateMinutes({ title: "Review", urgency: 1 })).toEqual({ minutes: DEFAULT_ESTIMATE_MINUTES.low, fromText: false });
  });
});
