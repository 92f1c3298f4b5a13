import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { GET, POST } from "@/app/api/tasks/route";
import { DELETE, PATCH } from "@/app/api/tasks/[taskId]/route";
import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import { RETRY_BASE_MS } from "@/server/jobs/back-off";
import { DELETE as removeMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import { POST as leaveRoute } from "@/app/api/workspaces/[workspaceId]/leave/route";
import { createApiToken } from "@/server/services/tokens";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Task } from "@/lib/schemas/task";
import { ASSIGNMENT_NOTICE_MAX_ATTEMPTS } from "@/lib/constants/assignment";
import { assignmentCopy } from "@/lib/copy/assignment";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type AnyTestUser, type TestUser } from "@/tests/support/users";
import { read, teamCallers, workspaceOf } from "./support";

/** Assignees through the API (docs/product.md#assignees): who may set them, to whom, and the one e-mail an assignment sends. */

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

const env = useApiEnvironment();
const sink = () => env.sink();

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

const emailOf = (user: AnyTestUser) => user.account.email.toLowerCase();
const create = async (caller: AnyTestUser, body: unknown) => read(await POST(apiRequest("POST", "/api/tasks", { caller, body }), params({})));
const patch = async (caller: AnyTestUser | null, taskId: string, body: unknown, headers?: Record<string, string>) =>
  read(await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller, body, headers, origin: headers ? null : undefined }), params({ taskId })));
