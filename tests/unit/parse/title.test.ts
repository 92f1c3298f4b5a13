import { taskDetailsCopy } from "@/lib/copy/task-details";
import { cleanTitle } from "@/lib/parse/title";
import { parseAt } from "./local-time";

const NOW = "2025-03-12T14:00-04:00";
const title = (text: string) => parseAt(text, NOW, "America/New_York").title;

describe("title protection: numbers and words that only look like dates stay", () => {
  it.each([
    ["Read 1984", "Read 1984"],
    ["Buy 2 apples", "Buy 2 apples"],
    ["Watch Apollo 13", "Watch Apollo 13"],
    ["Watch Apollo 13 tonight", "Watch Apollo 13"],
    ["Watch Ocean's 11 tomorrow", "Watch Ocean's 11"],
    ["Email Dec about the budget", "Email Dec about the budget"],
    ["Email Dec about the budget on Dec 5", "Email Dec about the budget"],
    ["March for science signs", "March for science signs"],
    ["Ask May about the report", "Ask May about the report"],
    ["Buy sun cream", "Buy sun cream"],
    ["Buy 1/2 gallon of milk", "Buy 1/2 gallon of milk"],
    ["Study for 2 hours", "Study for 2 hours"],
    ["Meet on the 2nd floor", "Meet on the 2nd floor"],
    ["Plan the 5th anniversary party", "Plan the 5th anniversary party"],
    ["Game night next weekend", "Game night"],
    ["Check in for flight 24 hours before", "Check in for flight 24 hours before"],
    ["Watch 28 Days Later", "Watch 28 Days Later"],
    ["Fix the 2nd bathroom sink", "Fix the 2nd bathroom sink"],
    ["Read Fahrenheit 451 tomorrow", "Read Fahrenheit 451"],
    ["Prepare slides for Monday's meeting", "Prepare slides for Monday's meeting"],
  ])("%s -> %s", (text, expected) => {
    expect(title(text)).toBe(expected);
  });
});

describe("title cleaning", () => {
  it.each([
    ["Submit report by Friday", "Submit report"],
    ["Report is due on Friday", "Report"],
    ["Call mom on Friday about the party", "Call mom about the party"],
    ["Check in tomorrow", "Check in"],
    ["Call dad in the evening", "Call dad"],
    ["Renew car registration in April", "Renew car registration"],
    ["Send report (by Friday)", "Send report"],
    ["call mom, tomorrow, 5pm.", "Call mom"],
    ["pay rent — tomorrow", "Pay rent"],
    ["Tomorrow: gym", "Gym"],
    ["Buy milk!!! tonight", "Buy milk"],
    ["  dentist   on friday  ", "Dentist"],
    ["CALL MOM TOMORROW AT 5PM", "CALL MOM"],
    ["Is the server up? tomorrow", "Is the server up?"],
    ["Remind me to call the dentist tomorrow", "Call the dentist"],
    ["Remind me in an hour to stretch", "Stretch"],
    ["Pick up suit from tailor after 4pm tomorrow", "Pick up suit from tailor"],
    ["Don't forget to water the plants", "Water the plants"],
    ["Update LinkedIn profile sometime next week", "Update LinkedIn profile"],
    ["Gym every Monday and Thursday", "Gym"],
    ["Take vitamins daily", "Take vitamins"],
    ['"Pay rent" tomorrow', "Pay rent"],
    ["Evening walk", "Evening walk"],
    ["Night shift Friday", "Night shift"],
    ["Review contract this coming Monday", "Review contract"],
    ["Daily standup at 10", "Daily standup"],
    ["Write weekly report", "Write weekly report"],
  ])("%s -> %s", (text, expected) => {
    expect(title(text)).toBe(expected);
  });

  it("cuts urgency markers anywhere and urgency adjectives only where they stand apart", () => {
    expect(title("Fix the login bug asap")).toBe("Fix the login bug");
    expect(title("URGENT: server is down")).toBe("Server is down");
    expect(title("Buy birthday gift (urgent)")).toBe("Buy birthday gift");
    expect(title("Update resume priority 4")).toBe("Update resume");
    expect(title("Fix urgent bug in checkout")).toBe("Fix urgent bug in checkout");
    expect(title("Prepare investor update")).toBe("Prepare investor update");
    expect(title("Grant deadline friday")).toBe("Grant deadline");
  });

  it("falls back to the first 30 characters of the prompt, then to 'Untitled Task'", () => {
    expect(parseAt("tomorrow at 5pm", NOW, "America/New_York").parsed).toMatchObject({
      title: "tomorrow at 5pm",
      stillNeeded: ["title", "urgency"],
    });
    expect(title("urgent, next Monday at 10am please and thank you")).toBe("Please and thank you");
    expect(parseAt("   ", NOW, "America/New_York").parsed).toMatchObject({ title: taskDetailsCopy.untitled, dueDate: null });
    expect(title("by next friday at 5pm in the evening, urgently!!")).toBe("by next friday at 5pm in the e");
  });

  it("works on spans without touching the rest of the text", () => {
    expect(cleanTitle("Pay rent on the 1st", [{ start: 9, end: 19, mode: "always" }])).toBe("Pay rent");
    expect(cleanTitle("urgent call with bank", [{ start: 0, end: 6, mode: "edge" }])).toBe("Call with bank");
    expect(cleanTitle("fix urgent bug", [{ start: 4, end: 10, mode: "edge" }])).toBe("Fix urgent bug");
  });
});
