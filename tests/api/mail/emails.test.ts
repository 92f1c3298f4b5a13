import { mkdtemp, readdir, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetConfigForTests } from "@/server/config";
import {
  closeMail,
  sendMail,
  sendMemberLeftNotice,
  sendRecoveryEmail,
  sendTaskReminder,
  sendVerificationEmail,
  sendWorkspaceInvitation,
} from "@/server/mail";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "@/tests/support/smtp";

const APP_URL = "http://app.test:3000";
const linkIn = (m: SinkMessage) => m.text.match(/https?:\/\/\S+/)?.[0];

function useEnv(vars: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
  resetConfigForTests();
  return () => {
    process.env = saved;
    resetConfigForTests();
  };
}

describe("the product's e-mails through config().SMTP_URL (real smtp-server on loopback)", () => {
  let sink: SmtpSink;
  let restoreEnv: () => void;

  beforeAll(async () => {
    sink = await startSmtpSink();
    restoreEnv = useEnv({ SMTP_URL: sink.url, APP_URL: `${APP_URL}/`, MAIL_FROM: "Duely Test <robot@duely.test>" });
  });
  afterAll(async () => {
    await closeMail();
    await sink.close();
    restoreEnv();
  });
  beforeEach(() => sink.clear());

  it("verification: to the user, from MAIL_FROM, linking to APP_URL/verify-email", async () => {
    const result = await sendVerificationEmail({ to: "ada@example.com", name: "Ada", userId: "u1", secret: "sec+1" });

    expect(result).toEqual({ messageId: expect.any(String) });
    const m = await sink.waitFor((x) => x.to.includes("ada@example.com"));
    expect(m.from).toBe('"Duely Test" <robot@duely.test>');
    expect(m.subject).toBe("Verify your email address for Duely");
    expect(linkIn(m)).toBe("http://app.test:3000/verify-email?userId=u1&secret=sec%2B1");
    expect(m.html).toContain('href="http://app.test:3000/verify-email?userId=u1&amp;secret=sec%2B1"');
  });

  it("recovery: links to APP_URL/reset-password", async () => {
    await sendRecoveryEmail({ to: "ada@example.com", name: "Ada", userId: "u1", secret: "r1" });
    const [m] = await sink.waitFor(1);
    expect(m.subject).toBe("Reset your Duely password");
    expect(linkIn(m)).toBe("http://app.test:3000/reset-password?userId=u1&secret=r1");
    expect(m.text).toContain("The link will expire in 1 hour.");
  });

  it("invitation: to the new member, replies to the owner, /register for someone without an account", async () => {
    await sendWorkspaceInvitation({
      recipientEmail: "bob@example.com",
      recipientHasAccount: false,
      workspaceName: "Family",
      workspaceIcon: "🏠",
      ownerName: "Ada",
      ownerEmail: "ada@example.com",
    });
    const [m] = await sink.waitFor(1);
    expect(m.to).toEqual(["bob@example.com"]);
    expect(m.headers["reply-to"]).toBe("ada@example.com");
    expect(m.subject).toBe("Ada invited you to 🏠 Family on Duely");
    expect(linkIn(m)).toBe("http://app.test:3000/register?email=bob%40example.com");
  });

  it("member-left: to the owner, replies to the member", async () => {
    await sendMemberLeftNotice({
      ownerEmail: "ada@example.com",
      workspaceName: "Family",
      workspaceIcon: "🏠",
      memberEmail: "bob@example.com",
      memberName: "Bob",
    });
    const [m] = await sink.waitFor(1);
    expect(m.to).toEqual(["ada@example.com"]);
    expect(m.headers["reply-to"]).toBe("bob@example.com");
    expect(m.subject).toBe("Bob left 🏠 Family");
  });

  it("task reminder: to the user, the reminder's time and the task's due date labelled, in their zone", async () => {
    await sendTaskReminder({
      userEmail: "ada@example.com",
      userName: "Ada",
      taskTitle: "Bake bread",
      reminderText: "check the oven",
      remindAt: new Date("2026-10-25T01:30:00Z"),
      taskDueDate: new Date("2026-10-31T23:00:00Z"),
      timeZone: "Europe/Berlin",
    });
    const [m] = await sink.waitFor(1);
    expect(m.subject).toBe("Reminder: Bake bread");
    expect(m.text).toContain("Reminder: Sunday, October 25, 2026 at 2:30 AM GMT+1");
    expect(m.text).toContain("Due: Sunday, November 1, 2026 at 12:00 AM GMT+1");
    expect(m.html).toContain("Sunday, October 25, 2026 at 2:30 AM GMT+1");
    expect(m.html).toContain("Sunday, November 1, 2026 at 12:00 AM GMT+1");
  });

  it("throws MailError 'rejected' when the server refuses the recipient", async () => {
    const unreject = sink.reject((r) => r === "gone@example.com");
    try {
      await expect(sendVerificationEmail({ to: "gone@example.com", name: "", userId: "u", secret: "s" })).rejects.toMatchObject({
        name: "MailError",
        kind: "rejected",
        responseCode: 550,
      });
    } finally {
      unreject();
    }
  });
});

describe("sendMail without SMTP_URL", () => {
  let dir: string;
  let restoreEnv: () => void;
  const cwd = process.cwd();

  beforeEach(async () => {
    dir = await realpath(await mkdtemp(path.join(tmpdir(), "duely-cwd-")));
    process.chdir(dir);
    restoreEnv = useEnv({ SMTP_URL: undefined, APP_URL });
  });
  afterEach(async () => {
    await closeMail();
    process.chdir(cwd);
    restoreEnv();
    await rm(dir, { recursive: true, force: true });
  });

  it("saves to data/outbox/ under the working directory and logs the link", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    try {
      const result = await sendVerificationEmail({ to: "ada@example.com", name: "Ada", userId: "u1", secret: "s1" });
      expect(result).toEqual({ fallback: true, messageId: expect.any(String) });
      expect(await readdir(path.join(dir, "data", "outbox"))).toHaveLength(1);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0][0]).toContain("links: http://app.test:3000/verify-email?userId=u1&secret=s1");
    } finally {
      info.mockRestore();
    }
  });

  it("switches to SMTP when the configuration gains an SMTP_URL", async () => {
    const sink = await startSmtpSink();
    const restore = useEnv({ SMTP_URL: sink.url });
    try {
      await expect(sendMail({ to: "ada@example.com", subject: "now over SMTP", html: "<p>x</p>", text: "x" })).resolves.toEqual({
        messageId: expect.any(String),
      });
      expect(sink.messages.map((m) => m.subject)).toEqual(["now over SMTP"]);
    } finally {
      await closeMail();
      await sink.close();
      restore();
    }
  });
});
