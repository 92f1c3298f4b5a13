import { formatDueText, type HourCycle } from "@/lib/format";
import { quickDatePresets } from "@/lib/parse/presets";
import { localTime } from "./local-time";

const NY = "America/New_York";
/** The presets at `now`, read on a 24-hour clock unless told. */
const at = (now: string, timeZone = NY, hourCycle: HourCycle = "h23") => {
  const { shown, more } = quickDatePresets({ now: new Date(now), timeZone, hourCycle });
  const read = (list: typeof shown) => list.map((p) => [p.label, localTime(p.dueDate, timeZone)]);
  return { shown: read(shown), more: read(more) };
};

describe("quick-date presets", () => {
  it("lists the upcoming ones in time order, first six, on a Wednesday morning", () => {
    expect(at("2025-03-12T08:00-04:00").shown).toEqual([
      ["Today 12:00", "2025-03-12 12:00"],
      ["Today 15:00", "2025-03-12 15:00"],
      ["Today 18:00", "2025-03-12 18:00"],
      ["Tomorrow 09:00", "2025-03-13 09:00"],
      ["Tomorrow 14:00", "2025-03-13 14:00"],
      ["Friday 09:00", "2025-03-14 09:00"],
    ]);
  });

  it("writes the times on the reader's clock, as the cards' due texts do: 12-hour by default", () => {
    expect(at("2025-03-12T08:00-04:00", NY, "h12").shown.map(([label]) => label)).toEqual([
      "Today 12:00 PM",
      "Today 3:00 PM",
      "Today 6:00 PM",
      "Tomorrow 9:00 AM",
      "Tomorrow 2:00 PM",
      "Friday 9:00 AM",
    ]);
    const now = new Date("2025-03-12T08:00-04:00");
    for (const hourCycle of ["h12", "h23"] as const) {
      const [today] = quickDatePresets({ now, timeZone: NY, hourCycle }).shown;
      expect(formatDueText(today.dueDate, { now, timeZone: NY, hourCycle })).toBe(`Today at ${today.label.replace("Today ", "")}`);
    }
    expect(quickDatePresets({ now, timeZone: NY }).shown[0].label).toBe("Today 12:00 PM");
  });

  it("drops past ones and brings in the weekend", () => {
    expect(at("2025-03-12T16:30-04:00").shown).toEqual([
      ["Today 18:00", "2025-03-12 18:00"],
      ["Tomorrow 09:00", "2025-03-13 09:00"],
      ["Tomorrow 14:00", "2025-03-13 14:00"],
      ["Friday 09:00", "2025-03-14 09:00"],
      ["Saturday 10:00", "2025-03-15 10:00"],
      ["Sunday 10:00", "2025-03-16 10:00"],
    ]);
  });

  it("on a Saturday evening: today's are gone, Sunday is tomorrow, weekdays follow", () => {
    expect(at("2025-03-08T20:00-05:00").shown).toEqual([
      ["Tomorrow 09:00", "2025-03-09 09:00"],
      ["Sunday 10:00", "2025-03-09 10:00"],
      ["Tomorrow 14:00", "2025-03-09 14:00"],
      ["Monday 09:00", "2025-03-10 09:00"],
      ["Tuesday 09:00", "2025-03-11 09:00"],
      ["Wednesday 09:00", "2025-03-12 09:00"],
    ]);
  });

  it("offers next week, two weeks and the end of the month under More", () => {
    expect(at("2025-03-12T08:00-04:00").more).toEqual([
      ["Next week", "2025-03-19 09:00"],
      ["Two weeks", "2025-03-26 09:00"],
      ["End of month", "2025-03-31 09:00"],
    ]);
    // On the last day after 9:00 the end of month is next month's.
    expect(at("2025-01-31T10:00+01:00", "Europe/Berlin").more[2]).toEqual(["End of month", "2025-02-28 09:00"]);
  });

  it("keeps 9:00 and 10:00 local across the spring-forward", () => {
    const { shown } = quickDatePresets({ now: new Date("2025-03-08T20:00-05:00"), timeZone: NY });
    expect(shown[0].dueDate).toBe("2025-03-09T13:00:00.000Z");
    expect(shown[1].dueDate).toBe("2025-03-09T14:00:00.000Z");
  });
});
