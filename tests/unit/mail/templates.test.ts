/**
 * @jest-environment jsdom
 */
import type { Email } from "@/server/mail/layout";
import { memberLeftEmail } from "@/server/mail/templates/member-left";
import { recoveryEmail } from "@/server/mail/templates/recovery";
import { taskReminderEmail } from "@/server/mail/templates/task-reminder";
import { verificationEmail } from "@/server/mail/templates/verification";
import { workspaceInvitationEmail } from "@/server/mail/templates/workspace-invitation";

const APP = "https://duely.example";
const HOSTILE_WORKSPACE = "<img src=x onerror=alert(1)>";
const QUOTED_NAME = `Ann "The Hammer" O'Neil`;

const dom = (html: string) => new DOMParser().parseFromString(html, "text/html");
const hrefs = (html: string) => [...dom(html).querySelectorAll("a")].map((a) => a.getAttribute("href"));
const textLinks = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

/** No element or attribute the values could have smuggled in. */
function expectInert(html: string) {
  const doc = dom(html);
  expect(doc.querySelectorAll("img, script, iframe, object, embed, form").length).toBe(0);
  for (const el of doc.querySelectorAll("*")) {
    expect([...el.attributes].filter((a) => a.name.startsWith("on")).map((a) => a.name)).toEqual([]);
  }
  for (const href of hrefs(html)) expect(href).toMatch(/^https?:\/\//);
}

function expectSameLinks(email: Email, expected: string) {
  expect(new Set(hrefs(email.html))).toEqual(new Set([expected]));
  expect(textLinks(email.text)).toEqual([expected]);
}

describe("verification e-mail", () => {
  const email = verificationEmail({ appUrl: APP, name: QUOTED_NAME, userId: "user_1", secret: "s+/=cret&x" });

  it("links to /verify-email with the userId and the percent-encoded secret", () => {
    expectSameLinks(email, "https://duely.example/verify-email?userId=user_1&secret=s%2B%2F%3Dcret%26x");
    expect(email.html).toContain('href="https://duely.example/verify-email?userId=user_1&amp;secret=s%2B%2F%3Dcret%26x"');
  });

  it("has the subject, the greeting and the 7-day validity in both parts", () => {
    expect(email.subject).toBe("Verify your email address for Duely");
    expect(email.text).toContain(`Hi ${QUOTED_NAME},`);
    expect(email.text).toContain("The link will expire in 7 days.");
    expect(dom(email.html).body.textContent).toContain("The link will expire in 7 days.");
  });

  it("escapes quotes of the user's name in html and keeps them plain in text", () => {
    expect(email.html).toContain("Hi Ann &quot;The Hammer&quot; O&#39;Neil,");
    expect(email.html).not.toContain(QUOTED_NAME);
    expect(email.text).not.toMatch(/&quot;|&#39;/);
    expectInert(email.html);
  });

  it("greets without a name when the name is blank", () => {
    expect(verificationEmail({ appUrl: APP, name: "  ", userId: "u", secret: "s" }).text).toContain("\n\nHi,\n\n");
  });
});

describe("recovery e-mail", () => {
  const email = recoveryEmail({ appUrl: APP, name: "Ada", userId: "u9", secret: "abc" });

  it("links to /reset-password and says the link expires in 1 hour", () => {
    expectSameLinks(email, "https://duely.example/reset-password?userId=u9&secret=abc");
    expect(email.subject).toBe("Reset your Duely password");
    expect(email.text).toContain("The link will expire in 1 hour.");
    expect(dom(email.html).body.textContent).toContain("The link will expire in 1 hour.");
  });

  it("keeps an app URL's base path", () => {
    const under = recoveryEmail({ appUrl: "https://host.example/duely/", name: "Ada", userId: "u9", secret: "abc" });
    expect(textLinks(under.text)).toEqual(["https://host.example/duely/reset-password?userId=u9&secret=abc"]);
  });
});

describe("workspace invitation e-mail", () => {
  const base = {
    appUrl: APP,
    recipientEmail: "new+member@example.org",
    workspaceName: HOSTILE_WORKSPACE,
    workspaceIcon: "🚀",
    ownerName: QUOTED_NAME,
    ownerEmail: "owner@example.org",
  };

  it("sends someone without an account to /register with their address pre-filled", () => {
    const email = workspaceInvitationEmail({ ...base, recipientHasAccount: false });
    expectSameLinks(email, "https://duely.example/register?email=new%2Bmember%40example.org");
    const [link] = textLinks(email.text);
    expect(new URL(link).searchParams.get("email")).toBe("new+member@example.org");
    expect(email.text).toContain("create your Duely account with this email address (new+member@example.org)");
  });

  it("sends an existing user to /todo", () => {
    const email = workspaceInvitationEmail({ ...base, recipientHasAccount: true });
    expectSameLinks(email, "https://duely.example/todo");
    expect(email.text).toContain("You will find it under Shared with me in the workspace switcher.");
  });

  it("escapes a hostile workspace name and a quoted owner name in html", () => {
    const email = workspaceInvitationEmail({ ...base, recipientHasAccount: false });
    expectInert(email.html);
    expect(email.html).toContain("<strong>🚀 &lt;img src=x onerror=alert(1)&gt;</strong>");
    expect(email.html).toContain("<strong>Ann &quot;The Hammer&quot; O&#39;Neil</strong> (owner@example.org)");
    expect(dom(email.html).body.textContent).toContain(`${QUOTED_NAME} (owner@example.org) added you to the workspace 🚀 ${HOSTILE_WORKSPACE} on Duely.`);
  });

  it("keeps the text part readable: raw values, no entities", () => {
    const email = workspaceInvitationEmail({ ...base, recipientHasAccount: false });
    expect(email.text).toContain(`${QUOTED_NAME} (owner@example.org) added you to the workspace 🚀 ${HOSTILE_WORKSPACE} on Duely.`);
    expect(email.text).not.toMatch(/&(lt|gt|amp|quot|#39);/);
    expect(email.subject).toBe(`${QUOTED_NAME} invited you to 🚀 ${HOSTILE_WORKSPACE} on Duely`);
  });

  it("names the owner by e-mail when the owner has no name", () => {
    const email = workspaceInvitationEmail({ ...base, ownerName: "", recipientHasAccount: true });
    expect(email.subject).toBe(`owner@example.org invited you to 🚀 ${HOSTILE_WORKSPACE} on Duely`);
  });
});

describe("member-left e-mail", () => {
  const email = memberLeftEmail({
    appUrl: APP,
    workspaceName: HOSTILE_WORKSPACE,
    workspaceIcon: "🏠",
    memberEmail: "bob@example.org",
    memberName: QUOTED_NAME,
  });

  it("tells the owner who left which workspace, escaped in html and plain in text", () => {
    expect(email.subject).toBe(`${QUOTED_NAME} left 🏠 ${HOSTILE_WORKSPACE}`);
    expect(email.text).toContain(`${QUOTED_NAME} (bob@example.org) has left your workspace 🏠 ${HOSTILE_WORKSPACE}.`);
    expect(email.html).toContain("<strong>🏠 &lt;img src=x onerror=alert(1)&gt;</strong>");
    expectInert(email.html);
    expectSameLinks(email, "https://duely.example/todo");
  });

  it("puts a newline in a value onto one subject line", () => {
    const sneaky = memberLeftEmail({ appUrl: APP, workspaceName: "Home\r\nBcc: x@evil.test", workspaceIcon: "🏠", memberEmail: "b@x.org", memberName: "" });
    expect(sneaky.subject).toBe("b@x.org left 🏠 Home Bcc: x@evil.test");
  });
});

describe("task reminder e-mail", () => {
  const base = {
    appUrl: APP,
    userName: QUOTED_NAME,
    taskTitle: `Ship <script>alert("x")</script>`,
    reminderText: "check the oven & the <b>timer</b>",
  };

  const at = (iso: string) => new Date(iso);

  it("writes the reminder's time as 'Reminder' in the user's zone (New York, after the spring-forward jump), and no 'Due' for a task without a due date", () => {
    const email = taskReminderEmail({ ...base, remindAt: at("2026-03-08T07:30:00Z"), taskDueDate: null, timeZone: "America/New_York" });
    expect(email.text).toContain("Reminder: Sunday, March 8, 2026 at 3:30 AM EDT");
    expect(email.text).not.toContain("Due:");
    expect(dom(email.html).body.textContent).toContain("Sunday, March 8, 2026 at 3:30 AM EDT");
    expect(dom(email.html).body.textContent).not.toMatch(/\bDue\b/);
  });

  it("writes the task's own due date as 'Due', after the reminder's time, each in the user's zone", () => {
    const email = taskReminderEmail({ ...base, remindAt: at("2026-03-08T07:30:00Z"), taskDueDate: at("2026-03-10T21:00:00Z"), timeZone: "America/New_York" });
    const reminderLine = email.text.indexOf("Reminder: Sunday, March 8, 2026 at 3:30 AM EDT");
    const dueLine = email.text.indexOf("Due: Tuesday, March 10, 2026 at 5:00 PM EDT");
    expect(reminderLine).toBeGreaterThan(-1);
    expect(dueLine).toBeGreaterThan(reminderLine);
    const html = dom(email.html).body.textContent ?? "";
    expect(html.indexOf("Tuesday, March 10, 2026 at 5:00 PM EDT")).toBeGreaterThan(html.indexOf("Sunday, March 8, 2026 at 3:30 AM EDT"));
  });

  it("writes the same instants in another zone (Tokyo, already the next day)", () => {
    const email = taskReminderEmail({ ...base, remindAt: at("2026-03-08T07:30:00Z"), taskDueDate: at("2026-03-31T15:00:00Z"), timeZone: "Asia/Tokyo" });
    expect(email.text).toContain("Reminder: Sunday, March 8, 2026 at 4:30 PM GMT+9");
    expect(email.text).toContain("Due: Wednesday, April 1, 2026 at 12:00 AM GMT+9");
    const late = taskReminderEmail({ ...base, remindAt: at("2026-03-07T16:00:00Z"), taskDueDate: null, timeZone: "Asia/Tokyo" });
    expect(late.text).toContain("Reminder: Sunday, March 8, 2026 at 1:00 AM GMT+9");
  });

  it("carries the task title and reminder text, escaped in html and plain in text", () => {
    const email = taskReminderEmail({ ...base, remindAt: at("2026-03-08T07:30:00Z"), taskDueDate: at("2026-03-09T07:30:00Z"), timeZone: "UTC" });
    expect(email.subject).toBe(`Reminder: Ship <script>alert("x")</script>`);
    expect(email.text).toContain(`Hi ${QUOTED_NAME},`);
    expect(email.text).toContain("check the oven & the <b>timer</b>");
    expect(email.text).toContain(`Task: Ship <script>alert("x")</script>`);
    expect(email.html).toContain("Ship &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(email.html).toContain("<strong>check the oven &amp; the &lt;b&gt;timer&lt;/b&gt;</strong>");
    expect(dom(email.html).querySelectorAll("b").length).toBe(0);
    expectInert(email.html);
    expectSameLinks(email, "https://duely.example/todo");
  });

  it("says 'Unknown task' when the title is missing", () => {
    const email = taskReminderEmail({ ...base, taskTitle: " ", remindAt: at("2026-03-08T07:30:00Z"), taskDueDate: null, timeZone: "UTC" });
    expect(email.subject).toBe("Reminder: Unknown task");
  });
});

describe("shared layout", () => {
  const email = recoveryEmail({ appUrl: APP, name: "Ada", userId: "u9", secret: "abc" });

  it("carries the product name, a button and a copyable fallback link", () => {
    const doc = dom(email.html);
    expect(doc.body.textContent).toContain("Duely");
    expect(doc.title).toBe("Reset your password");
    const links = [...doc.querySelectorAll("a")];
    expect(links.map((a) => a.textContent)).toEqual(["Reset Password", "https://duely.example/reset-password?userId=u9&secret=abc"]);
    expect(doc.body.textContent).toContain("If the button does not work, copy this link into your browser:");
  });

  it("uses inline styles only (no <style> block, no external CSS)", () => {
    const doc = dom(email.html);
    expect(doc.querySelectorAll("style, link").length).toBe(0);
    expect(doc.querySelectorAll("[style]").length).toBeGreaterThan(5);
  });

  it("lays the text part out as plain paragraphs with the product name first and a signature", () => {
    expect(email.text).toBe(
      [
        "Duely",
        "Reset your password",
        "Hi Ada,",
        "We received a request to reset the password of your Duely account.",
        "Reset Password: https://duely.example/reset-password?userId=u9&secret=abc",
        "The link will expire in 1 hour.",
        "If you did not ask for a new password, you can ignore this email: your password stays the same.",
        "-- \nThis e-mail was sent by Duely.",
      ].join("\n\n") + "\n",
    );
  });
});
