import { MAX_AI_SUGGESTIONS } from "@/lib/constants/parse";
import { aiSuggestions } from "@/lib/parse/ai-suggestions";

const ctx = { now: new Date("2025-03-12T14:00:00-04:00"), timeZone: "America/New_York" };
const types = (text: string) => aiSuggestions(text, ctx).map((s) => s.type);

describe("lightbulb suggestions (at most three, from keyword rules)", () => {
  it("offers a due date first when there is none", () => {
    const [first] = aiSuggestions("Call the bank", ctx);
    expect(first).toEqual({
      type: "time",
      title: "Add a due date",
      suggestion: "Tasks with a date get done. Give this one a day and a time.",
      icon: "⏰",
      action: { label: "Tomorrow at 9 AM", text: "Call the bank tomorrow at 9am" },
    });
  });

  it("prefers the more specific date rule (a morning for workouts) and offers only one date", () => {
    const cards = aiSuggestions("Go to the gym", ctx);
    expect(cards[0].type).toBe("timing");
    expect(cards[0].action.text).toBe("Go to the gym tomorrow at 7am");
    expect(cards.filter((c) => ["time", "timing", "productivity"].includes(c.type))).toHaveLength(1);
  });

  it("marks bills and deadlines as important when no urgency is given", () => {
    expect(types("Pay the rent tomorrow")).toContain("urgency");
    expect(types("Pay the rent tomorrow asap")).not.toContain("urgency");
    expect(aiSuggestions("Pay the rent tomorrow", ctx).find((c) => c.type === "urgency")?.action.text).toBe(
      "Pay the rent tomorrow high priority",
    );
  });

  it.each([
    ["Job interview on Friday", "preparation", "Prepare for job interview"],
    ["Write the thesis proposal by May 1", "breakdown", "First step of write the thesis proposal"],
    ["Take vitamins tomorrow", "health", "Take vitamins tomorrow daily at 9am"],
    ["Dentist appointment Friday", "health", "Write down questions for dentist appointment"],
    ["Buy groceries tomorrow", "shopping", "Write a shopping list for buy groceries"],
    ["Meditate tomorrow", "habit", "Meditate tomorrow every day"],
    ["Dinner with Ana on Friday", "social", "Send a message about dinner with Ana"],
  ])("%s -> %s", (text, type, actionText) => {
    const card = aiSuggestions(text, ctx).find((c) => c.type === type);
    expect(card?.action.text).toBe(actionText);
  });

  it("gives at most three, and none for blank text", () => {
    expect(aiSuggestions("Buy gifts and plan the birthday party dinner with family", ctx)).toHaveLength(MAX_AI_SUGGESTIONS);
    expect(aiSuggestions("   ", ctx)).toEqual([]);
  });

  it("parses the text once more, so an applied action is understood", () => {
    const [card] = aiSuggestions("Call the bank", ctx);
    expect(aiSuggestions(card.action.text, ctx).map((c) => c.type)).not.toContain("time");
  });
});
