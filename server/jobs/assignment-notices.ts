import "server-only";
import { accounts } from "@/server/auth";
import { newId } from "@/server/ids";
import { sendTaskAssigned } from "@/server/mail";
import { assignedNotification, sendPush } from "@/server/push";
import { reminderRoute } from "@/server/services/push";
import { getStore } from "@/server/store";
import type { AssignmentNoticeRecord, AssignmentNoticeStore, Store, TaskRecord } from "@/server/store/types";
import { ASSIGNMENT_NOTICE_LEASE_MS, ASSIGNMENT_NOTICE_MAX_ATTEMPTS } from "@/lib/constants/assignment";
import { retryDelayMs } from "./back-off";

/**
 * The assignment-notice job (rules: docs/product.md#assignees). The notice is stored in the assignment's
 * own transaction; the process that made the write runs this for it right after the commit (`id`), and
 * the background job runner (the reminder scheduler, GET /api/cron/reminders) sends whatever is left:
 * a notice whose writer died before sending, or whose send failed. One run claims pending notices under
 * a lease (two runs never hold the same one), sends each channel not yet recorded as sent (the e-mail,
 * a push to each of the assignee's devices) and records it, then marks the notice done; on a failure it
 * releases the notice with an exponential back-off, and gives it up after ASSIGNMENT_NOTICE_MAX_ATTEMPTS.
 * A notice whose task is gone, or no longer assigned to its assignee, sends nothing.
 */

export interface NoticeRunOptions {
  /** Only this notice (the writer's own, right after its commit). */
  id?: string;
  /** The clock; tests move it forward to reach a back-off's end. */
  now?: () => Date;
  limit?: number;
}

/** What a run did: `skipped` notices had nothing to send (their task gone or assigned to someone else). */
export interface NoticeRunReport {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
}

export async function processAssignmentNotices({ id, now = () => new Date(), limit = 50 }: NoticeRunOptions = {}): Promise<NoticeRunReport> {
  const store = await getStore();
  const notices = store.assignmentNotices;
  const report: NoticeRunReport = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
  const claimToken = newId();
  const at = now();
  const batch = await notices.claimAssignmentNotices({
    now: at.toISOString(),
    limit,
    claimToken,
    leaseUntil: new Date(at.getTime() + ASSIGNMENT_NOTICE_LEASE_MS).toISOString(),
    ...(id !== undefined && { id }),
  });
  report.claimed = batch.length;
  for (const notice of batch) report[await deliver(store, notices, notice, claimToken, now)] += 1;
  return report;
}

/** Sends one claimed notice by each channel not yet sent and settles its lease; never throws. */
async function deliver(store: Store, notices: AssignmentNoticeStore, notice: AssignmentNoticeRecord, claimToken: string, now: () => Date): Promise<"sent" | "skipped" | "failed"> {
  const settle = (status: "done" | "failed", error?: string) =>
    notices.finishAssignmentNotice({ id: notice.id, claimToken, status, ...(error !== undefined && { error }) }).catch((settleError: unknown) => {
      console.error(`[assignees] notice ${notice.id} could not be marked ${status}; its lease will expire`, settleError);
    });
  let failures: string[];
  try {
    const task = await store.getTask(notice.taskId);
    // Deleted, or assigned to someone else (or nobody) since: the notice is moot.
    if (!task || task.assignee !== notice.assignee) {
      await settle("done");
      return "skipped";
    }
    failures = await sendChannels(store, {
      task,
      assignee: notice.assignee,
      assignedByName: notice.assignedByName,
      delivered: notice.delivered,
      sent: (channel) =>
        notices.recordNoticeDelivery({ id: notice.id, claimToken, channel }).catch((error: unknown) => console.error(`[assignees] notice ${notice.id}: ${channel} went out but could not be recorded; a retry repeats it`, error)),
    });
  } catch (error) {
    failures = [error instanceof Error ? error.message : String(error)];
  }
  if (failures.length === 0) {
    await settle("done");
    return "sent";
  }
  const message = failures.join("; ").slice(0, 500);
  if (notice.attempts + 1 >= ASSIGNMENT_NOTICE_MAX_ATTEMPTS) {
    console.error(`[assignees] notice ${notice.id} given up after ${notice.attempts + 1} attempts: ${message}`);
    await settle("failed", message);
    return "failed";
  }
  const retryAt = new Date(now().getTime() + retryDelayMs(notice.attempts));
  console.warn(`[assignees] notice ${notice.id} not sent (attempt ${notice.attempts + 1}), retry after ${retryAt.toISOString()}: ${message}`);
  await notices
    .releaseAssignmentNotice({ id: notice.id, claimToken, error: message, nextAttemptAt: retryAt.toISOString() })
    .catch((error: unknown) => console.error(`[assignees] could not release notice ${notice.id}; its lease will expire`, error));
  return "failed";
}

interface ChannelsInput {
  task: TaskRecord;
  assignee: string;
  assignedByName: string;
  /** The channels sent before ("email", "push:<device id>"): not sent again. */
  delivered: readonly string[];
  /** Told of each channel that went out. */
  sent: (channel: string) => Promise<void>;
}

const EMAIL = "email";
const pushChannel = (deviceId: string) => `push:${deviceId}`;

/**
 * Tells the assignee of the task: one e-mail ('Assigned to you: <task>', every value escaped) and a push on
 * each device their reminders use. The reasons of the channels that failed; none when all went out (a
 * device gone counts as done).
 */
async function sendChannels(store: Store, { task, assignee, assignedByName, delivered, sent }: ChannelsInput): Promise<string[]> {
  const failures: string[] = [];
  const [workspace, account] = await Promise.all([store.getWorkspace(task.workspaceId), accounts().findAccountByEmail(assignee)]);
  if (!delivered.includes(EMAIL)) {
    try {
      await sendTaskAssigned({
        to: assignee,
        recipientName: account?.name ?? "",
        assignerName: assignedByName,
        taskTitle: task.title,
        workspaceName: workspace?.name ?? "",
        workspaceIcon: workspace?.icon ?? "",
      });
      await sent(EMAIL);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (!account) return failures;
  const { devices } = await reminderRoute(account.id);
  await Promise.all(
    devices
      .filter((device) => !delivered.includes(pushChannel(device.id)))
      .map(async (device) => {
        const outcome = await sendPush(device, assignedNotification(task, assignedByName));
        if (outcome.status === "sent") await sent(pushChannel(device.id));
        else if (outcome.status !== "gone") failures.push(outcome.reason);
      }),
  );
  return failures;
}
