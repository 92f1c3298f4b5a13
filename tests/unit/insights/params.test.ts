import { INSIGHTS_MAX_WEEK_OFFSET } from "@/lib/constants/insights";
import { parseWeekOffset } from "@/lib/insights";

describe("parseWeekOffset (/insights?week=)", () => {
  it("reads no value as the current week", () => {
    expect(parseWeekOffset(undefined)).toBe(0);
  });

  it.each([
    ["-1", -1],
    ["1", 1],
    ["+2", 2],
    ["0", 0],
    ["-0", 0],
    ["007", 7],
    [`-${INSIGHTS_MAX_WEEK_OFFSET}`, -INSIGHTS_MAX_WEEK_OFFSET],
    [String(INSIGHTS_MAX_WEEK_OFFSET), INSIGHTS_MAX_WEEK_OFFSET],
  ])("reads %p as %p", (raw, offset) => {
    expect(Object.is(parseWeekOffset(raw), offset)).toBe(true);
  });

  it.each([
    [""],
    ["abc"],
    ["1.5"],
    ["1e2"],
    [" 1"],
    ["--1"],
    ["0x1"],
    [`-${INSIGHTS_MAX_WEEK_OFFSET + 1}`],
    [String(INSIGHTS_MAX_WEEK_OFFSET + 1)],
    ["99999999999999999999"],
  ])("refuses %p", (raw) => {
    expect(parseWeekOffset(raw)).toBeNull();
  });

  it("refuses a repeated parameter", () => {
    expect(parseWeekOffset(["-1", "-2"])).toBeNull();
  });
});
