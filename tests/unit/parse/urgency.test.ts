import { findUrgencyCues, urgencyOf } from "@/lib/parse/urgency";

const urgency = (text: string) => urgencyOf(findUrgencyCues(text));

describe("urgency cues", () => {
  it.each([
    // the local parser's keyword table
    ["fix it, urgent", 5],
    ["asap", 5],
    ["emergency plumber", 5],
    ["critical patch", 5],
    ["immediate reply", 5],
    ["important call", 4],
    ["high priority", 4],
    ["call soon", 3],
    ["moderate effort", 3],
    ["normal checkup", 3],
    ["low priority", 2],
    ["whenever", 1],
    ["low importance", 1],
    ["not urgent", 1],
    ["prepare investor update", 4.5],
    ["grant deadline", 4.5],
    // explicit markers
    ["urgency 4", 4],
    ["priority 5", 5],
    ["priority: 2", 2],
    ["!3", 3],
    ["p1", 5],
    ["P2: flaky test", 4],
    ["p4", 2],
    ["top priority", 5],
    ["priority: high", 4],
    ["low prio", 2],
    ["no rush", 1],
    ["this is urgent", 5],
    ["it's important", 4],
    ["very important", 5],
    ["nothing here", null],
  ])("%s -> %s", (text, expected) => {
    expect(urgency(text)).toBe(expected);
  });

  it("resolves the keyword table's double listing of 'urgent' as 5, above investor/deadline", () => {
    expect(urgency("urgent investor deadline")).toBe(5);
    expect(urgency("important deadline")).toBe(4.5);
  });

  it("lets an explicit marker win over keywords", () => {
    expect(urgency("investor deadline low priority")).toBe(2);
    expect(urgency("urgent !2")).toBe(2);
  });

  it("does not read 'urgent' inside 'not urgent', nor mp3 as p3", () => {
    expect(findUrgencyCues("sort mp3 files not urgent")).toEqual([
      { start: 15, end: 25, urgency: 1, explicit: true, strip: "always" },
    ]);
  });

  it("marks how each cue leaves the title", () => {
    const strip = (text: string) => findUrgencyCues(text).map((c) => c.strip);
    expect(strip("asap")).toEqual(["always"]);
    expect(strip("urgent")).toEqual(["edge"]);
    expect(strip("investor call")).toEqual(["never"]);
  });
});
