import { localBreakdown, type BreakdownKind } from "@/lib/assistant/breakdown";
import { BREAKDOWN_STEPS } from "@/lib/constants/assistant";
import { breakdownCopy } from "@/lib/copy/breakdown";

describe("local breakdown", () => {
  it.each<[string, BreakdownKind]>([
    ["Job interview at Acme", "interview"],
    ["Study for the math exam", "exam"],
    ["Prepare presentation for the client meeting", "presentation"],
    ["Plan trip to Rome", "travel"],
    ["Book flights to Lisbon", "travel"],
    ["Moving to Berlin", "moving"],
    ["Sam's birthday party", "celebration"],
    ["Weekly team meeting", "meeting"],
    ["Book dentist appointment", "appointment"],
    ["Write the quarterly report", "writing"],
    ["Draft a blog post", "writing"],
    ["Research CRM tools", "research"],
    ["Buy groceries", "shopping"],
    ["Pay taxes", "paperwork"],
    ["Renew passport", "paperwork"],
    ["Launch the website", "project"],
    ["Clean the kitchen", "cleaning"],
  ])("%s -> %s", (title, kind) => {
    const breakdown = localBreakdown({ title });
    expect(breakdown.kind).toBe(kind);
    expect(breakdown.steps).toEqual(breakdownCopy[kind as Exclude<BreakdownKind, "generic">]);
  });

  it("gives 3 to 7 distinct, non-empty steps for every kind", () => {
    const kinds = Object.keys(breakdownCopy) as BreakdownKind[];
    for (const kind of kinds) {
      const steps = kind === "generic" ? breakdownCopy.generic("X") : breakdownCopy[kind];
      expect(steps.length).toBeGreaterThanOrEqual(BREAKDOWN_STEPS.min);
      expect(steps.length).toBeLessThanOrEqual(BREAKDOWN_STEPS.max);
      expect(new Set(steps).size).toBe(steps.length);
      for (const step of steps) expect(step.trim()).not.toBe("");
    }
  });

  it("reads the description when the title says nothing, and falls back to generic steps naming the task", () => {
    expect(localBreakdown({ title: "Sort it out", description: "The flight to Oslo" }).kind).toBe("travel");
    expect(localBreakdown({ title: "  Call mom  " })).toEqual({
      kind: "generic",
      steps: ['Decide what done looks like for "Call mom"', "List what you need", "Do the first small step", "Do the main part", "Check the result and wrap up"],
    });
  });

  it("is deterministic", () => {
    expect(localBreakdown({ title: "Plan trip to Rome" })).toEqual(localBreakdown({ title: "Plan trip to Rome" }));
  });
});
