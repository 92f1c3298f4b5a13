import { flowReducer, rollForward, type FlowEvent, type FlowState } from "@/components/board/add-task/flow";
import type { ParsedTask } from "@/lib/parse/types";

// Saturday 7 March 2026, 12:00 in New York (EST, UTC-5); DST starts on Sunday 8 March at 02:00.
const clock = { now: new Date("2026-03-07T17:00:00.000Z"), timeZone: "America/New_York" };

function parsed(overrides: Partial<ParsedTask> = {}): ParsedTask {
  return { title: "Call mom", dueDate: "2026-03-08T22:00:00.000Z", urgency: 4, followUp: null, stillNeeded: [], suggestions: [], ...overrides };
}

const run = (events: FlowEvent[], start: FlowState = { kind: "idle" }) => events.reduce((state, event) => flowReducer(state, event, clock), start);
const stepOf = (state: FlowState) => (state.kind === "asking" ? state.step : state.kind);

describe("add-task flow", () => {
  it("is ready at once when title, a future date and urgency are all present", () => {
    const state = run([{ type: "parsed", parsed: parsed() }]);
    expect(state).toMatchObject({ kind: "ready", draft: { title: "Call mom", dueDate: "2026-03-08T22:00:00.000Z", urgency: 4 } });
  });

  it("asks about a past date first; Keep Past Date keeps it", () => {
    const start = run([{ type: "parsed", parsed: parsed({ dueDate: "2026-03-07T14:00:00.000Z" }) }]);
    expect(stepOf(start)).toBe("pastDate");
    expect(run([{ type: "keepPastDate" }], start)).toMatchObject({ kind: "ready", draft: { dueDate: "2026-03-07T14:00:00.000Z", urgency: 4 } });
  });

  it("Choose New Date opens the picker; a picked date already past moves forward by whole days", () => {
    const start = run([{ type: "parsed", parsed: parsed({ dueDate: "2026-03-01T14:00:00.000Z" }) }, { type: "chooseNewDate" }]);
    expect(stepOf(start)).toBe("chooseDate");
    // 09:00 EST on 5 March is past: 09:00 on the 7th is still past (now is 12:00), so the 8th at 09:00 EDT.
    expect(run([{ type: "pickDate", dueDate: "2026-03-05T14:00:00.000Z" }], start)).toMatchObject({
      kind: "ready",
      draft: { dueDate: "2026-03-08T13:00:00.000Z" },
    });
  });

  it("asks for a missing date, then a missing urgency; Skip saves without a date, Use Default with urgency 3", () => {
    const start = run([{ type: "parsed", parsed: parsed({ dueDate: null, urgency: null }) }]);
    expect(stepOf(start)).toBe("dueDate");
    const afterSkip = run([{ type: "skipDate" }], start);
    expect(stepOf(afterSkip)).toBe("urgency");
    expect(run([{ type: "useDefaultUrgency" }], afterSkip)).toMatchObject({ kind: "ready", draft: { dueDate: null, urgency: 3 } });
  });

  it("takes the stepper's urgency and a picked preset date", () => {
    const state = run([
      { type: "parsed", parsed: parsed({ dueDate: null, urgency: null }) },
      { type: "pickDate", dueDate: "2026-03-09T13:00:00.000Z" },
      { type: "setUrgency", urgency: 2 },
    ]);
    expect(state).toMatchObject({ kind: "ready", draft: { dueDate: "2026-03-09T13:00:00.000Z", urgency: 2 } });
  });

  it("fills the missing part from a suggestion and saves once all three are present", () => {
    const start = run([{ type: "parsed", parsed: parsed({ dueDate: null, urgency: null }) }]);
    const withDate = run([{ type: "suggestion", suggestion: { type: "datetime", value: "2026-03-08T14:00:00.000Z", displayText: "Tomorrow morning" } }], start);
    expect(withDate).toMatchObject({ kind: "asking", step: "urgency", draft: { dueDate: "2026-03-08T14:00:00.000Z", urgency: null } });
    const done = run([{ type: "suggestion", suggestion: { type: "urgency", value: 5, displayText: "Urgent (5)" } }], withDate);
    expect(done).toMatchObject({ kind: "ready", draft: { dueDate: "2026-03-08T14:00:00.000Z", urgency: 5 } });
  });

  it("Cancel aborts at any step, and Skip means nothing outside the due-date step", () => {
    const urgencyStep = run([{ type: "parsed", parsed: parsed({ urgency: null }) }]);
    expect(stepOf(urgencyStep)).toBe("urgency");
    expect(run([{ type: "skipDate" }], urgencyStep)).toBe(urgencyStep);
    expect(run([{ type: "cancel" }], urgencyStep)).toEqual({ kind: "idle" });
  });
});

describe("rollForward", () => {
  it("keeps a future instant", () => {
    expect(rollForward("2026-03-07T17:00:01.000Z", clock)).toBe("2026-03-07T17:00:01.000Z");
  });

  it("moves a past one by whole days keeping the wall time across the DST change", () => {
    // 10:00 EST on 1 March -> 10:00 EDT on 8 March (today's 10:00 has passed).
    expect(rollForward("2026-03-01T15:00:00.000Z", clock)).toBe("2026-03-08T14:00:00.000Z");
  });

  it("moves an instant equal to now to the next day, and works across a month and year end", () => {
    expect(rollForward(clock.now.toISOString(), clock)).toBe("2026-03-08T16:00:00.000Z");
    const newYear = { now: new Date("2027-01-01T00:30:00.000Z"), timeZone: "Asia/Tokyo" }; // 09:30 on 1 Jan in Tokyo
    expect(rollForward("2026-12-30T23:00:00.000Z", newYear)).toBe("2027-01-01T23:00:00.000Z"); // 08:00 -> 2 Jan 08:00
  });
});
