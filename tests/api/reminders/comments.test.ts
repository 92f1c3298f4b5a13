 
import { useTempDatabase } from "@/tests/support/db";
import { read, workspaceOf, type ApiBody } from "@/tests/api/tasks/support";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { POST as ADD_COMMENT } from "@/app/api/tasks/[taskId]/comments/route";
import { addComment, deleteComment } from "@/server/services/comments";
import { createTask } from "@/server/services/tasks";
import { reminderFromComment } from "@/server/services/reminders";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import type { WorkspaceRecord } from "@/server/store/types";
import { zonedDayDiff, zonedParts } from "@/lib/dates";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Comment, Task } from "@/lib/schemas/task";

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  [owner, member] = await Promise.all([signedIn("Olivia"), signedIn("Mario")]);
  team = await workspaceOf(owner, [member]);
});

const newTask = (title = "Plan the launch"): Promise<Task> => createTask({ user: owner.account, task: { title, dueDate: null, urgency: 3, workspaceId: team.id } });
const remindersOf = async (taskId: string) => {
  const store = await getStore();
  return collectAll((page) => store.listRemindersByTask(taskId, page));
};

describe("a reminder command in a comment", () => {
  it("makes a pending reminder owned by the commenter, with the time read in their zone", async () => {
    const task = await newTask();
    const before = new Date();
    const result = await addComment({ user: member.account, taskId: task.id, text: "!remindme tomorrow 9am call the bank", timeZone: "Asia/Kolkata" });

    expect(result.comment.text).toBe("!remindme tomorrow 9am call the bank");
    expect(result.task.comments.map((c) => c.id)).toEqual([result.comment.id]);
    expect(result.reminder).toEqual({
      status: "created",
      reminder: {
        id: expect.any(String),
        text: "Call the bank",
        dueDate: expect.any(String),
        taskId: task.id,
        taskTitle: "Plan the launch",
        workspaceId: team.id,
        status: "pending",
        createdAt: expect.any(String),
        sentAt: null,
        commentId: result.comment.id,
      },
    });
    const due = new Date(result.reminder!.status === "created" ? result.reminder!.reminder.dueDate : "");
    expect(zonedParts(due, "Asia/Kolkata")).toMatchObject({ hour: 9, minute: 0 });
    expect(zonedDayDiff(before, due, "Asia/Kolkata")).toBe(1);

    const [stored] = await remindersOf(task.id);
    expect(stored).toMatchObject({
      userId: member.account.id,
      userEmail: member.account.email,
      userName: "Mario",
      timeZone: "Asia/Kolkata",
      status: "pending",
      attempts: 0,
    });
  });

  it("reads '!RMD in 2 hours …' from the moment of the comment", async () => {
    const task = await newTask();
    const before = Date.now();
    const { reminder } = await addComment({ user: owner.account, taskId: task.id, text: "!RMD in 2 hours move the car", timeZone: "Europe/Berlin" });
    const after = Date.now();
    expect(reminder).toMatchObject({ status: "created", reminder: { text: "Move the car" } });
    const due = Date.parse((await remindersOf(task.id))[0].dueDate);
    expect(due).toBeGreaterThanOrEqual(before + 2 * 3_600_000 - 60_000); // the parser keeps whole minutes
    expect(due).toBeLessThanOrEqual(after + 2 * 3_600_000);
  });

  it("cuts the text to 200 and the task title to 100 characters, never splitting an emoji", async () => {
    const task = await newTask(`${"t".repeat(99)}🚀 and more`);
    const text = `!remindme in 5 minutes ${"x".repeat(199)}🔥${"y".repeat(50)}`;
    const { reminder } = await addComment({ user: owner.account, taskId: task.id, text, timeZone: "UTC" });
    expect(reminder?.status).toBe("created");
    const [stored] = await remindersOf(task.id);
    expect(stored.text).toBe(`X${"x".repeat(198)}🔥`);
    expect(Array.from(stored.text)).toHaveLength(200);
    expect(stored.taskTitle).toBe(`${"t".repeat(99)}🚀`);
  });

  it("cuts the user name to 100 characters", async () => {
    const task = await newTask();
    const record = await (await getStore()).getTask(task.id);
    const result = await reminderFromComment({ user: owner.account, userName: "N".repeat(150), task: record!, commentId: "comment-1", text: "!rmd in 1 hour stretch", timeZone: "UTC" });
    expect(result?.status).toBe("created");
    expect((await remindersOf(task.id))[0].userName).toBe("N".repeat(100));
  });

  it.each([
    ["no text", "!remindme", "UTC", remindersCopy.noReminderText],
    ["only spaces", "!rmd   ", "UTC", remindersCopy.noReminderText],
    ["no time", "!remindme check the oven", "UTC", remindersCopy.noReminderTime],
    ["no time zone", "!remindme in 5 minutes check the oven", undefined, remindersCopy.invalidTimeZone],
    ["an unknown time zone", "!remindme in 5 minutes check the oven", "Mars/Olympus_Mons", remindersCopy.invalidTimeZone],
  ])("with %s still adds the comment and answers the failure flag", async (_case, text, timeZone, reason) => {
    const task = await newTask();
    const result = await addComment({ user: owner.account, taskId: task.id, text, timeZone });
    expect(result.task.comments.map((c) => c.text)).toEqual([text]);
    expect(result.reminder).toEqual({ status: "failed", message: "Failed to set reminder, but comment was added.", reason });
    expect(await remindersOf(task.id)).toEqual([]);
  });

  it("answers the failure flag, without throwing, when the reminder cannot be stored", async () => {
    const task = await newTask();
    const record = await (await getStore()).getTask(task.id);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      // A task id the database does not know: its foreign key refuses the row.
      const result = await reminderFromComment({ user: owner.account, userName: "Olivia", task: { ...record!, id: "no-such-task" }, commentId: "comment-1", text: "!rmd in 1 hour x", timeZone: "UTC" });
      expect(result).toEqual({ status: "failed", message: remindersCopy.reminderFailedCommentAdded, reason: commonCopy.unexpectedError });
      expect(errors).toHaveBeenCalledWith("[reminders] could not store the reminder of a comment", expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });

  it("an ordinary comment answers no reminder", async () => {
    const task = await newTask();
    for (const text of ["Looks good", "!remindmeplease tomorrow", "please !remindme tomorrow call"]) {
      const result = await addComment({ user: owner.account, taskId: task.id, text, timeZone: "UTC" });
      expect(result).not.toHaveProperty("reminder");
    }
    expect(await remindersOf(task.id)).toEqual([]);
  });

  it("through POST /api/tasks/{taskId}/comments a failing command still adds the comment (201)", async () => {
    const task = await newTask();
    const { status, task: data, reminder } = await postComment(task.id, { text: "!remindme", timeZone: "UTC" });
    expect(status).toBe(201);
    expect(data.comments.map((c) => c.text)).toEqual(["!remindme"]);
    expect(reminder).toEqual({ status: "failed", message: "Failed to set reminder, but comment was added.", reason: remindersCopy.noReminderText });
  });

  /** POSTs a comment through the route as `owner` and reads the answer, `reminder` included. */
  async function postComment(taskId: string, body: Record<string, unknown>) {
    const { status, body: answer } = await read<{ task: Task; comment: Comment; reminder?: CommentReminder }>(
      await ADD_COMMENT(apiRequest("POST", `/api/tasks/${taskId}/comments`, { caller: owner, body }), params({ taskId })),
    );
    return { status, ...(answer as ApiBody<{ task: Task; comment: Comment; reminder?: CommentReminder }>).data };
  }

  it("through the route reads the command's time in the body's timeZone and answers the created reminder", async () => {
    const task = await newTask();
    const answer = await postComment(task.id, { text: "!remindme tomorrow 9am water the plants", timeZone: "America/New_York" });
    expect(answer.status).toBe(201);
    expect(answer.comment?.text).toBe("!remindme tomorrow 9am water the plants");
    expect(answer.task.comments.map((c) => c.id)).toEqual([answer.comment?.id]);
    expect(answer.reminder).toMatchObject({ status: "created", reminder: { text: "Water the plants", taskId: task.id, status: "pending" } });
    const [stored] = await remindersOf(task.id);
    expect(stored).toMatchObject({ userId: owner.account.id, timeZone: "America/New_York" });
    expect(zonedParts(new Date(stored.dueDate), "America/New_York")).toMatchObject({ hour: 9, minute: 0 });
  });

  it.each([
    ["an unknown", "Mars/Olympus_Mons"],
    ["a non-string", 42],
  ])("through the route %s timeZone never refuses the comment: a command answers the failure flag", async (_case, timeZone) => {
    const task = await newTask();
    const command = await postComment(task.id, { text: "!rmd in 1 hour stretch", timeZone });
    expect(command.status).toBe(201);
    expect(command.reminder).toEqual({ status: "failed", message: remindersCopy.reminderFailedCommentAdded, reason: remindersCopy.invalidTimeZone });

    const plain = await postComment(task.id, { text: "Looks good", timeZone });
    expect(plain.status).toBe(201);
    expect(plain).not.toHaveProperty("reminder");
    expect(plain.task.comments.map((c) => c.text)).toEqual(["!rmd in 1 hour stretch", "Looks good"]);
    expect(await remindersOf(task.id)).toEqual([]);
  });
});

describe("deleting a comment", () => {
  it("that is a reminder command deletes the reminder it made and no other: not the owner's, not the author's other ones", async () => {
    const task = await newTask();
    const other = await newTask("Other");
    const mine = await addComment({ user: member.account, taskId: task.id, text: "!rmd in 1 hour call back", timeZone: "UTC" });
    await addComment({ user: member.account, taskId: task.id, text: "!rmd in 3 hours call again", timeZone: "UTC" });
    await addComment({ user: owner.account, taskId: task.id, text: "!remindme in 2 hours review", timeZone: "UTC" });
    await addComment({ user: owner.account, taskId: other.id, text: "!remindme in 2 hours other", timeZone: "UTC" });
    expect(await remindersOf(task.id)).toHaveLength(3);

    await deleteComment({ user: member.account, taskId: task.id, commentId: mine.comment.id });

    expect((await remindersOf(task.id)).map((r) => r.text).sort()).toEqual(["Call again", "Review"]);
    expect((await remindersOf(other.id)).map((r) => r.text)).toEqual(["Other"]);
  });

  it("that is a reminder command, with reminders older than their comment link, deletes only its author's", async () => {
    const task = await newTask();
    const mine = await addComment({ user: member.account, taskId: task.id, text: "!rmd in 1 hour call back", timeZone: "UTC" });
    const store = await getStore();
    const legacy = (user: TestUser, text: string) =>
      store.createReminder({
        id: `legacy-${text.toLowerCase()}-${task.id}`.slice(0, 60),
        text,
        dueDate: new Date(Date.now() + 3_600_000).toISOString(),
        taskId: task.id,
        taskTitle: task.title,
        workspaceId: team.id,
        userId: user.account.id,
        userEmail: user.account.email,
        userName: user.account.name,
        timeZone: "UTC",
        createdAt: new Date().toISOString(),
      });
    await legacy(member, "Mine");
    await legacy(owner, "Theirs");

    await deleteComment({ user: member.account, taskId: task.id, commentId: mine.comment.id });

    expect((await remindersOf(task.id)).map((r) => r.text)).toEqual(["Theirs"]);
  });

  it("that is an ordinary comment keeps the task's reminders", async () => {
    const task = await newTask();
    await addComment({ user: owner.account, taskId: task.id, text: "!remindme in 2 hours review", timeZone: "UTC" });
    const plain = await addComment({ user: owner.account, taskId: task.id, text: "Remind me to stay calm", timeZone: "UTC" });
    await deleteComment({ user: owner.account, taskId: task.id, commentId: plain.comment.id });
    expect((await remindersOf(task.id)).map((r) => r.text)).toEqual(["Review"]);
  });
});
