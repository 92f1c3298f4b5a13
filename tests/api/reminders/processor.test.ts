 
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { useTempDatabase } from "@/tests/support/db";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";
import { resetConfigForTests } from "@/server/config";
import { closeMail } from "@/server/mail";
import { collectAll } from "@/server/store/pages";
import type { ReminderRecord, Store, TaskRecord } from "@/server/store/types";
import { processDueReminders, type ProcessorReport } from "@/server/jobs/reminder-processor";
import { seedReminder, seedTask } from "./support/seed";

const db = useTempDatabase();
let sink: SmtpSink;
let store: Store;
const saved = { SMTP_URL: process.env.SMTP_URL, APP_URL: process.env.APP_URL };

function useSmtp(url: string): void {
  process.env.SMTP_URL = url;
  resetConfigForTests();
}

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.APP_URL = "http://localhost:3000";
  useSmtp(sink.url);
  store = await db.store();
});

afterAll(async () => {
  await closeMail();
  await sink.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});

/** Every test works in its own workspace, deleted afterwards with its reminders, so no due one is left over. */
const workspaces: string[] = [];
async function newTask(title?: string): Promise<TaskRecord> {
  const { workspace, task } = await seedTask(store, title);
  workspaces.push(workspace.id);
  return task;
}
afterEach(async () => {
  for (const id of workspaces.splice(0)) await store.deleteWorkspace(id);
  sink.clear();
  warnings.mockClear();
});

/** Failed sends are logged; collected here instead of cluttering the output. */
const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
afterAll(() => warnings.mockRestore());
const warned = () => warnings.mock.calls.map((args) => String(args[0]));

