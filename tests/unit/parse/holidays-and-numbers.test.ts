import { parseAt } from "./local-time";

const NY = "America/New_York";
/** Wednesday 4 March 2026, 10:00 in New York. */
const WED = "2026-03-04T10:00-05:00";
const parse = (text: string, now = WED, zone = NY) => {
  const { title, due } = parseAt(text, now, zone);
  return { title, due };
};

describe("holidays: the next occurrence", () => {
  it.each([
    ["Party on New Year's Eve", "Party", "2026-12-31 09:00"],
    ["Party on new years eve", "Party", "2026-12-31 09:00"],
    ["Buy gifts before Christmas Eve", "Buy gifts", "2026-12-24 09:00"],
    ["Call grandma on Christmas", "Call grandma", "2026-12-25 09:00"],
    ["Call grandma Christmas Day", "Call grandma", "2026-12-25 09:00"],
    ["Call grandma on Xmas at 10am", "Call grandma", "2026-12-25 10:00"],
    ["Brunch New Year's Day", "Brunch", "2027-01-01 09:00"],
    ["Resolutions by New Year’s", "Resolutions", "2027-01-01 09:00"],
  ])("%s -> %s, %s", (text, title, due) => {
    expect(parse(text)).toEqual({ title, due });
  });

  it("moves to next year once this year's has passed, and means today on the day itself", () => {
    expect(parse("Send cards by New Year's Day", "2025-12-26T10:00-05:00")).toEqual({ title: "Send cards", due: "2026-01-01 09:00" });
    expect(parse("Bake cookies for Christmas", "2025-12-26T10:00-05:00")).toEqual({ title: "Bake cookies", due: "2026-12-25 09:00" });
    expect(parse("Call mom on Christmas", "2025-12-25T07:00-05:00")).toEqual({ title: "Call mom", due: "2025-12-25 09:00" });
    expect(parse("Wrap presents on Christmas Eve", "2025-12-24T15:00-05:00")).toEqual({ title: "Wrap presents", due: "2025-12-24 17:00" });
  });

  it("stays in the title where it names something", () => {
    for (const text of [
      "Buy Christmas presents",
      "New Year's Eve party",
      "Xmas shopping",
      "Christmas tree delivery",
      "Buy Christmas and birthday gifts",
      "Plan for the new year",
      "Happy New Year card",
    ]) {
      expect(parse(text)).toEqual({ title: text, due: null });
    }
    expect(parse("Christmas dinner on Christmas")).toEqual({ title: "Christmas dinner", due: "2026-12-25 09:00" });
    expect(parse("Visit family over Christmas and New Year")).toEqual({ title: "Visit family", due: "2026-12-25 09:00" });
  });
});

describe("24-hour times without a colon", () => {
  it.each([
    ["Gym at 0900 monday", "Gym", "2026-03-09 09:00"],
    ["Standup tomorrow 1730", "Standup", "2026-03-05 17:30"],
    ["Call supplier 1730 friday", "Call supplier", "2026-03-06 17:30"],
    ["Submit report by 1700", "Submit report", "2026-03-04 17:00"],
    ["Boarding 1500 hrs", "Boarding", "2026-03-04 15:00"],
    ["Shift starts at 2200 tonight", "Shift starts", "2026-03-04 22:00"],
    ["Train at 0715 tomorrow", "Train", "2026-03-05 07:15"],
    ["Call at 0900", "Call", "2026-03-05 09:00"],
  ])("%s -> %s, %s", (text, title, due) => {
    expect(parse(text)).toEqual({ title, due });
  });

  it("leaves years, counted numbers and addresses alone", () => {
    expect(parse("Trip in 2027")).toEqual({ title: "Trip in 2027", due: null });
    expect(parse("Meet in room 1204")).toEqual({ title: "Meet in room 1204", due: null });
    expect(parse("Inspect room 1204 friday")).toEqual({ title: "Inspect room 1204", due: "2026-03-06 09:00" });
    expect(parse("Watch 1917 tonight")).toEqual({ title: "Watch 1917", due: "2026-03-04 20:00" });
    expect(parse("Pay invoice 1234")).toEqual({ title: "Pay invoice 1234", due: null });
    expect(parse("Meet at 1204 Main St")).toEqual({ title: "Meet at 1204 Main St", due: null });
    expect(parse("Call 0800 123 456")).toEqual({ title: "Call 0800 123 456", due: null });
    expect(parse("Buy 1200 screws tomorrow")).toEqual({ title: "Buy 1200 screws", due: "2026-03-05 09:00" });
  });
});

describe("a number in the title before a time word stays in the title", () => {
  it.each([
    ["Read chapter 11 tonight", "Read chapter 11", "2026-03-04 20:00"],
    ["Read chapter 11 this evening", "Read chapter 11", "2026-03-04 18:00"],
    ["Review page 10 tomorrow morning", "Review page 10", "2026-03-05 09:00"],
    ["Fix bug #11 tonight", "Fix bug #11", "2026-03-04 20:00"],
    ["Watch episode 7 tomorrow", "Watch episode 7", "2026-03-05 09:00"],
    ["Practice level 5 on Friday", "Practice level 5", "2026-03-06 09:00"],
  ])("%s -> %s, %s", (text, title, due) => {
    expect(parse(text)).toEqual({ title, due });
  });

  it("still reads a clock hour where no noun counts it", () => {
    expect(parse("Call mom at 7 tonight")).toEqual({ title: "Call mom", due: "2026-03-04 19:00" });
    expect(parse("Dinner tomorrow 7")).toEqual({ title: "Dinner", due: "2026-03-05 19:00" });
  });
});
