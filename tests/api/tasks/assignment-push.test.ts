import { PATCH } from "@/app/api/tasks/[taskId]/route";
import { POST } from "@/app/api/tasks/route";
import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import { closeMail } from "@/server/mail";
import { subscriptionId } from "@/server/push";
import { pushPublicKey } from "@/server/services/push";
import { getStore } from "@/server/store";
import type { Task } from "@/lib/schemas/task";
import { PUSH_DEVICES_PER_USER_MAX } from "@/lib/constants/push";
import { assignmentCopy } from "@/lib/copy/assignment";
import { taskLink } from "@/lib/push/payload";
import { useTempDatabase } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { startPushService, type PushService, type TestSubscription } from "@/tests/support/push-service";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";
import { apiRequest, params } from "@/tests/support/requests";
import type { TestUser } from "@/tests/support/users";
import type { WorkspaceRecord } from "@/server/store/types";
import { teamCallers } from "./support";

/**
 * The notice to a new assignee by push as well as e-mail (docs/product.md#assignees), against a real SMTP
 * sink and a real Web Push service on loopback: each channel goes out once; a push that fails is retried
 * by the notice job without the e-mail going again.
 */

useTempDatabase();
let sink: SmtpSink;
let service: PushService;
let restoreEnv: () => void;
let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  sink = await startSmtpSink();
  service = await startPushService();
  restoreEnv = setEnv({ APP_URL: "http://localhost:3000", SMTP_URL: sink.url, PUSH_SERVICE_ORIGINS: service.origin, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
  ({ owner, member, team } = await teamCallers());
});
afterAll(async () => {
  await closeMail();
  await sink.close();
  await service.close();
  restoreEnv();
});
afterEach(() => {
  sink.clear();
  service.clear();
});

async function device(userId: string): Promise<TestSubscription> {
  const subscription = service.subscribe({ applicationServerKey: (await pushPublicKey()).publicKey });
  const { endpoint, keys } = subscription;
  await (await getStore()).savePushSubscription({ id: subscriptionId(endpoint), userId, endpoint, ...keys, createdAt: new Date().toISOString() }, { keep: PUSH_DEVICES_PER_USER_MAX });
  return subscription;
}

const assign = async (title: string) => {
  const task = ((await (await POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title, workspaceId: team.id } }), params({}))).json()) as { data: Task }).data;
  const response = await PATCH(apiRequest("PATCH", `/api/tasks/${task.id}`, { caller: owner, body: { assignee: member.account.email } }), params({ taskId: task.id }));
  expect(response.status).toBe(200);
  return task;
};

it("pushes to each of the assignee's devices and e-mails them, once", async () => {
  const phone = await device(member.account.id);
  const task = await assign("Book <the> venue");
  expect(sink.messages.map((m) => m.subject)).toEqual([assignmentCopy.assignedSubject("Book <the> venue")]);
  expect(service.messagesFor(phone)).toEqual([
    { title: assignmentCopy.assignedSubject("Book <the> venue"), body: assignmentCopy.assignedBy("Olivia"), url: taskLink({ workspaceId: team.id, taskId: task.id }), tag: `assigned-${task.id}` },
  ]);
  expect(await processAssignmentNotices({ now: () => new Date(Date.now() + 86_400_000) })).toMatchObject({ claimed: 0 });
  expect(service.received).toHaveLength(1);
});

it("a push that fails is retried by the job after the back-off, and the e-mail that went out is not sent again", async () => {
  const tablet = await device(member.account.id);
  const lift = service.answer(tablet, 500);
  const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
  try {
    await assign("Order the cake");
    expect(sink.messages).toHaveLength(1);
  } finally {
    lift();
    warnings.mockRestore();
  }
  service.clear();
  expect(await processAssignmentNotices({ now: () => new Date(Date.now() + 60_000) })).toEqual({ claimed: 1, sent: 1, skipped: 0, failed: 0 });
  // Only the device that failed: the other device's push and the e-mail were recorded as sent.
  expect(service.received).toHaveLength(1);
  expect(service.messagesFor(tablet)).toEqual([expect.objectContaining({ title: assignmentCopy.assignedSubject("Order the cake") })]);
  expect(sink.messages).toHaveLength(1);
});
