import { useApiEnvironment } from "@/tests/support/api-environment";
import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { listTasks, listTasksIfChanged, listTasksJsonIfChanged } from "@/server/services/tasks";
import { GET as LIST } from "@/app/api/tasks/route";
import type { WorkspaceRecord } from "@/server/store/types";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "../tasks/support";

/**
 * GET /api/tasks sends the list as the JSON text the store builds, without parsing it: the answer must be
 * the same list listTasks() gives the board (every field, comments, description, recurrence, quotes and
 * non-ASCII text), with the same version, for a shared workspace, an unshared one and a search.
 */

useTempDatabase();
useApiEnvironment();

let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;
let solo: WorkspaceRecord;

beforeAll(async () => {
  [owner, member] = await Promise.all([signedIn("Olivia"), signedIn("Mario")]);
  team = await workspaceOf(owner, [member]);
  solo = await workspaceOf(owner);
  const store = await getStore();
  const base = Date.parse("2030-01-01T08:00:00.000Z");
  for (const [n, workspace] of [team, team, team, solo, solo].entries()) {
    const task = await store.createTask({
      id: newId(),
      title: n === 1 ? 'Quotes " and \\ and 🧪 ünïcödé\ttab' : `Task ${n}`,
      dueDate: n === 2 ? null : new Date(base + n * 86_400_000).toISOString(),
      urgency: [1, 4.5, 3.7, 5, 2.2][n],
      workspaceId: workspace.id,
      userId: n === 2 ? member.account.id : owner.account.id,
      createdAt: new Date(base + n * 1000).toISOString(),
      ...(n === 0 && { description: "Line one\nline two <b>", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } }),
    });
    if (n === 0) {
      await store.updateTask(task.id, { completed: true, completedAt: new Date(base).toISOString(), now: new Date(base + 5000).toISOString() });
      await store.addComment(task.id, { id: newId(), text: "later\nline", user: "Mario", userId: member.account.id, time: new Date(base + 9000).toISOString() });
      await store.addComment(task.id, { id: newId(), text: "earlier \"quoted\"", user: "Olivia", userId: owner.account.id, time: new Date(base + 8000).toISOString() });
    }
  }
});

async function answerOf(caller: TestUser, workspaceId: string, q?: string) {
  const query = new URLSearchParams({ workspaceId, ...(q !== undefined && { q }) });
  const res = await LIST(apiRequest("GET", `/api/tasks?${query}`, { caller }), params({}));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return { body: JSON.parse(await res.text()) as { data: unknown }, etag: res.headers.get("etag") };
}

describe("GET /api/tasks answers the store's JSON text as the parsed list would be", () => {
  it.each([
    ["the owner, shared workspace", () => owner, () => team.id, undefined],
    ["a member, shared workspace", () => member, () => team.id, undefined],
    ["the owner, unshared workspace", () => owner, () => solo.id, undefined],
    ["a search", () => owner, () => team.id, "quotes"],
    ["a search that finds nothing", () => member, () => team.id, "nothing like this"],
  ])("%s", async (_label, caller, workspaceId, q) => {
    const input = { user: caller().account, workspaceId: workspaceId(), q };
    const parsed = await listTasks(input);
    const { body, etag } = await answerOf(caller(), workspaceId(), q);
    expect(body).toEqual({ data: parsed });
    // The same version from both service functions, and it is the answer's ETag.
    const [asTasks, asText] = await Promise.all([listTasksIfChanged(input), listTasksJsonIfChanged(input)]);
    expect(asText.version).toBe(asTasks.version);
    expect(etag).toBe(`W/"${asText.version}"`);
    expect(asText.changed && JSON.parse(new TextDecoder().decode(asText.tasks))).toEqual(parsed);
  });

  it("holds what the seeded data should give (so the comparison above is not between two empty lists)", async () => {
    const { body } = await answerOf(owner, team.id);
    const tasks = body.data as { title: string; comments: { text: string }[]; description?: string; completed: boolean }[];
    expect(tasks.map((t) => t.title)).toEqual(["Task 0", 'Quotes " and \\ and 🧪 ünïcödé\ttab', "Task 2"]);
    expect(tasks[0]).toMatchObject({ completed: true, description: "Line one\nline two <b>", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } });
    expect(tasks[0].comments.map((c) => c.text)).toEqual(['earlier "quoted"', "later\nline"]);
    expect(tasks[1]).not.toHaveProperty("description");
    expect((await answerOf(member, team.id, "quotes")).body.data).toHaveLength(1);
  });
});
