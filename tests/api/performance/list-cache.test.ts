import { useApiEnvironment } from "@/tests/support/api-environment";
import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { keepList, keptList } from "@/server/services/task-list-cache";
import { GET as LIST } from "@/app/api/tasks/route";
import type { Store, WorkspaceRecord } from "@/server/store/types";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "../tasks/support";

/**
 * GET /api/tasks answers a list kept at the revision its access check reads (server/services/task-list-cache.ts,
 * docs/performance.md#the-task-list-cache): the store is read once per revision, and a change made past this
 * process (another instance: here the store itself, which moves the revision as every write does) is in the
 * very next answer.
 */

useTempDatabase();
useApiEnvironment();

let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;
let solo: WorkspaceRecord;
let store: Store;
let firstTaskId: string;

const taskIn = (workspace: WorkspaceRecord, title: string, n: number) =>
  store.createTask({
    id: newId(),
    title,
    dueDate: null,
    urgency: 3,
    workspaceId: workspace.id,
    userId: owner.account.id,
    createdAt: new Date(Date.parse("2030-01-01T08:00:00.000Z") + n * 1000).toISOString(),
  });

beforeAll(async () => {
  [owner, member] = await Promise.all([signedIn("Olivia"), signedIn("Mario")]);
  team = await workspaceOf(owner, [member]);
  solo = await workspaceOf(owner);
  store = await getStore();
  firstTaskId = (await taskIn(team, "Plan the offsite", 1)).id;
  await taskIn(team, "Book the venue", 2);
  await taskIn(solo, "Water the plants", 3);
});

afterEach(() => jest.restoreAllMocks());

async function listed(caller: TestUser, workspaceId: string): Promise<{ title: string; comments: { text: string }[] }[]> {
  const res = await LIST(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller }), params({}));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { title: string; comments: { text: string }[] }[] }).data;
}

describe("GET /api/tasks with the list kept per revision", () => {
  it("reads the store once while the revision holds, for every member of the workspace", async () => {
    const reads = jest.spyOn(store, "listAllTasksJson");
    const first = await listed(owner, team.id);
    expect(first.map((t) => t.title)).toEqual(["Plan the offsite", "Book the venue"]);
    expect(await listed(owner, team.id)).toEqual(first);
    expect(await listed(member, team.id)).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("answers a change made past this process (a new task, a comment) at once", async () => {
    await listed(owner, team.id);
    await taskIn(team, "Made on another instance", 4);
    expect((await listed(member, team.id)).map((t) => t.title)).toEqual(["Plan the offsite", "Book the venue", "Made on another instance"]);

    await store.addComment(firstTaskId, { id: newId(), text: "Venue booked", user: "Mario", userId: member.account.id, time: new Date().toISOString() });
    const [withComment] = await listed(owner, team.id);
    expect(withComment.comments.map((c) => c.text)).toEqual(["Venue booked"]);
  });

  it("keeps each workspace's list apart", async () => {
    await listed(owner, team.id);
    expect((await listed(owner, solo.id)).map((t) => t.title)).toEqual(["Water the plants"]);
  });
});

describe("the kept lists", () => {
  const bytes = (n: number) => new Uint8Array(n);

  it("answers a list only at the revision it was read at, never without one", () => {
    const json = bytes(10);
    keepList("unit:a", "7", json);
    expect(keptList("unit:a", "7")?.json).toBe(json);
    expect(keptList("unit:a", "8")).toBeUndefined();
    expect(keptList("unit:a", null)).toBeUndefined();
    keepList("unit:none", null, json);
    expect(keptList("unit:none", "0")).toBeUndefined();
  });

  it("keeps no list over 2 MB and drops the least recently used beyond 16 MB", () => {
    keepList("unit:huge", "1", bytes(2 * 1024 * 1024 + 1));
    expect(keptList("unit:huge", "1")).toBeUndefined();

    for (let i = 0; i < 8; i++) keepList(`unit:mb${i}`, "1", bytes(2 * 1024 * 1024));
    expect(keptList("unit:mb0", "1")).toBeDefined(); // used: now the most recent
    keepList("unit:one-more", "1", bytes(2 * 1024 * 1024));
    expect(keptList("unit:mb1", "1")).toBeUndefined(); // the least recently used went
    expect(keptList("unit:mb0", "1")).toBeDefined();
    expect(keptList("unit:one-more", "1")).toBeDefined();
  });
});
