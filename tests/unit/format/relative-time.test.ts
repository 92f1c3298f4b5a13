import { formatCommentTime, formatReminderCountdown, reminderStatusLabel } from "@/lib/format";
import { KOLKATA, local, NEW_YORK } from "../board/local-time";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatCommentTime", () => {
  const timeZone = NEW_YORK;
  const now = local("2025-03-05 10:00", timeZone);
  const ago = (ms: number) => formatCommentTime(new Date(now.getTime() - ms).toISOString(), { now, timeZone });

  it.each([
    [0, "just now"],
    [59 * SECOND, "just now"],
    [-5 * MINUTE, "just now"],
    [MINUTE, "1 minute ago"],
    [2 * MINUTE, "2 minutes ago"],
    [HOUR - 1, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [DAY - 1, "23 hours ago"],
    [DAY, "1 day ago"],
    [2 * DAY + 23 * HOUR, "2 days ago"],
    [7 * DAY, "7 days ago"],
    [8 * DAY - 1, "7 days ago"],
    [8 * DAY, "Feb 25"],
    [70 * DAY, "Dec 25, 2024"],
  ])("%p ms ago -> %s", (ms, expected) => {
    expect(ago(ms)).toBe(expected);
  });

  it("shows the date in the user's zone", () => {
    const at = "2025-02-20T20:00:00.000Z"; // 20 Feb 15:00 in New York, 21 Feb 01:30 in Kolkata
    expect(formatCommentTime(at, { now, timeZone: NEW_YORK })).toBe("Feb 20");
    expect(formatCommentTime(at, { now, timeZone: KOLKATA })).toBe("Feb 21");
  });

  it("is empty for an unreadable time", () => {
    expect(formatCommentTime("yesterday", { now, timeZone })).toBe("");
  });
});

describe("formatReminderCountdown", () => {
  const timeZone = KOLKATA;
  const now = local("2025-03-05 10:00", timeZone);
  const inMs = (ms: number) => formatReminderCountdown(new Date(now.getTime() + ms).toISOString(), { now, timeZone });

  it.each([
    [30 * SECOND, "in 1 minute"],
    [MINUTE, "in 1 minute"],
    [5 * MINUTE, "in 5 minutes"],
    [HOUR - 1, "in 59 minutes"],
    [HOUR, "in 1 hour"],
    [2 * HOUR + 59 * MINUTE, "in 2 hours"],
    [DAY - 1, "in 23 hours"],
    [DAY, "in 1 day"],
    [7 * DAY - 1, "in 6 days"],
    [7 * DAY, "Mar 12"],
    [400 * DAY, "Apr 9, 2026"],
    [-HOUR, "Mar 5"],
  ])("%p ms ahead -> %s", (ms, expected) => {
    expect(inMs(ms)).toBe(expected);
  });
});

describe("reminderStatusLabel", () => {
  const timeZone = NEW_YORK;
  const now = local("2025-03-05 10:00", timeZone);
  const ctx = { now, timeZone };
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it("reads 'Sent' when done, whatever the date", () => {
    expect(reminderStatusLabel({ status: "done", dueDate: iso(-HOUR) }, ctx)).toBe("Sent");
    expect(reminderStatusLabel({ status: "done", dueDate: iso(HOUR) }, ctx)).toBe("Sent");
    expect(reminderStatusLabel({ status: "done", dueDate: null }, ctx)).toBe("Sent");
  });

  it("reads 'Sending...' when pending and due now or earlier", () => {
    expect(reminderStatusLabel({ status: "pending", dueDate: iso(0) }, ctx)).toBe("Sending...");
    expect(reminderStatusLabel({ status: "pending", dueDate: iso(-3 * DAY) }, ctx)).toBe("Sending...");
  });

  it("reads 'No date' without a date, and treats an unknown status as pending", () => {
    expect(reminderStatusLabel({ status: "pending", dueDate: null }, ctx)).toBe("No date");
    expect(reminderStatusLabel({ status: "queued", dueDate: iso(-1) }, ctx)).toBe("Sending...");
  });

  it("counts down to a future reminder", () => {
    expect(reminderStatusLabel({ status: "pending", dueDate: iso(1) }, ctx)).toBe("in 1 minute");
    expect(reminderStatusLabel({ status: "pending", dueDate: iso(3 * HOUR) }, ctx)).toBe("in 3 hours");
    expect(reminderStatusLabel({ status: "pending", dueDate: iso(10 * DAY) }, ctx)).toBe("Mar 15");
  });
});
