jest.mock("@libsql/client", () => jest.requireActual("@/tests/support/round-trips").countingLibsql());

import { useApiEnvironment } from "@/tests/support/api-environment";
import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { GET as LIST, POST as CREATE } from "@/app/api/tasks/route";
import { DELETE, PATCH } from "@/app/api/tasks/[taskId]/route";
import { POST as COMMENT } from "@/app/api/tasks/[taskId]/comments/route";
import { DELETE as UNCOMMENT } from "@/app/api/tasks/[taskId]/comments/[commentId]/route";
import { DELETE as REMOVE_MEMBER } from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import { POST as ADD_MEMBER } from "@/app/api/workspaces/[workspaceId]/members/route";
import { GET as WORKSPACE } from "@/app/api/workspaces/[workspaceId]/route";
import { GET as WORKSPACES } from "@/app/api/workspaces/route";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Comment, Task } from "@/lib/schemas/task";
import { apiRequest, params } from "@/tests/support/requests";
import { roundTrips } from "@/tests/support/round-trips";
import { signedIn, type TestUser } from "@/tests/support/users";
import { read, workspaceOf } from "../tasks/support";

/**
 * The task list's ETag and its cost: the version comes from data (the workspace's revision) and moves with
 * every change the caller could see; a matching If-None-Match answers 304 without reading the list; and a
 * request makes at most 3 round trips to the database (session, workspace with its revision, list), a
 * 304 two.
 */

useTempDatabase();
useApiEnvironment();

let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  [owner, member] = await Promise.all([signedIn("Olivia"), signedIn("Mario")]);
  team = await workspaceOf(owner, [member]);
});

const listRequest = (caller: TestUser, etag?: string | null) =>
  LIST(apiRequest("GET", `/api/tasks?workspaceId=${team.id}`, { caller, headers: etag ? { "if-none-match": etag } : {} }), params({}));

async function etagOf(caller: TestUser): Promise<string> {
  const res = await listRequest(caller);
  expect(res.status).toBe(200);
  const etag = res.headers.get("etag");
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  return etag!;
}

describe("GET /api/tasks: ETag and 304", () => {
  it("answers 304 with no body to the current ETag, and 200 with the list to any other", async () => {
    const etag = await etagOf(owner);
    const unchanged = await listRequest(owner, etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("etag")).toBe(etag);

    const stale = await listRequest(owner, 'W/"something-else"');
    expect(stale.status).toBe(200);
    expect((await read<Task[]>(stale)).body.data).toEqual(expect.any(Array));
  });

  it("gives each caller their own ETag (the list depends on who asks)", async () => {
    expect(await etagOf(owner)).not.toBe(await etagOf(member));
  });

  it("moves the ETag on every change a member could see: task, comment, membership, by anyone", async () => {
    const seen = new Set<string>();
    const expectNew = async (change: string) => {
      const etag = await etagOf(member);
      expect({ change, fresh: !seen.has(etag) }).toEqual({ change, fresh: true });
      seen.add(etag);
      // And the old one no longer gives 304.
      if (seen.size > 1) expect((await listRequest(member, [...seen][seen.size - 2])).status).toBe(200);
    };
    await expectNew("start");

    const created = await read<Task>(await CREATE(apiRequest("POST", "/api/tasks", { caller: owner, body: { title: "Plan", workspaceId: team.id } }), params({})));
    const taskId = created.body.data.id;
    await expectNew("owner created a task");

    await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller: owner, body: { urgency: 4 } }), params({ taskId }));
    await expectNew("owner changed its urgency");

    const commented = await read<{ comment: Comment }>(
      await COMMENT(apiRequest("POST", `/api/tasks/${taskId}/comments`, { caller: owner, body: { text: "On it" } }), params({ taskId })),
    );
    await expectNew("owner commented");

    const commentId = commented.body.data.comment.id;
    await UNCOMMENT(apiRequest("DELETE", `/api/tasks/${taskId}/comments/${commentId}`, { caller: owner }), params({ taskId, commentId }));
    await expectNew("owner deleted the comment");

    const email = "newcomer@example.com";
    await ADD_MEMBER(apiRequest("POST", `/api/workspaces/${team.id}/members`, { caller: owner, body: { email } }), params({ workspaceId: team.id }));
    await expectNew("owner added a member");
    await REMOVE_MEMBER(apiRequest("DELETE", `/api/workspaces/${team.id}/members/${email}`, { caller: owner }), params({ workspaceId: team.id, email }));
    await expectNew("owner removed a member");

    await DELETE(apiRequest("DELETE", `/api/tasks/${taskId}`, { caller: owner }), params({ taskId }));
    await expectNew("owner deleted the task");
  });

  it("gives the workspace list and a workspace an ETag from their data, 304 while unchanged", async () => {
    const list = await WORKSPACES(apiRequest("GET", "/api/workspaces", { caller: owner }), params({}));
    const etag = list.headers.get("etag")!;
    expect((await WORKSPACES(apiRequest("GET", "/api/workspaces", { caller: owner, headers: { "if-none-match": etag } }), params({}))).status).toBe(304);
    const one = await WORKSPACE(apiRequest("GET", `/api/workspaces/${team.id}`, { caller: owner }), params({ workspaceId: team.id }));
    const oneTag = one.headers.get("etag")!;
    const again = (headers: Record<string, string>) => WORKSPACE(apiRequest("GET", `/api/workspaces/${team.id}`, { caller: owner, headers }), params({ workspaceId: team.id }));
    expect((await again({ "if-none-match": oneTag })).status).toBe(304);
    const store = await getStore();
    await store.updateWorkspace(team.id, { name: "Renamed", now: new Date().toISOString() });
    expect((await again({ "if-none-match": oneTag })).status).toBe(200);
  });
});

describe("round trips to the database per request", () => {
  beforeAll(async () => {
    const store = await getStore();
    for (let i = 0; i < 200; i++) {
      const task = await store.createTask({ id: newId(), title: `Task ${i}`, dueDate: null, urgency: 3, workspaceId: team.id, userId: owner.account.id, createdAt: new Date(Date.now() + i).toISOString() });
      if (i % 10 === 0) await store.addComment(task.id, { id: newId(), text: "note", user: "Olivia", userId: owner.account.id, time: new Date().toISOString() });
    }
  });

  const counted = async (request: () => Promise<Response>) => {
    roundTrips.reset();
    const res = await request();
    return { status: res.status, trips: roundTrips.count };
  };

  it("GET /api/tasks with 200 tasks: at most 3 (session, workspace, list)", async () => {
    const { status, trips } = await counted(() => listRequest(member));
    expect(status).toBe(200);
    expect(trips).toBeLessThanOrEqual(3);
  });

  it("GET /api/tasks with a current If-None-Match: at most 2 (session, workspace with its revision)", async () => {
    const etag = await etagOf(member);
    const { status, trips } = await counted(() => listRequest(member, etag));
    expect(status).toBe(304);
    expect(trips).toBeLessThanOrEqual(2);
  });

  it("GET /api/workspaces/{id}: at most 2 (session, workspace)", async () => {
    const { status, trips } = await counted(() => WORKSPACE(apiRequest("GET", `/api/workspaces/${team.id}`, { caller: member }), params({ workspaceId: team.id })));
    expect(status).toBe(200);
    expect(trips).toBeLessThanOrEqual(2);
  });
});
