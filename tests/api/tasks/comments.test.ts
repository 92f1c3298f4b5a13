 
import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { POST as CREATE_TASK } from "@/app/api/tasks/route";
import { POST as ADD } from "@/app/api/tasks/[taskId]/comments/route";
import { DELETE } from "@/app/api/tasks/[taskId]/comments/[commentId]/route";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Comment, Task } from "@/lib/schemas/task";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { read, teamCallers } from "./support";

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

async function newTask(caller: TestUser): Promise<Task> {
  const response = await CREATE_TASK(apiRequest("POST", "/api/tasks", { caller, body: { title: "Plan the launch", workspaceId: team.id } }), params({}));
  return (await read(response)).body.data;
}

const add = async (caller: AnyTestUser | undefined, taskId: string, body: unknown) =>
  read<{ task: Task; comment: Comment }>(await ADD(apiRequest("POST", `/api/tasks/${taskId}/comments`, { caller, body }), params({ taskId })));
const remove = async (caller: AnyTestUser | undefined, taskId: string, commentId: string) =>
  read(await DELETE(apiRequest("DELETE", `/api/tasks/${taskId}/comments/${commentId}`, { caller }), params({ taskId, commentId })));

describe("POST /api/tasks/{taskId}/comments", () => {
  it("stores the trimmed text with the author's name and id from the session and the server's time", async () => {
    const task = await newTask(owner);
    const before = Date.now();
    const { status, body } = await add(member, task.id, { text: "  Draft is ready  " });
    expect(status).toBe(201);
    expect(body.data.comment).toEqual({ id: expect.any(String), text: "Draft is ready", user: "Mario", userId: member.account.id, time: expect.any(String) });
    expect(Date.parse(body.data.comment.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.data.comment.time)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(body.data.task.comments).toEqual([body.data.comment]);
  });

  it("ignores a forged author, author id, time and id in the body", async () => {
    const task = await newTask(owner);
    const { body } = await add(member, task.id, {
      text: "Looks good",
      id: "forged-id",
      user: "The CEO",
      userId: owner.account.id,
      time: "2001-01-01T00:00:00.000Z",
    });
    expect(body.data.comment).toMatchObject({ text: "Looks good", user: "Mario", userId: member.account.id });
    expect(body.data.comment.id).not.toBe("forged-id");
    expect(body.data.comment.time.startsWith("2001")).toBe(false);
  });

  it("keeps comments oldest first", async () => {
    const task = await newTask(owner);
    await add(owner, task.id, { text: "first" });
    const { body } = await add(member, task.id, { text: "second" });
    expect(body.data.task.comments.map((c) => c.text)).toEqual(["first", "second"]);
  });

  it.each([
    ["blank text", { text: "   " }, "Comment text is required"],
    ["no text", {}, "Comment text is required"],
    ["2,001 characters", { text: "z".repeat(2001) }, "Comment must be at most 2,000 characters"],
  ])("refuses %s with 400", async (_case, body, message) => {
    const task = await newTask(owner);
    expect(await add(owner, task.id, body)).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
  });

  it("accepts exactly 2,000 characters", async () => {
    const task = await newTask(owner);
    const { status, body } = await add(owner, task.id, { text: "z".repeat(2000) });
    expect(status).toBe(201);
    expect(body.data.comment.text).toHaveLength(2000);
  });

  it("answers 'Task not found' to a stranger and for an unknown task; refuses anonymous and unverified callers", async () => {
    const task = await newTask(owner);
    const notFound = { status: 404, body: { error: { code: "not_found", message: "Task not found" } } };
    expect(await add(stranger, task.id, { text: "hi" })).toEqual(notFound);
    expect(await add(owner, newId(), { text: "hi" })).toEqual(notFound);
    expect((await add(undefined, task.id, { text: "hi" })).status).toBe(401);
    expect((await add(unverified, task.id, { text: "hi" })).status).toBe(403);
  });
});

describe("DELETE /api/tasks/{taskId}/comments/{commentId}", () => {
  it("lets the author delete their comment", async () => {
    const task = await newTask(owner);
    const { body } = await add(member, task.id, { text: "mine" });
    const deleted = await remove(member, task.id, body.data.comment.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.comments).toEqual([]);
  });

  it("lets the workspace owner delete a member's comment", async () => {
    const task = await newTask(member);
    const { body } = await add(member, task.id, { text: "member's" });
    expect((await remove(owner, task.id, body.data.comment.id)).body.data.comments).toEqual([]);
  });

  it("refuses a member deleting the owner's comment with 403, and keeps it", async () => {
    const task = await newTask(owner);
    const { body } = await add(owner, task.id, { text: "owner's" });
    expect(await remove(member, task.id, body.data.comment.id)).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "Only the comment's author or the workspace owner can delete this comment" } },
    });
    const again = await add(owner, task.id, { text: "still there?" });
    expect(again.body.data.task.comments.map((c) => c.text)).toEqual(["owner's", "still there?"]);
  });

  it("answers 404 for an unknown comment, and 'Task not found' to a stranger", async () => {
    const task = await newTask(owner);
    const { body } = await add(owner, task.id, { text: "x" });
    expect(await remove(owner, task.id, newId())).toEqual({ status: 404, body: { error: { code: "not_found", message: "Comment not found" } } });
    expect((await remove(stranger, task.id, body.data.comment.id)).body.error?.message).toBe("Task not found");
    expect((await remove(undefined, task.id, body.data.comment.id)).status).toBe(401);
    expect((await remove(unverified, task.id, body.data.comment.id)).status).toBe(403);
  });
});
