import { parseReminderCommand } from "@/lib/reminder-command";
import { isReminderCommand } from "@/lib/reminder-command-word";
import { remindersCopy } from "@/lib/copy/reminders";

const at = (iso: string, timeZone: string) => ({ now: new Date(iso), timeZone });

describe("isReminderCommand", () => {
  it.each(["!remindme call", "!rmd call", "!REMINDME call", "!RmD call", "  !remindme call", "!remindme", "!rmd"])(
    "recognises %j",
    (text) => expect(isReminderCommand(text)).toBe(true),
  );

  it.each(["!remindmeplease call", "!rmdx call", "please !remindme call", "remindme call", "!help", "!remind me call"])(
    "leaves %j an ordinary comment",
    (text) => expect(isReminderCommand(text)).toBe(false),
  );
});

describe("parseReminderCommand", () => {
  it("is null for an ordinary comment", () => {
    expect(parseReminderCommand("Looks good", at("2026-03-07T22:30:00Z", "UTC"))).toBeNull();
  });

  it.each(["!remindme", "!rmd", "!remindme    ", "!RMD \t "])("answers 'No reminder text provided' for %j", (text) => {
    expect(parseReminderCommand(text, at("2026-03-07T22:30:00Z", "UTC"))).toEqual({ ok: false, error: remindersCopy.noReminderText });
    expect(remindersCopy.noReminderText).toBe("No reminder text provided");
  });

  it("answers 'Could not determine reminder time' when the text names no time", () => {
    expect(parseReminderCommand("!remindme check the oven", at("2026-03-07T22:30:00Z", "UTC"))).toEqual({
      ok: false,
      error: "Could not determine reminder time",
    });
  });

  it("reads a relative time and keeps the rest as the text", () => {
    expect(parseReminderCommand("!remindme in 1 minute check the oven", at("2026-03-07T22:30:00Z", "America/New_York"))).toEqual({
      ok: true,
      text: "Check the oven",
      dueDate: "2026-03-07T22:31:00.000Z",
    });
  });

  it("reads 'tomorrow 9am' in the user's zone, across the US spring-forward night", () => {
    // 17:30 EST on Sat 7 March 2026; clocks go forward at 02:00 on the 8th, so 09:00 is EDT (UTC-4).
    expect(parseReminderCommand("!rmd tomorrow 9am call the bank", at("2026-03-07T22:30:00Z", "America/New_York"))).toEqual({
      ok: true,
      text: "Call the bank",
      dueDate: "2026-03-08T13:00:00.000Z",
    });
    // The same instant is 23:30 CET in Berlin: tomorrow 09:00 is 08:00 UTC.
    expect(parseReminderCommand("!rmd tomorrow 9am call the bank", at("2026-03-07T22:30:00Z", "Europe/Berlin"))).toMatchObject({
      dueDate: "2026-03-08T08:00:00.000Z",
    });
  });

  it("takes 'tomorrow' from the user's calendar day at a month's end (UTC is still on the 31st)", () => {
    // 23:59:30 UTC on 31 January is 05:29 on 1 February in Kolkata: tomorrow is 2 February.
    expect(parseReminderCommand("!RMD tomorrow 9am pay rent", at("2026-01-31T23:59:30Z", "Asia/Kolkata"))).toEqual({
      ok: true,
      text: "Pay rent",
      dueDate: "2026-02-02T03:30:00.000Z",
    });
  });

  it("reads times across the autumn DST change in Berlin", () => {
    const now = at("2026-10-25T00:30:00Z", "Europe/Berlin"); // 02:30 CEST; at 03:00 the clocks go back to 02:00 CET
    expect(parseReminderCommand("!rmd in 2 hours move the car", now)).toMatchObject({ dueDate: "2026-10-25T02:30:00.000Z" });
    expect(parseReminderCommand("!remindme at 11:59pm submit the form", now)).toEqual({
      ok: true,
      text: "Submit the form",
      dueDate: "2026-10-25T22:59:00.000Z",
    });
  });

  it("keeps the whole text when it holds nothing but the time", () => {
    expect(parseReminderCommand("!RemindMe tomorrow 9am", at("2026-01-31T23:59:30Z", "Asia/Kolkata"))).toEqual({
      ok: true,
      text: "tomorrow 9am",
      dueDate: "2026-02-02T03:30:00.000Z",
    });
  });
});
