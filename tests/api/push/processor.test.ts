import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { processDueReminders, type ProcessorReport } from "@/server/jobs/reminder-processor";
import { closeMail } from "@/server/mail";
import { pushPublicKey } from "@/server/services/push";
import { subscriptionId } from "@/server/push";
import type { ReminderRecord, Store, TaskRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import { taskLink } from "@/lib/push/payload";
import { pushCopy } from "@/lib/copy/push";
import { PUSH_DEVICES_PER_USER_MAX } from "@/lib/constants/push";
import { seedReminder, seedTask } from "@/tests/api/reminders/support/seed";
import { useTempDatabase } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { startPushService, type PushService, type TestSubscription } from "@/tests/support/push-service";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";

/**
 * The due-reminder processor's two channels (docs/product.md#reminders), against a real SMTP sink and a
 * real Web Push service on loopback: each channel of a reminder goes out exactly once — with two
 * processes at once, and after a run that died between the e-mail and the push — a failure of one channel
 * neither blocks nor repeats the other, and a device the push service answers 404 or 410 for is removed.
 */

const db = useTempDatabase();
let store: Store;
let sink: SmtpSink;
let service: PushService;
let restoreEnv: () => void;

beforeAll(async () => {
  sink = await startSmtpSink();
  service = await startPushService();
  restoreEnv = setEnv({ APP_URL: "http://localhost:3000", SMTP_URL: sink.url, PUSH_SERVICE_ORIGINS: service.origin, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
  store = await db.store();
});
afterAll(async () => {
  await closeMail();
  await sink.close();
  await service.close();
  restoreEnv();
});

const workspaces: string[] = [];
const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
afterAll(() => warnings.mockRestore());
afterEach(async () => {
  for (const id of workspaces.splice(0)) await store.deleteWorkspace(id);
  sink.clear();
  service.clear();
  warnings.mockClear();
});

async function newTask(title = "Water the plants"): Promise<TaskRecord> {
  const { workspace, task } = await seedTask(store, title);
  workspaces.push(workspace.id);
  return task;
}

/** A device of the user on the loopback service, saved as POST /api/push/subscriptions would. */
async function device(userId: string): Promise<TestSubscription> {
  const subscription = service.subscribe({ applicationServerKey: (await pushPublicKey()).publicKey });
  const { endpoint, keys } = subscription;
  await store.savePushSubscription({ id: subscriptionId(endpoint), userId, endpoint, ...keys, createdAt: new Date().toISOString() }, { keep: PUSH_DEVICES_PER_USER_MAX });
  return subscription;
}

const reload = async (r: ReminderRecord) => (await store.getReminder(r.id))!;
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
const devicesOf = async (userId: string) => (await store.listPushSubscriptions(userId, { limit: 100 })).items.map((d) => d.endpoint);

describe("processDueReminders: e-mail and push", () => {
  it("by default sends the e-mail and a push to each device (the task's title, the reminder's text, a link to the task), once", async () => {
    const task = await newTask("Pay <rent>");
    const reminder = await seedReminder(store, task, { text: "Before the 1st", userEmail: "ada@example.com" });
    const [phone, laptop] = [await device(task.userId), await device(task.userId)];

    expect(await processDueReminders()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.to)).toEqual([["ada@example.com"]]);
    const notification = { title: pushCopy.reminderTitle("Pay <rent>"), body: "Before the 1st", url: taskLink({ workspaceId: task.workspaceId, taskId: task.id }), tag: `reminder-${reminder.id}` };
    expect(service.messagesFor(phone)).toEqual([notification]);
    expect(service.messagesFor(laptop)).toEqual([notification]);
    expect(notification.url).toBe(`/todo?workspace=${task.workspaceId}&task=${task.id}`);
    expect(service.received.map((p) => p.topic)).toEqual([reminder.id, reminder.id]);
    expect(service.refused).toEqual([]);
    expect(await reload(reminder)).toMatchObject({ status: "done", attempts: 0 });
    expect(await store.listReminderDeliveries([reminder.id])).toEqual([]); // forgotten once done

    expect(await processDueReminders({ now: later(60) })).toMatchObject({ claimed: 0 });
    expect(sink.messages).toHaveLength(1);
    expect(service.received).toHaveLength(2);
  });

  it("follows the user's channels: e-mail alone, push alone, and push alone with no device still e-mails", async () => {
    const task = await newTask();
    const withDevice = newId();
    const withoutDevice = newId();
    const mine = await device(withDevice);
    await store.setReminderChannels({ userId: withDevice, channels: "email", now: new Date().toISOString() });
    await seedReminder(store, task, { userId: withDevice, userEmail: "email-only@example.com" });
    expect(await processDueReminders()).toMatchObject({ sent: 1 });
    expect(sink.messages.map((m) => m.to[0])).toEqual(["email-only@example.com"]);
    expect(service.received).toEqual([]);

    sink.clear();
    await store.setReminderChannels({ userId: withDevice, channels: "push", now: new Date().toISOString() });
    await store.setReminderChannels({ userId: withoutDevice, channels: "push", now: new Date().toISOString() });
    await seedReminder(store, task, { userId: withDevice, userEmail: "push-only@example.com", text: "pushed" });
    await seedReminder(store, task, { userId: withoutDevice, userEmail: "no-device@example.com" });
    expect(await processDueReminders()).toMatchObject({ claimed: 2, sent: 2 });
    expect(sink.messages.map((m) => m.to[0])).toEqual(["no-device@example.com"]);
    expect(service.messagesFor(mine)).toEqual([expect.objectContaining({ body: "pushed" })]);
  });

  it.each([404, 410])("removes a device its push service answers %i for; the others and the e-mail go out and the reminder is done", async (status) => {
    const task = await newTask();
    const reminder = await seedReminder(store, task);
    const [gone, kept] = [await device(task.userId), await device(task.userId)];
    service.answer(gone, status);

    expect(await processDueReminders()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(await devicesOf(task.userId)).toEqual([kept.endpoint]);
    expect(service.messagesFor(kept)).toHaveLength(1);
    expect(sink.messages).toHaveLength(1);
    expect((await reload(reminder)).status).toBe("done");
    expect(warnings.mock.calls.map(String)).toEqual([expect.stringContaining(`answered ${status}`)]);
  });

  it("a failing push service holds up neither the e-mail nor the other devices; the retry sends only the push that failed", async () => {
    const task = await newTask();
    const reminder = await seedReminder(store, task);
    const [failing, fine] = [await device(task.userId), await device(task.userId)];
    const undo = service.answer(failing, 503);

    expect(await processDueReminders()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(service.messagesFor(fine)).toHaveLength(1);
    const stored = await reload(reminder);
    expect(stored).toMatchObject({ status: "pending", attempts: 1 });
    expect(stored.lastError).toMatch(/answered 503/);
    expect(await devicesOf(task.userId)).toHaveLength(2); // kept: only 404 and 410 remove

    undo();
    expect(await processDueReminders({ now: later(60) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(service.messagesFor(fine)).toHaveLength(1);
    expect(service.messagesFor(failing)).toHaveLength(1);
    expect((await reload(reminder)).status).toBe("done");
  });

  it("a refused e-mail does not hold up the push; the retry sends only the e-mail", async () => {
    const task = await newTask();
    const reminder = await seedReminder(store, task, { userEmail: "bounce@example.com" });
    const phone = await device(task.userId);
    const lift = sink.reject((rcpt) => rcpt === "bounce@example.com");
    try {
      expect(await processDueReminders()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
      expect(service.messagesFor(phone)).toHaveLength(1);
      expect(sink.messages).toHaveLength(0);
    } finally {
      lift();
    }
    expect(await processDueReminders({ now: later(60) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(service.messagesFor(phone)).toHaveLength(1);
    expect((await reload(reminder)).status).toBe("done");
  });
});

describe("exactly once across processes", () => {
  /** A second server: tests/api/reminders/support/processor-worker.ts on the same database, SMTP sink and push service. */
  async function secondProcessor(): Promise<{ child: ChildProcess; go: () => Promise<ProcessorReport>; exited: Promise<unknown> }> {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/reminders/support/processor-worker.ts"], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = once(child, "exit");
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("ready");
    return {
      child,
      exited,
      go: async () => {
        child.stdin!.write("go\n");
        return JSON.parse(String((await lines.next()).value)) as ProcessorReport;
      },
    };
  }

  it("two processors at once over 300 due reminders send each e-mail and each push exactly once", async () => {
    const task = await newTask();
    const devices = new Map<string, TestSubscription>();
    for (let i = 0; i < 300; i++) {
      const userId = newId();
      devices.set(userId, await device(userId));
      await seedReminder(store, task, { userId, text: `Reminder ${i}`, userEmail: `user${i}@example.com`, dueDate: new Date(Date.now() - 60_000 * (1 + (i % 7))).toISOString() });
    }
    const other = await secondProcessor();
    const [here, there] = await Promise.all([processDueReminders({ batchSize: 20 }), other.go()]);
    await other.exited;

    expect(here.sent).toBeGreaterThan(0); // both really took part
    expect(there.sent).toBeGreaterThan(0);
    expect(here.sent + there.sent).toBe(300);
    expect(here.failed + there.failed).toBe(0);
    await sink.waitFor(300, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    expect(sink.messages).toHaveLength(300);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(300);
    expect(service.received).toHaveLength(300);
    expect(service.refused).toEqual([]);
    for (const subscription of devices.values()) expect(service.messagesFor(subscription)).toHaveLength(1);
  }, 120_000);

  it("a run that dies after the e-mail went out, before the push did: the rerun (once its lease ran out) sends only the push", async () => {
    const task = await newTask();
    const reminder = await seedReminder(store, task, { text: "Call the bank" });
    const phone = await device(task.userId);
    const undo = service.answer(phone, "hang"); // the push waits for an answer that never comes

    const doomed = await secondProcessor();
    void doomed.go().catch(() => {});
    await sink.waitFor(1, 10_000);
    await service.waitForHeld(phone);
    for (let i = 0; (await store.listReminderDeliveries([reminder.id])).length === 0; i++) {
      if (i > 100) throw new Error("the e-mail was never recorded as delivered");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    undo();

    expect(await store.listReminderDeliveries([reminder.id])).toEqual([expect.objectContaining({ channel: "email" })]);
    expect(await processDueReminders()).toMatchObject({ claimed: 0 }); // still leased by the dead run
    expect(await processDueReminders({ now: later(11) })).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(sink.messages).toHaveLength(1);
    expect(service.messagesFor(phone)).toEqual([expect.objectContaining({ body: "Call the bank" })]);
    expect((await reload(reminder)).status).toBe("done");
  }, 60_000);
});
