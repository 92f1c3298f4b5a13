import "server-only";
import { getStore } from "@/server/store";
import { MAX_DELIVERY_LOOKUP, type PushSubscriptionRecord, type ReminderRecord, type Store } from "@/server/store/types";
import { newId } from "@/server/ids";
import { MailError, sendTaskReminder } from "@/server/mail";
import { reminderNotification, sendPush } from "@/server/push";
import { changeEvent } from "@/server/services/publisher";
import { reminderRoute, type ReminderRoute } from "@/server/services/push";
import { retryDelayMs } from "./back-off";

/**
 * The due-reminder processor (rules: docs/product.md#reminders). One run:
 * 1. claims a batch of due reminders (pending, due at or before now, not backed off) under a lease
 *    with a token of its own: the claim is one atomic statement, so two runs at once (two servers, a
 *    scheduler tick and a cron call) never hold the same reminder;
 * 2. sends each reminder by the channels its owner chose (reminderRoute in server/services/push.ts): the
 *    e-mail over the pooled SMTP transport and a push to each of their devices, a batch or two at once
 *    (the next batch is claimed as soon as the previous one is under way);
 * 3. records each channel that went out (the SMTP server accepted the message, a push service took the
 *    push) as a delivery of the reminder, and sends only the channels without one: a retry, or a run after
 *    one that died, never repeats a channel, and a failure of one channel holds up none of the others;
 *    a device whose push service answers 404 or 410 is removed and counts as done;
 * 4. marks a reminder done once every channel went out; otherwise releases it, still pending, with an
 *    exponential back-off, so one bad message never blocks the others;
 * 5. repeats until nothing is due, `maxPerRun` were claimed or `maxDurationMs` has passed, and stops
 *    early after a batch's worth of failures in a row with the mail server unavailable (the rest wait,
 *    unclaimed, for the next run).
 * The lease outlasts any send (nodemailer gives up on a dead server within 30 s, a push service after
 * PUSH_TIMEOUT_MS), so a reminder is claimed again only if its run died.
 */

export interface ProcessorOptions {
  /** The clock; tests move it forward to reach a back-off's end. */
  now?: () => Date;
  /** Reminders claimed at a time; up to twice as many are being sent at once. */
  batchSize?: number;
  /** At most this many claimed per run. */
  maxPerRun?: number;
  /** No new batch is claimed after this long. */
  maxDurationMs?: number;
  /** How long a claim holds. */
  leaseMs?: number;
}

/** What a run did. `failed` reminders stay pending and are retried after their back-off. */
export interface ProcessorReport {
  claimed: number;
  sent: number;
  failed: number;
  durationMs: number;
}

const PROCESSOR_DEFAULTS = {
  batchSize: 50,
  maxPerRun: 2000,
  maxDurationMs: 25_000,
  leaseMs: 10 * 60_000,
} as const satisfies Required<Omit<ProcessorOptions, "now">>;

type Outcome = "sent" | "rejected" | "unavailable";

