import { describeDrop, placeTitle } from "@/lib/board";
import { local, localIso, NEW_YORK } from "./local-time";

// Tuesday 8 December 2026, 10:00 in New York.
const clock = { now: local("2026-12-08 10:00", NEW_YORK), timeZone: NEW_YORK };

describe("describeDrop: the toast after a drop", () => {
  it("says the new due date with its weekday, on the reader's clock, with the year when it is another", () => {
    expect(describeDrop({ dueDate: localIso("2026-12-10 15:00", NEW_YORK) }, clock)).toBe("Due Thu, Dec 10, 3:00 PM");
    expect(describeDrop({ dueDate: localIso("2026-12-10 15:00", NEW_YORK) }, { ...clock, hourCycle: "h23" })).toBe("Due Thu, Dec 10, 15:00");
    expect(describeDrop({ dueDate: localIso("2027-12-10 09:05", NEW_YORK) }, clock)).toBe("Due Fri, Dec 10, 2027, 9:05 AM");
  });

  it("reads the day in the user's zone: 23:30 in New York is already the next day in UTC", () => {
    expect(describeDrop({ dueDate: localIso("2026-12-31 23:30", NEW_YORK) }, clock)).toBe("Due Thu, Dec 31, 11:30 PM");
    expect(describeDrop({ dueDate: localIso("2026-12-31 23:30", NEW_YORK) }, { ...clock, timeZone: "UTC" })).toBe("Due Fri, Jan 1, 2027, 4:30 AM");
  });

  it("says the new urgency with its band", () => {
    expect(describeDrop({ urgency: 4 }, clock)).toBe("Urgency 4 · High");
    expect(describeDrop({ urgency: 4.5 }, clock)).toBe("Urgency 4.5 · High");
    expect(describeDrop({ urgency: 3 }, clock)).toBe("Urgency 3 · Medium");
    expect(describeDrop({ urgency: 1.5 }, clock)).toBe("Urgency 1.5 · Low");
  });

  it("says nothing for a drop that changed neither", () => {
    expect(describeDrop({}, clock)).toBeNull();
  });
});

describe("placeTitle: where an added task went, in the current view", () => {
  const inThreeDays = { dueDate: localIso("2026-12-11 09:00", NEW_YORK), urgency: 4.5 };
  it("names the column of the date and priority views, and the list's section", () => {
    expect(placeTitle(inThreeDays, "date", clock)).toBe("Next 7 Days");
    expect(placeTitle(inThreeDays, "priority", clock)).toBe("High Priority");
    expect(placeTitle(inThreeDays, "list", clock)).toBe("Friday");
    expect(placeTitle({ dueDate: null, urgency: 3 }, "date", clock)).toBe("Today & Overdue");
    expect(placeTitle({ dueDate: null, urgency: 3 }, "priority", clock)).toBe("Medium Priority");
    expect(placeTitle({ dueDate: null, urgency: 3 }, "list", clock)).toBe("No date");
    expect(placeTitle({ dueDate: localIso("2026-12-09 08:00", NEW_YORK), urgency: 1 }, "list", clock)).toBe("Tomorrow");
    expect(placeTitle({ dueDate: localIso("2027-01-20 08:00", NEW_YORK), urgency: 1 }, "date", clock)).toBe("Upcoming");
    expect(placeTitle({ dueDate: localIso("2027-01-20 08:00", NEW_YORK), urgency: 1 }, "list", clock)).toBe("Later");
  });
});
