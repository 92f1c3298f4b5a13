import { formatUrgency, normaliseUrgency, urgencyBand, urgencyLevel, urgencyStepLabel } from "@/lib/urgency";

describe("normaliseUrgency", () => {
  it.each([
    [null, 3],
    [undefined, 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    [0, 1],
    [-2, 1],
    [1, 1],
    [4.5, 4.5],
    [5, 5],
    [5.1, 5],
  ])("%p -> %p", (value, expected) => {
    expect(normaliseUrgency(value)).toBe(expected);
  });
});

describe("urgencyBand", () => {
  it.each([
    [5, "high"],
    [4, "high"],
    [3.99, "medium"],
    [3, "medium"],
    [2.5, "medium"],
    [2.49, "low"],
    [1, "low"],
    [null, "medium"],
    [undefined, "medium"],
  ])("%p -> %s", (value, expected) => {
    expect(urgencyBand(value)).toBe(expected);
  });
});

describe("formatUrgency", () => {
  it.each([
    [4.5, "4.5"],
    [3, "3.0"],
    [null, "3.0"],
    [1.25, "1.3"],
    [4.04, "4.0"],
    [8, "5.0"],
  ])("%p -> %s", (value, expected) => {
    expect(formatUrgency(value)).toBe(expected);
  });
});

describe("urgency labels", () => {
  it("names the urgency picker's levels", () => {
    expect([5, 4, 3, 2, 1].map((v) => [urgencyLevel(v).value.toFixed(1), urgencyLevel(v).name, urgencyLevel(v).description])).toEqual([
      ["5.0", "Critical", "Needs immediate attention"],
      ["4.0", "High", "Important and time-sensitive"],
      ["3.0", "Medium", "Standard priority"],
      ["2.0", "Low", "Can wait if necessary"],
      ["1.0", "Minimal", "Little to no urgency"],
    ]);
  });

  it("rounds decimals to the nearest level, halves up, missing -> Medium", () => {
    expect(urgencyLevel(4.5).name).toBe("Critical");
    expect(urgencyLevel(4.4).name).toBe("High");
    expect(urgencyLevel(2.5).name).toBe("Medium");
    expect(urgencyLevel(null).name).toBe("Medium");
  });

  it("gives the add flow's urgency labels", () => {
    expect([1, 2, 3, 4, 5].map(urgencyStepLabel)).toEqual([
      "Low priority",
      "Somewhat important",
      "Medium priority",
      "Important",
      "Urgent",
    ]);
    expect(urgencyStepLabel(null)).toBe("Medium priority");
    expect(urgencyStepLabel(1.5)).toBe("Somewhat important");
  });
});