const reload = async (r: ReminderRecord) => (await store.getReminder(r.id))!;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("processDueReminders", () => {
  it("e-mails a due reminder (task, text, due time in the user's zone, name; escaped) and marks it done, once", async () => {
    const task = await newTask(`<b>Launch</b> & "party"`);
    const reminder = await seedReminder(store, task, {
      text: "Bring <script>alert(1)</script> snacks",
      dueDate: "2026-03-08T07:30:00.000Z",
      timeZone: "America/New_York",
      userName: "Ada <Lovelace>",
      userEmail: "ada@example.com",
    });

    const report = await processDueReminders();

    expect(report).toEqual({ claimed: 1, sent: 1, failed: 0, durationMs: expect.any(Number) });
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toBe(`Reminder: <b>Launch</b> & "party"`);
    expect(mail.text).toContain("Hi Ada <Lovelace>,");
    expect(mail.text).toContain("Bring <script>alert(1)</script> snacks");
    expect(mail.text).toContain("Sunday, March 8, 2026 at 3:30 AM EDT"); // 07:30 UTC, just after the spring-forward
    expect(mail.html).toContain("Bring &lt;script&gt;alert(1)&lt;/script&gt; snacks");
    expect(mail.html).toContain("&lt;b&gt;Launch&lt;/b&gt; &amp; &quot;party&quot;");
    expect(mail.html).not.toContain("<script>");

    const stored = await reload(reminder);
    expect(stored).toMatchObject({ status: "done", attempts: 0, lastError: null });
    expect(Date.parse(stored.sentAt!)).toBeGreaterThan(Date.now() - 60_000);

    expect(await processDueReminders()).toMatchObject({ claimed: 0, sent: 0 });
    expect(sink.messages).toHaveLength(1);
  });

  it("labels the reminder's time 'Reminder' and the task's due date, as it is when sending, 'Due'; none for a task without one", async () => {
    const undated = await newTask("Bake bread");
    await seedReminder(store, undated, { dueDate: "2026-03-08T07:30:00.000Z", timeZone: "America/New_York", userEmail: "undated@example.com" });
    const dated = await newTask("File the taxes");
    await seedReminder(store, dated, { dueDate: "2026-03-08T07:30:00.000Z", timeZone: "America/New_York", userEmail: "dated@example.com" });
    // Moved after the reminder was made: the e-mail says where the task is due now.
    await store.updateTask(dated.id, { dueDate: "2026-04-15T21:00:00.000Z", now: new Date().toISOString() });

    expect(await processDueReminders()).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    const to = (address: string) => sink.messages.find((m) => m.to.includes(address))!;
    expect(to("undated@example.com").text).toContain("Reminder: Sunday, March 8, 2026 at 3:30 AM EDT");
    expect(to("undated@example.com").text).not.toMatch(/\bDue\b/);
    expect(to("dated@example.com").text).toContain("Reminder: Sunday, March 8, 2026 at 3:30 AM EDT");
    expect(to("dated@example.com").text).toContain("Due: Wednesday, April 15, 2026 at 5:00 PM EDT");
    expect(to("dated@example.com").html).toContain("Wednesday, April 15, 2026 at 5:00 PM EDT");
  });

  it("leaves reminders that are not due yet or already done alone", async () => {
    const task = await newTask();
    const future = await seedReminder(store, task, { dueDate: minutesFromNow(1) });
    const done = await seedReminder(store, task, { status: "done" });
    const due = await seedReminder(store, task, { userEmail: "due@example.com" });

    expect(await processDueReminders()).toMatchObject({ claimed: 1, sent: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([["due@example.com"]]);
    expect((await reload(due)).status).toBe("done");
    expect((await reload(future)).status).toBe("pending");
    expect(await reload(done)).toMatchObject({ status: "done", sentAt: null });
  });

  it("two processors at once (this process and a second one) over 1,000 due reminders send each exactly once", async () => {
    const task = await newTask("Inbox zero");
    for (let i = 0; i < 1000; i++) {
      await seedReminder(store, task, { text: `Reminder ${i}`, userEmail: `user${i}@example.com`, dueDate: minutesFromNow(-1 - (i % 13)) });
    }

    const other = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/reminders/support/processor-worker.ts"], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: db.url, SMTP_URL: sink.url },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = once(other, "exit"); // listen now: the worker may finish before this process does
    const lines = createInterface({ input: other.stdout! })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("ready");

    other.stdin!.write("go\n");
    const [here, there] = await Promise.all([
      processDueReminders(),
      lines.next().then(({ value }) => JSON.parse(String(value)) as ProcessorReport),
    ]);
    await exited;

    expect(here.sent).toBeGreaterThan(0); // both really took part
    expect(there.sent).toBeGreaterThan(0);
    expect(here.claimed + there.claimed).toBe(1000);
    expect(here.sent + there.sent).toBe(1000);
    expect(here.failed + there.failed).toBe(0);

    await sink.waitFor(1000, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    expect(sink.messages).toHaveLength(1000);
    const recipients = sink.messages.map((m) => m.to.join(","));
    expect(new Set(recipients).size).toBe(1000);
    for (const m of sink.messages) expect(m.text).toContain(`Reminder ${/^user(\d+)@/.exec(m.to[0])![1]}\n`);

    const stored = await collectAll((page) => store.listRemindersByTask(task.id, page));
    expect(stored).toHaveLength(1000);
    expect(stored.every((r) => r.status === "done" && r.sentAt !== null && r.attempts === 0)).toBe(true);
  }, 120_000);

  it("with the mail server down keeps them pending and backed off, and sends them on the first run after it is back", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    useSmtp(`smtp://127.0.0.1:${port}`);
    let revived: SmtpSink | undefined;
    try {
      const task = await newTask();
      const reminders = [await seedReminder(store, task), await seedReminder(store, task), await seedReminder(store, task)];

      const failedAt = Date.now();
      expect(await processDueReminders()).toMatchObject({ claimed: 3, sent: 0, failed: 3 });
      for (const r of reminders) {
        const stored = await reload(r);
        expect(stored).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
        expect(stored.lastError).toMatch(/unavailable/);
        expect(Date.parse(stored.nextAttemptAt!) - failedAt).toBeGreaterThanOrEqual(29_000);
        expect(Date.parse(stored.nextAttemptAt!) - failedAt).toBeLessThan(40_000);
      }
      expect(warned()).toHaveLength(3);
      expect(warned()[0]).toMatch(/^\[reminders\] \w+ not sent \(attempt 1\), retry after .+: The mail server is unavailable/);
      expect(await processDueReminders()).toMatchObject({ claimed: 0 }); // still backed off

      revived = await startSmtpSink({ port });
      const nextTick = () => new Date(Date.now() + 60_000);
      expect(await processDueReminders({ now: nextTick })).toMatchObject({ claimed: 3, sent: 3, failed: 0 });
      expect(revived.messages).toHaveLength(3);
      for (const r of reminders) expect((await reload(r)).status).toBe("done");
    } finally {
      await closeMail();
      await revived?.close();
      useSmtp(sink.url);
    }
  });

  it("stops claiming after a batch's worth of failures in a row with the server down; the rest wait unclaimed", async () => {
    const probe = await startSmtpSink();
    await probe.close();
    useSmtp(`smtp://127.0.0.1:${probe.port}`);
    try {
      const task = await newTask();
      for (let i = 0; i < 6; i++) await seedReminder(store, task, { dueDate: minutesFromNow(-10 + i) });

      // Batch 1 (2) goes out; after the first failure batch 2 (2) is claimed; two more failures end the run.
      expect(await processDueReminders({ batchSize: 2 })).toMatchObject({ claimed: 4, sent: 0, failed: 4 });
      const stored = await collectAll((page) => store.listRemindersByTask(task.id, page));
      expect(stored.map((r) => r.attempts).sort()).toEqual([0, 0, 1, 1, 1, 1]);
    } finally {
      await closeMail();
      useSmtp(sink.url);
    }
  });

  it("a message the server rejects does not hold up the others; it stays pending and is retried later", async () => {
    const lift = sink.reject((rcpt) => rcpt === "bounce@example.com");
    try {
      const task = await newTask();
      const bad = await seedReminder(store, task, { userEmail: "bounce@example.com", dueDate: minutesFromNow(-30) });
      const good = [];
      for (let i = 0; i < 4; i++) good.push(await seedReminder(store, task, { userEmail: `ok${i}@example.com`, dueDate: minutesFromNow(-20 + i) }));

      expect(await processDueReminders()).toMatchObject({ claimed: 5, sent: 4, failed: 1 });
      expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["ok0@example.com", "ok1@example.com", "ok2@example.com", "ok3@example.com"]);
      for (const r of good) expect((await reload(r)).status).toBe("done");
      const stored = await reload(bad);
      expect(stored).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
      expect(stored.lastError).toMatch(/refused the message.*Recipient address rejected/);
      expect(warned()).toEqual([expect.stringContaining(`[reminders] ${bad.id} not sent (attempt 1)`)]);

      lift();
      expect(await processDueReminders({ now: () => new Date(Date.now() + 60_000) })).toMatchObject({ claimed: 1, sent: 1 });
      expect((await reload(bad)).status).toBe("done");
    } finally {
      lift();
    }
  });

  it("is bounded per run: batch size, reminders per run and time budget", async () => {
    const task = await newTask();
    for (let i = 0; i < 7; i++) await seedReminder(store, task, { dueDate: minutesFromNow(-10 + i) });

    expect(await processDueReminders({ maxDurationMs: 0 })).toMatchObject({ claimed: 0, sent: 0 });
    expect(await processDueReminders({ batchSize: 2, maxPerRun: 3 })).toMatchObject({ claimed: 3, sent: 3 });
    expect(await processDueReminders({ batchSize: 2 })).toMatchObject({ claimed: 4, sent: 4 });
    expect(sink.messages).toHaveLength(7);
  });

  it("does not send a reminder leased by a run that died until the lease has run out", async () => {
    const task = await newTask();
    const reminder = await seedReminder(store, task);
    const leaseUntil = minutesFromNow(10);
    await store.claimDueReminders({ now: new Date().toISOString(), limit: 10, claimToken: "crashed-run", leaseUntil });

    expect(await processDueReminders()).toMatchObject({ claimed: 0 });
    expect(sink.messages).toHaveLength(0);
    expect(await processDueReminders({ now: () => new Date(Date.parse(leaseUntil) + 1000) })).toMatchObject({ claimed: 1, sent: 1 });
    expect((await reload(reminder)).status).toBe("done");
  });
});
