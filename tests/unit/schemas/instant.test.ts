import { isInstantInRange, instantSchema } from "@/lib/schemas/instant";
import { dueDateSchema } from "@/lib/schemas/task";
import { taskDetailsCopy } from "@/lib/copy/task-details";

/**
 * Instants whose UTC year leaves 0001-9999 are refused: "9999-12-31T23:59:59-14:00" is 10000-01-01 in
 * UTC and was stored as "+010000-01-01T13:59:59.000Z", which no reader of an export or a feed accepts.
 */

describe("the instant range", () => {
  it("holds the years 0001 to 9999 in UTC, whatever the offset written", () => {
    expect(isInstantInRange(new Date("0001-01-01T00:00:00.000Z"))).toBe(true);
    expect(isInstantInRange(new Date("9999-12-31T23:59:59.999Z"))).toBe(true);
    expect(isInstantInRange(new Date("0000-12-31T23:59:59.999Z"))).toBe(false);
    expect(isInstantInRange(new Date("+010000-01-01T00:00:00.000Z"))).toBe(false);
    expect(isInstantInRange(Date.parse("9999-12-31T23:59:59-14:00"))).toBe(false);
    expect(isInstantInRange(new Date(Number.NaN))).toBe(false);
  });

  it("accepts an in-range date-time with an offset as its UTC ISO string, and refuses the rest with the given message", () => {
    const schema = instantSchema("bad date");
    expect(schema.parse("9999-12-31T23:59:59+14:00")).toBe("9999-12-31T09:59:59.000Z");
    expect(schema.parse("0001-01-01T00:00:00Z")).toBe("0001-01-01T00:00:00.000Z");
    for (const refused of ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+00:01", "0000-06-01T00:00:00Z", "+010000-01-01T00:00:00Z", "2026-02-30T10:00:00Z", "tomorrow", "2".repeat(41)]) {
      expect([refused, schema.safeParse(refused).error?.issues[0]?.message]).toEqual([refused, "bad date"]);
    }
  });

  it("is the due date's schema: 'Due date must be an ISO date-time or null' past 9999", () => {
    expect(dueDateSchema.parse("9999-12-31T23:59:59+14:00")).toBe("9999-12-31T09:59:59.000Z");
    expect(dueDateSchema.parse(null)).toBeNull();
    expect(dueDateSchema.safeParse("9999-12-31T23:59:59-14:00").error?.issues[0]?.message).toBe(taskDetailsCopy.dueDateInvalid);
  });
});
