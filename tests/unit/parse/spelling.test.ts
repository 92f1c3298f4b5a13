import { correctName } from "@/lib/parse/spelling";
import { parseAt } from "./local-time";

const NY = "America/New_York";
const WED_6PM = "2025-03-12T18:00-04:00";
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTHS = ["january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"];

describe("misspelt weekday and month names", () => {
  it.each([
    ["fridya", "friday"],
    ["wedensday", "wednesday"],
    ["thrusday", "thursday"],
    ["satruday", "saturday"],
    ["mondya", "monday"],
    ["wednsday", "wednesday"],
  ])("%s is %s", (word, name) => {
    expect(correctName(word, WEEKDAYS)).toBe(name);
  });

  it.each([
    ["mrach", "march"],
    ["febuary", "february"],
    ["ocotber", "october"],
    ["decmber", "december"],
    ["setpember", "september"],
  ])("%s is %s", (word, name) => {
    expect(correctName(word, MONTHS)).toBe(name);
  });

  it("leaves words that two names are as close to, names themselves, English words and short words", () => {
    expect(correctName("tusday", WEEKDAYS)).toBeNull(); // tuesday and thursday are both 2 edits away
    expect(correctName("jule", MONTHS)).toBeNull(); // june and july
    expect(correctName("friday", WEEKDAYS)).toBeNull();
    expect(correctName("monkey", WEEKDAYS)).toBeNull();
    expect(correctName("match", MONTHS)).toBeNull();
    expect(correctName("mars", MONTHS)).toBeNull();
    expect(correctName("fri", WEEKDAYS)).toBeNull();
    expect(correctName("fridge", WEEKDAYS)).toBeNull();
  });

  it.each([
    ["Dentist on fridya", "Dentist", "2025-03-14 09:00"],
    ["Report due wedensday at 3pm", "Report", "2025-03-19 15:00"],
    ["Pay taxes by 15 mrach", "Pay taxes", "2025-03-15 09:00"],
    ["Invoice by the 3rd of ocotber", "Invoice", "2025-10-03 09:00"],
    ["Party decmber 24", "Party", "2025-12-24 09:00"],
  ])("%s", (text, title, due) => {
    expect(parseAt(text, WED_6PM, NY)).toMatchObject({ title, due });
  });

  it("only where a date is expected, never inside other words", () => {
    expect(parseAt("Call Fridya", WED_6PM, NY)).toMatchObject({ title: "Call Fridya", due: null });
    expect(parseAt("Fix the fridge", WED_6PM, NY)).toMatchObject({ title: "Fix the fridge", due: null });
    expect(parseAt("Go on monkey bars tomorrow", WED_6PM, NY)).toMatchObject({ title: "Go on monkey bars" });
    expect(parseAt("Buy match tickets", WED_6PM, NY)).toMatchObject({ title: "Buy match tickets", due: null });
  });
});