export async function processDueReminders(options: ProcessorOptions = {}): Promise<ProcessorReport> {
  const { now = () => new Date(), batchSize, maxPerRun, maxDurationMs, leaseMs } = { ...PROCESSOR_DEFAULTS, ...options };
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const store = await getStore();
  const claimToken = newId();
  const report: ProcessorReport = { claimed: 0, sent: 0, failed: 0, durationMs: 0 };
  const inFlight = new Set<Promise<void>>();
  /** Each user's route, read once per run; devices found gone meanwhile are skipped. */
  const routes = new Map<string, Promise<ReminderRoute>>();
  const run: RunState = { routeOf: (userId) => getOrSet(routes, userId, () => reminderRoute(userId)), gone: new Set() };
  /** Failures in a row with the mail server unavailable; a batch's worth of them ends the run. */
  let unavailableStreak = 0;

  const settle = (outcome: Outcome) => {
    if (outcome === "sent") report.sent += 1;
    else report.failed += 1;
    unavailableStreak = outcome === "unavailable" ? unavailableStreak + 1 : 0;
  };

  while (report.claimed < maxPerRun && elapsed() < maxDurationMs && unavailableStreak < batchSize) {
    const at = now();
    const batch = await store.claimDueReminders({
      now: at.toISOString(),
      limit: Math.min(batchSize, maxPerRun - report.claimed),
      claimToken,
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
    });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    const delivered = await deliveredChannels(store, batch);
    for (const reminder of batch) {
      const sending: Promise<void> = deliver({ store, reminder, claimToken, now, run, delivered: delivered.get(reminder.id) ?? new Set() })
        .then(settle)
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    // The next batch is claimed while this one is still going out, so the mail pool never runs dry.
    while (inFlight.size >= batchSize) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);

  report.durationMs = Math.round(elapsed());
  return report;
}

/** What the reminders of one run share: each user's route, and the devices found gone during the run. */
interface RunState {
  routeOf(userId: string): Promise<ReminderRoute>;
  gone: Set<string>;
}

interface DeliverInput {
  store: Store;
  reminder: ReminderRecord;
  claimToken: string;
  now: () => Date;
  run: RunState;
  /** The channels of the reminder that went out in earlier attempts. */
  delivered: ReadonlySet<string>;
}

const EMAIL = "email";
const pushChannel = (device: PushSubscriptionRecord) => `push:${device.id}`;

/** The channels already delivered of each claimed reminder. */
async function deliveredChannels(store: Store, batch: ReminderRecord[]): Promise<Map<string, Set<string>>> {
  const delivered = new Map<string, Set<string>>();
  for (let at = 0; at < batch.length; at += MAX_DELIVERY_LOOKUP) {
    const ids = batch.slice(at, at + MAX_DELIVERY_LOOKUP).map((r) => r.id);
    for (const { reminderId, channel } of await store.listReminderDeliveries(ids)) getOrSet(delivered, reminderId, () => new Set()).add(channel);
  }
  return delivered;
}

/** Sends one claimed reminder by each channel not yet delivered and settles its lease; never throws. */
async function deliver({ store, reminder, claimToken, now, run, delivered }: DeliverInput): Promise<Outcome> {
  const failures: string[] = [];
  let mailUnavailable = false;
  let pushed = [...delivered].some((channel) => channel !== EMAIL);
  let pushWaiting = false;

  const record = (channel: string) =>
    store
      .recordReminderDelivery({ reminderId: reminder.id, channel, deliveredAt: now().toISOString() })
      .catch((error: unknown) => console.error(`[reminders] ${reminder.id}: ${channel} went out but could not be recorded; a retry repeats it`, error));

  const email = async () => {
    try {
      await sendTaskReminder({
        userEmail: reminder.userEmail,
        userName: reminder.userName,
        taskTitle: reminder.taskTitle,
        reminderText: reminder.text,
        remindAt: new Date(reminder.dueDate),
        taskDueDate: await taskDueDate(store, reminder),
        timeZone: reminder.timeZone,
      });
    } catch (error) {
      mailUnavailable = !(error instanceof MailError && error.kind === "rejected");
      failures.push(error instanceof Error ? error.message : String(error));
      return;
    }
    await record(EMAIL);
  };

  const push = async (device: PushSubscriptionRecord) => {
    const outcome = await sendPush(device, reminderNotification(reminder), { topic: reminder.id });
    if (outcome.status === "sent") {
      pushed = true;
      await record(pushChannel(device));
    } else if (outcome.status === "gone") {
      run.gone.add(device.id);
      console.warn(`[reminders] ${reminder.id}: device ${device.id} removed: ${outcome.reason}`);
      await store.deletePushSubscription({ id: device.id, userId: device.userId }).catch((error: unknown) => console.error(`[reminders] could not remove device ${device.id}`, error));
    } else {
      pushWaiting = true;
      failures.push(outcome.reason);
    }
  };

  try {
    const route = await run.routeOf(reminder.userId);
    const sending = route.devices.filter((device) => !run.gone.has(device.id) && !delivered.has(pushChannel(device))).map(push);
    if (route.email === "always" && !delivered.has(EMAIL)) sending.push(email());
    await Promise.all(sending);
    // Push alone: the e-mail still goes when no device was reached and none waits for a retry.
    if (route.email === "unless-pushed" && !delivered.has(EMAIL) && !pushed && !pushWaiting) await email();
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  }

  if (failures.length > 0) {
    const message = failures.join("; ");
    const retryAt = new Date(now().getTime() + retryDelayMs(reminder.attempts));
    console.warn(`[reminders] ${reminder.id} not sent (attempt ${reminder.attempts + 1}), retry after ${retryAt.toISOString()}: ${message}`);
    await store
      .releaseReminder({ id: reminder.id, claimToken, error: message.slice(0, 500), nextAttemptAt: retryAt.toISOString() })
      .catch((releaseError: unknown) => console.error(`[reminders] could not release ${reminder.id}; its lease will expire`, releaseError));
    return mailUnavailable ? "unavailable" : "rejected";
  }
  try {
    const sentAt = now().toISOString();
    // The owner's reminders badge shows it as sent at once: the change event is stored with the mark.
    const marked = await store.markReminderSent({ id: reminder.id, claimToken, sentAt }, changeEvent.reminderSent(reminder));
    if (!marked) console.warn(`[reminders] ${reminder.id} was sent but its lease was gone when marking it done`);
    else await store.clearReminderDeliveries(reminder.id);
  } catch (error) {
    console.error(`[reminders] ${reminder.id} was sent but could not be marked done`, error);
  }
  return "sent";
}

function getOrSet<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The due date of the reminder's task, for the e-mail's "Due" line; none when it has none or cannot be read (the reminder still goes). */
async function taskDueDate(store: Store, reminder: ReminderRecord): Promise<Date | null> {
  const task = await store.getTask(reminder.taskId).catch((error: unknown) => {
    console.warn(`[reminders] ${reminder.id}: its task could not be read for the e-mail's due date`, error);
    return null;
  });
  return task?.dueDate ? new Date(task.dueDate) : null;
}
