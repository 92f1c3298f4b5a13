import "server-only";
import { getStore } from "@/server/store";
import type { ReminderRecord, Store } from "@/server/store/types";
import { newId } from "@/server/ids";
import { MailError, sendTaskReminder } from "@/server/mail";
import { changeEvent } from "@/server/services/publisher";
import { retryDelayMs } from "./back-off";

/**
 * The due-reminder processor (rules: docs/product.md#reminders). One run:
 * 1. claims a batch of due reminders (pending, due at or before now, not backed off) under a lease
 *    with a token of its own: the claim is one atomic statement, so two runs at once (two servers, a
 *    scheduler tick and a cron call) never hold the same reminder;
 * 2. sends each reminder's e-mail over the pooled SMTP transport, a batch or two at once (the next batch
 *    is claimed as soon as the previous one is under way);
 * 3. marks a reminder done only after the SMTP server accepted its message; on failure releases it,
 *    still pending, with an exponential back-off, so one bad message never blocks the others;
 * 4. repeats until nothing is due, `maxPerRun` were claimed or `maxDurationMs` has passed, and stops
 *    early after a batch's worth of failures in a row with the mail server unavailable (the rest wait,
 *    unclaimed, for the next run).
 * The lease outlasts any send (nodemailer gives up on a dead server within 30 s), so a reminder is
 * claimed again only if its run died.
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
    for (const reminder of batch) {
      const sending: Promise<void> = deliver({ store, reminder, claimToken, now })
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

interface DeliverInput {
  store: Store;
  reminder: ReminderRecord;
  claimToken: string;
  now: () => Date;
}

/** Sends one claimed reminder and settles its lease; never throws. */
async function deliver({ store, reminder, claimToken, now }: DeliverInput): Promise<Outcome> {
  try {
    await sendTaskReminder({
      userEmail: reminder.userEmail,
      userName: reminder.userName,
      taskTitle: reminder.taskTitle,
      reminderText: reminder.text,
      dueDate: new Date(reminder.dueDate),
      timeZone: reminder.timeZone,
    });
  } catch (error) {
    const outcome: Outcome = error instanceof MailError && error.kind === "rejected" ? "rejected" : "unavailable";
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(now().getTime() + retryDelayMs(reminder.attempts));
    console.warn(`[reminders] ${reminder.id} not sent (attempt ${reminder.attempts + 1}), retry after ${retryAt.toISOString()}: ${message}`);
    await store
      .releaseReminder({ id: reminder.id, claimToken, error: message.slice(0, 500), nextAttemptAt: retryAt.toISOString() })
      .catch((releaseError: unknown) => console.error(`[reminders] could not release ${reminder.id}; its lease will expire`, releaseError));
    return outcome;
  }
  try {
    const sentAt = now().toISOString();
    // The owner's reminders badge shows it as sent at once: the change event is stored with the mark.
    const marked = await store.markReminderSent({ id: reminder.id, claimToken, sentAt }, changeEvent.reminderSent(reminder));
    if (!marked) console.warn(`[reminders] ${reminder.id} was sent but its lease was gone when marking it done`);
  } catch (error) {
    console.error(`[reminders] ${reminder.id} was sent but could not be marked done`, error);
  }
  return "sent";
}