const list = async (caller: AnyTestUser, workspaceId: string) => read<Task[]>(await GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller }), params({})));
const newTask = async (title = "Book the venue") => (await create(owner, { title, workspaceId: team.id })).body.data;
/** Lets a notice that should not come have the time to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("setting and clearing the assignee", () => {
  it("the owner assigns a member (any casing), the member sees it in the list, and null clears it", async () => {
    const task = await newTask();
    const assigned = await patch(owner, task.id, { assignee: member.account.email.toUpperCase() });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assignee).toBe(emailOf(member));
    expect((await list(member, team.id)).body.data.find((t) => t.id === task.id)?.assignee).toBe(emailOf(member));
    const cleared = await patch(member, task.id, { assignee: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty("assignee");
  });

  it("creates a task with an assignee; the owner may be one", async () => {
    const created = await create(member, { title: "Send the invites", workspaceId: team.id, assignee: owner.account.email });
    expect(created.status).toBe(201);
    expect(created.body.data.assignee).toBe(emailOf(owner));
  });

  it.each([
    ["a stranger's e-mail", () => stranger.account.email],
    ["an unknown address", () => "nobody@example.com"],
  ])("400 '%s' is not assignable, on create and update, and nothing changes", async (_name, email) => {
    const task = await newTask();
    const updated = await patch(owner, task.id, { assignee: email(), title: "Changed" });
    expect(updated).toMatchObject({ status: 400, body: { error: { code: "bad_request", message: assignmentCopy.notAssignable } } });
    expect((await list(owner, team.id)).body.data.find((t) => t.id === task.id)).toEqual(task);
    const created = await create(owner, { title: "Nope", workspaceId: team.id, assignee: email() });
    expect(created).toMatchObject({ status: 400, body: { error: { message: assignmentCopy.notAssignable } } });
  });

  it.each([["not an e-mail"], [42], [""]])("400 'The assignee must be an e-mail address…' for %p", async (assignee) => {
    const task = await newTask();
    expect(await patch(owner, task.id, { assignee })).toMatchObject({ status: 400, body: { error: { message: assignmentCopy.assigneeInvalid } } });
  });

  it("404 for a stranger, 403 for an unverified account, 401 anonymous, 403 with a read-only token (a read+write one may)", async () => {
    const task = await newTask();
    expect((await patch(stranger, task.id, { assignee: stranger.account.email })).status).toBe(404);
    expect((await patch(unverified, task.id, { assignee: null })).status).toBe(403);
    expect((await patch(null, task.id, { assignee: null })).status).toBe(401);
    const { secret } = await createApiToken({ user: owner.account, token: { name: "script", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await patch(null, task.id, { assignee: member.account.email }, { authorization: `Bearer ${secret}` })).status).toBe(403);
    const rw = await createApiToken({ user: owner.account, token: { name: "script", scope: "read_write", expiresInDays: null, timeZone: null } });
    expect((await patch(null, task.id, { assignee: member.account.email }, { authorization: `Bearer ${rw.secret}` })).status).toBe(200);
  });

  it("compares `expected.assignee` like the other fields: 409 with the task when it changed meanwhile", async () => {
    const task = await newTask();
    await patch(owner, task.id, { assignee: member.account.email });
    const stale = await patch(owner, task.id, { assignee: owner.account.email, expected: { assignee: null } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "conflict", fields: ["assignee"], task: { assignee: emailOf(member) } });
    expect((await patch(owner, task.id, { assignee: owner.account.email, expected: { assignee: emailOf(member) } })).status).toBe(200);
  });

  it("removing a member, or the member leaving, unassigns their tasks in that workspace only", async () => {
    const [ada, bo] = [await signedIn("Ada"), await signedIn("Bo")];
    const ws = await workspaceOf(ada, [bo]);
    const other = await workspaceOf(ada, [bo]);
    const mine = (await create(ada, { title: "Here", workspaceId: ws.id, assignee: bo.account.email })).body.data;
    const elsewhere = (await create(ada, { title: "There", workspaceId: other.id, assignee: bo.account.email })).body.data;
    const removed = await removeMemberRoute(apiRequest("DELETE", `/api/workspaces/${ws.id}/members/${bo.account.email}`, { caller: ada }), params({ workspaceId: ws.id, email: bo.account.email }));
    expect(removed.status).toBe(200);
    expect((await list(ada, ws.id)).body.data.find((t) => t.id === mine.id)).not.toHaveProperty("assignee");
    expect((await list(ada, other.id)).body.data.find((t) => t.id === elsewhere.id)?.assignee).toBe(emailOf(bo));
    const left = await leaveRoute(apiRequest("POST", `/api/workspaces/${other.id}/leave`, { caller: bo }), params({ workspaceId: other.id }));
    expect(left.status).toBe(200);
    expect((await list(ada, other.id)).body.data.find((t) => t.id === elsewhere.id)).not.toHaveProperty("assignee");
  });
});

describe("the assignment e-mail", () => {
  it("goes to the new assignee once, HTML-escaped; the same assignee saved again sends nothing, another one gets theirs", async () => {
    const task = await newTask('<b>Venue</b> & "catering"');
    await patch(owner, task.id, { assignee: member.account.email });
    const [mail] = await sink().waitFor(1);
    expect(mail.to).toEqual([emailOf(member)]);
    expect(mail.subject).toBe(assignmentCopy.assignedSubject('<b>Venue</b> & "catering"'));
    expect(mail.html).toContain("&lt;b&gt;Venue&lt;/b&gt; &amp; &quot;catering&quot;");
    expect(mail.html).not.toContain("<b>Venue</b>");
    expect(mail.text).toContain(assignmentCopy.assignedBy("Olivia"));

    await patch(owner, task.id, { assignee: member.account.email });
    await patch(member, task.id, { title: "Venue", assignee: member.account.email.toUpperCase() });
    await settle();
    expect(sink().messages).toHaveLength(1);

    await patch(member, task.id, { assignee: owner.account.email });
    await sink().waitFor(2);
    expect(sink().messages[1].to).toEqual([emailOf(owner)]);
  });

  it("assigning oneself sends nothing, nor does clearing, nor a refused assignment", async () => {
    const task = await newTask();
    await patch(owner, task.id, { assignee: owner.account.email });
    await create(member, { title: "Mine", workspaceId: team.id, assignee: member.account.email });
    await patch(owner, task.id, { assignee: null });
    await patch(owner, task.id, { assignee: stranger.account.email });
    await settle();
    expect(sink().messages).toEqual([]);
  });

  it("a task created with someone else as assignee tells them once", async () => {
    await create(member, { title: "Order the cake", workspaceId: team.id, assignee: owner.account.email });
    const [mail] = await sink().waitFor(1);
    expect(mail.to).toEqual([emailOf(owner)]);
    await settle();
    expect(sink().messages).toHaveLength(1);
  });

  it("of four concurrent saves of one assignee, exactly one sends the e-mail", async () => {
    for (let round = 0; round < 3; round++) {
      sink().clear();
      const task = await newTask(`Race ${round}`);
      const answers = await Promise.all(Array.from({ length: 4 }, () => patch(owner, task.id, { assignee: member.account.email })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      await sink().waitFor(1);
      await settle();
      expect(sink().messages.filter((m) => m.subject === assignmentCopy.assignedSubject(`Race ${round}`))).toHaveLength(1);
    }
  });

  it("a mail server that refuses does not undo the assignment; the notice job sends it once the back-off has passed", async () => {
    const subject = assignmentCopy.assignedSubject("Refused at first");
    const lift = sink().reject(() => true);
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const task = await newTask("Refused at first");
      const assigned = await patch(owner, task.id, { assignee: member.account.email });
      expect(assigned.status).toBe(200);
      expect(assigned.body.data.assignee).toBe(emailOf(member));
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining("not sent (attempt 1)"));
    } finally {
      lift();
      warnings.mockRestore();
    }
    expect(await processAssignmentNotices()).toMatchObject({ claimed: 0 });
    const later = () => new Date(Date.now() + RETRY_BASE_MS + 1_000);
    expect(await processAssignmentNotices({ now: later })).toEqual({ claimed: 1, sent: 1, skipped: 0, failed: 0 });
    expect(sink().messages.filter((m) => m.subject === subject).map((m) => m.to)).toEqual([[emailOf(member)]]);
    expect(await processAssignmentNotices({ now: later })).toMatchObject({ claimed: 0 });
  });

  it(`gives a notice up after ${ASSIGNMENT_NOTICE_MAX_ATTEMPTS} refused attempts`, async () => {
    const lift = sink().reject(() => true);
    const logs = [jest.spyOn(console, "warn").mockImplementation(() => {}), jest.spyOn(console, "error").mockImplementation(() => {})];
    try {
      await patch(owner, (await newTask("Never accepted")).id, { assignee: member.account.email });
      let hours = 0;
      const runs = [];
      for (let attempt = 2; attempt <= ASSIGNMENT_NOTICE_MAX_ATTEMPTS + 1; attempt++) runs.push(await processAssignmentNotices({ now: () => new Date(Date.now() + (hours += 2) * 3_600_000) }));
      expect(runs.map((run) => run.failed)).toEqual([...Array(ASSIGNMENT_NOTICE_MAX_ATTEMPTS - 1).fill(1), 0]);
      expect(logs[1]).toHaveBeenCalledWith(expect.stringContaining(`given up after ${ASSIGNMENT_NOTICE_MAX_ATTEMPTS} attempts`));
    } finally {
      lift();
      for (const log of logs) log.mockRestore();
    }
    expect(sink().messages).toEqual([]);
  });

  it("a task deleted, or assigned to someone else, before its notice went out sends nothing", async () => {
    const lift = sink().reject(() => true);
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
    const [gone, moved] = [await newTask("Deleted meanwhile"), await newTask("Reassigned meanwhile")];
    try {
      await patch(owner, gone.id, { assignee: member.account.email });
      await patch(owner, moved.id, { assignee: member.account.email });
    } finally {
      lift();
      warnings.mockRestore();
    }
    expect((await DELETE(apiRequest("DELETE", `/api/tasks/${gone.id}`, { caller: owner }), params({ taskId: gone.id }))).status).toBe(204);
    await patch(owner, moved.id, { assignee: owner.account.email });
    // The deleted task's notice went with it (sqlite); the reassigned task's has nothing to send.
    expect(await processAssignmentNotices({ now: () => new Date(Date.now() + 3_600_000) })).toEqual({ claimed: 1, sent: 0, skipped: 1, failed: 0 });
    expect(await processAssignmentNotices({ now: () => new Date(Date.now() + 7_200_000) })).toMatchObject({ claimed: 0 });
    expect(sink().messages).toEqual([]);
  });
});

it("a task not found stays 'Task not found' whatever the assignee", async () => {
  expect(await patch(owner, "nope", { assignee: member.account.email })).toMatchObject({ status: 404, body: { error: { message: taskDetailsCopy.taskNotFound } } });
});
