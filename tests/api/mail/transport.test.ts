import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { MailError } from "@/server/mail/mail-error";
import { createMailer, type Mailer } from "@/server/mail/transport";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";

const FROM = "Duely <no-reply@duely.test>";
const mail = (to: string | string[], subject = "Hello") => ({
  to,
  subject,
  html: `<p>Hi <strong>there</strong>, open <a href="http://app.test/todo">the board</a></p>`,
  text: "Hi there, open http://app.test/todo",
});

describe("sendMail over SMTP (real smtp-server on loopback)", () => {
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, from: FROM });
  });
  afterAll(async () => {
    await mailer.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it("delivers the html and text parts to the recipient, from MAIL_FROM, with reply-to", async () => {
    const result = await mailer.send({ ...mail("ada@example.com", "Subject ✓"), replyTo: "owner@example.com" });

    expect(result).toEqual({ messageId: expect.stringMatching(/^<.+@duely\.test>$/) });
    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    expect(received.to).toEqual(["ada@example.com"]);
    expect(received.from).toBe('"Duely" <no-reply@duely.test>');
    expect(received.subject).toBe("Subject ✓");
    expect(received.text.trim()).toBe("Hi there, open http://app.test/todo");
    expect(received.html).toBe(`<p>Hi <strong>there</strong>, open <a href="http://app.test/todo">the board</a></p>`);
    expect(received.headers["reply-to"]).toBe("owner@example.com");
    expect(received.headers["message-id"]).toBe(result.messageId);
    expect(received.headers["content-type"]).toMatch(/^multipart\/alternative;/);
  });

  it("delivers 300 concurrent messages through the pool, each exactly once", async () => {
    const subjects = Array.from({ length: 300 }, (_, i) => `bulk ${i}`);
    const results = await Promise.all(subjects.map((s, i) => mailer.send(mail(`user${i}@example.com`, s))));

    expect(new Set(results.map((r) => r.messageId)).size).toBe(300);
    expect(sink.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    expect(sink.messages.every((m) => m.to[0] === `user${m.subject.slice(5)}@example.com`)).toBe(true);
  });

  it("throws MailError 'rejected' (550, not retryable) for a refused recipient and keeps sending others", async () => {
    const unreject = sink.reject((rcpt) => rcpt === "nobody@example.com");
    try {
      const error = await mailer.send(mail("nobody@example.com")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailError);
      expect(error).toMatchObject({ kind: "rejected", responseCode: 550, retryable: false });
      expect((error as MailError).message).toContain("Recipient address rejected");

      await expect(mailer.send(mail("ada@example.com", "after rejection"))).resolves.toHaveProperty("messageId");
      expect(sink.messages.map((m) => m.subject)).toEqual(["after rejection"]);
    } finally {
      unreject();
    }
  });

  it("reports recipients refused among accepted ones in `rejected`", async () => {
    const unreject = sink.reject((rcpt) => rcpt.startsWith("bad"));
    try {
      const result = await mailer.send(mail(["good@example.com", "bad@example.com"]));
      expect(result.rejected).toEqual(["bad@example.com"]);
      expect(sink.messages[0].to).toEqual(["good@example.com"]);
    } finally {
      unreject();
    }
  });
});

describe("sendMail with the SMTP server down", () => {
  it("throws MailError 'unavailable' (retryable) when nothing listens on the port", async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const mailer = createMailer({ smtpUrl: gone.url, from: FROM });
    try {
      const started = Date.now();
      const error = await mailer.send(mail("ada@example.com")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailError);
      expect(error).toMatchObject({ kind: "unavailable", retryable: true, responseCode: undefined });
      expect((error as MailError).message).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await mailer.close();
    }
  });

  it("throws 'unavailable' after the server it was connected to goes away", async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM });
    try {
      await mailer.send(mail("ada@example.com"));
      await sink.close();
      await expect(mailer.send(mail("ada@example.com"))).rejects.toMatchObject({ name: "MailError", kind: "unavailable" });
    } finally {
      await mailer.close();
    }
  });
});

describe("outbox fallback without SMTP_URL", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "duely-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes the message as an .eml file and logs recipient, subject and every link", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ from: FROM, outboxDir: dir, log: (l) => lines.push(l) });
    const result = await mailer.send({
      to: "ada@example.com",
      subject: "Verify your email address for Duely",
      html: `<a href="http://app.test/verify-email?userId=u1&amp;secret=s1">Verify</a> <a href="https://docs.test/help">Help</a>`,
      text: "Verify: http://app.test/verify-email?userId=u1&secret=s1",
    });

    expect(result).toEqual({ fallback: true, messageId: expect.stringMatching(/^<.+@duely\.test>$/) });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-ada@example\.com-[0-9a-f]{8}\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0])));
    expect(parsed.subject).toBe("Verify your email address for Duely");
    expect(parsed.from?.text).toBe('"Duely" <no-reply@duely.test>');
    expect(parsed.text?.trim()).toBe("Verify: http://app.test/verify-email?userId=u1&secret=s1");
    expect(parsed.messageId).toBe(result.messageId);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`to="ada@example.com"`);
    expect(lines[0]).toContain(`subject="Verify your email address for Duely"`);
    expect(lines[0]).toContain("links: http://app.test/verify-email?userId=u1&secret=s1 https://docs.test/help");
    expect(lines[0]).toContain(path.join(dir, files[0]));
  });

  it("in production (logLinks false) still writes the file, owner-only, but logs neither its links nor its subject", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ from: FROM, outboxDir: path.join(dir, "outbox"), log: (l) => lines.push(l), logLinks: false });
    await mailer.send({
      to: "ada@example.com",
      subject: "Reset your password",
      html: `<a href="http://app.test/reset-password?userId=u1&amp;secret=s3cr3t">Reset</a>`,
      text: "Reset: http://app.test/reset-password?userId=u1&secret=s3cr3t",
    });
    const [file] = await readdir(path.join(dir, "outbox"));
    const written = path.join(dir, "outbox", file);
    expect(await readFile(written, "utf8")).toContain("s3cr3t");
    expect((await stat(written)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "outbox"))).mode & 0o777).toBe(0o700);
    expect(lines).toEqual([`[mail] SMTP_URL is not set; a message was written to ${written} (not sent; links are not logged in production)`]);
    expect(lines[0]).not.toMatch(/s3cr3t|https?:|Reset your password/);
  });

  it("keeps a hostile recipient from choosing the file's folder or name", async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, log: () => {} });
    await mailer.send({ ...mail("../../etc/passwd\n@x.org"), subject: "line\nbreak" });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[\w@.-]+\.eml$/);
    expect(files[0]).toContain("-.._.._etc_passwd_@x.org-");
  });

  it("throws MailError 'unavailable' when the outbox cannot be written", async () => {
    const aFile = path.join(dir, "not-a-folder");
    await writeFile(aFile, "");
    const mailer = createMailer({ from: FROM, outboxDir: path.join(aFile, "outbox"), log: () => {} });
    await expect(mailer.send(mail("ada@example.com"))).rejects.toMatchObject({ name: "MailError", kind: "unavailable" });
  });
});
