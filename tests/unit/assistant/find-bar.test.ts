import { readFindBar, withoutChip } from "@/lib/assistant/find-bar";
import { EMPTY_FILTER } from "@/lib/tasks/filter";

/** The find bar's text joined with the chips pressed by hand (lib/assistant/find-bar.ts). */

const names = {
  workspaces: [{ id: "w1", name: "Work" }, { id: "w2", name: "Home" }],
  people: [{ id: "u1", name: "Sam Jones" }, { id: "u2", name: "Sam Lee" }, { id: "u3", name: "Ada Byron" }],
};
const read = (q: string, pressed: Partial<typeof EMPTY_FILTER> = {}) => readFindBar({ ...EMPTY_FILTER, ...pressed, q }, names);

describe("readFindBar", () => {
  it("joins understood words with pressed chips: either says it, the words leave the search", () => {
    const { applied, chips } = read("overdue report", { bands: ["low"], repeating: true });
    expect(applied).toMatchObject({ q: "report", overdue: true, bands: ["low"], repeating: true });
    expect(chips.map((c) => c.kind)).toEqual(["overdue"]);
    expect(read("urgent", { bands: ["high"] }).applied.bands).toEqual(["high"]);
  });

  it("looks names up: a workspace by name, a person by full name, a first name two people share names both", () => {
    expect(read("in Home").applied.workspaceId).toBe("w2");
    expect(read("created by Ada").applied.createdBy).toEqual(["u3"]);
    expect(read("created by Sam Lee").applied.createdBy).toEqual(["u2"]);
    expect(read("created by Sam").applied.createdBy).toEqual(["u1", "u2"]);
    expect(read("created by Zed").applied.createdBy).toEqual([]);
    expect(read("in Garage").applied).toMatchObject({ workspaceId: null, q: "in Garage" });
  });

  it("windows, no date and status read on their own; nothing understood leaves the text as typed", () => {
    expect(read("due tomorrow or next week").applied.due).toEqual(["tomorrow", "next_week"]);
    expect(read("open tasks with no date").applied).toMatchObject({ status: "open", noDate: true, q: "" });
    expect(read("  Open bank account ")).toMatchObject({ applied: { q: "Open bank account", status: null }, chips: [] });
  });

  it("withoutChip takes the chip's words out of the text and keeps the rest", () => {
    const filter = { ...EMPTY_FILTER, q: "overdue high priority report" };
    const { chips } = readFindBar(filter, names);
    expect(withoutChip(filter, chips.find((c) => c.kind === "band")!).q).toBe("overdue report");
  });
});
