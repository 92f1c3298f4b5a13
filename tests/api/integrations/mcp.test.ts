import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as mcpRoute from "@/app/api/mcp/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as workspacesRoute from "@/app/api/workspaces/route";
import { createMcpServer } from "@/server/mcp/server";
import { getStore } from "@/server/store";
import { createApiToken } from "@/server/services/tokens";
import { acceptPlan } from "@/server/services/plan";
import { toggleCompletion } from "@/server/services/tasks";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { startRouteServer, type RouteServer } from "@/tests/support/route-server";
import { signedIn, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { setEnv } from "@/tests/support/env";
import type { Task } from "@/lib/schemas/task";
import { API_TOKEN_RATE_LIMIT } from "@/lib/constants/tokens";
import { mcpCopy } from "@/lib/copy/mcp";
import { assignmentCopy } from "@/lib/copy/assignment";

/**
 * The MCP endpoint driven by the MCP SDK's own client over real HTTP on loopback (the route handler
 * behind a node:http server), with personal API tokens; results checked through the REST API.
 */

useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(30_000);

let server: RouteServer;
let restore: () => void;
beforeAll(async () => {
  restore = setEnv({ OPENAI_API_KEY: undefined });
  server = await startRouteServer({ "/api/mcp": { POST: mcpRoute.POST } });
});
afterAll(async () => {
  await server.close();
  restore();
});

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: "duely-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/api/mcp", server.url), {
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

describe("MCP server", () => {
  let owner: TestUser;
  let workspaceId: string;
  beforeAll(async () => {
    owner = await signedIn("Mia");
    workspaceId = (await workspaceOf(owner)).id;
  });

  it("lists the tools, adds 'Call mom tomorrow at 5pm, urgent' and the task appears through the REST API", async () => {
    // Made in Berlin: the tools read times there unless told otherwise.
    const { secret } = await createApiToken({ user: owner.account, token: { name: "assistant", scope: "read_write", expiresInDays: null, timeZone: "Europe/Berlin" } });
    const client = await connect(secret);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["add_comment", "add_subtasks", "add_task", "assign_task", "complete_subtask", "complete_task", "list_tasks", "list_workspaces", "plan_today", "reschedule_task", "weekly_insights"].sort(),
    );

    const result = await client.callTool({ name: "add_task", arguments: { text: "Call mom tomorrow at 5pm, urgent", workspaceId } });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toMatch(/^Added "Call mom", due .* 5:00 PM \(Europe\/Berlin\), urgency 5\.0\./);

    const listed = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller: owner }), params({})));
    const task = listed.body.data.find((t) => t.title === "Call mom");
    expect(task).toBeDefined();
    expect(task?.urgency).toBe(5);
    // Tomorrow at 17:00 in Berlin, as an instant.
    const berlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(berlin.format(new Date(task!.dueDate!))).toBe(`${berlin.format(tomorrow).slice(0, 10)}, 17:00`);

    const completed = await client.callTool({ name: "complete_task", arguments: { taskId: task!.id } });
    expect(text(completed)).toBe(`Completed "Call mom".\n${text(completed).split("\n").slice(1).join("\n")}`);
    const overdue = await client.callTool({ name: "list_tasks", arguments: { workspaceId, filter: "next_7_days", timeZone: "Europe/Berlin" } });
    expect((JSON.parse(text(overdue)) as Task[]).map((t) => [t.title, t.completed])).toEqual([["Call mom", true]]);
    await client.close();
  });

  it("list_tasks finds what the board's search finds (every word, title or description, no case or accents)", async () => {
    const { secret } = await createApiToken({ user: owner.account, token: { name: "finder", scope: "read", expiresInDays: null, timeZone: null } });
    const create = (title: string, description?: string) =>
      tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { workspaceId, title, description } }), params({}));
    await create("Crème brûlée for the café", "Bring the RÉSUMÉ");
    await create("Coffee", "no match here");
    const client = await connect(secret);
    const list = async (query: string) =>
      (JSON.parse(text(await client.callTool({ name: "list_tasks", arguments: { workspaceId, query } }))) as Task[]).map((t) => t.title);
    expect(await list("CAFE resume")).toEqual(["Crème brûlée for the café"]);
    expect(await list("cafe milk")).toEqual([]);
    await client.close();
  });

  it("list_tasks reads overdue, today and the next 7 days on the calendar of the zone it is given (clock fixed at 23:00 in New York on its 23-hour DST day)", async () => {
    const { token } = await createApiToken({ user: owner.account, token: { name: "clock", scope: "read", expiresInDays: null, timeZone: null } });
    const record = (await (await getStore()).listApiTokens(owner.account.id, { limit: 50 })).items.find((t) => t.id === token.id)!;
    const made = await readJson<{ data: { id: string } }>(await workspacesRoute.POST(apiRequest("POST", "/api/workspaces", { caller: owner, body: { name: "Clock" } }), params({})));
    const own = made.body.data.id;
    const create = (title: string, dueDate: string) =>
      tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { workspaceId: own, title, dueDate } }), params({}));
    // 10 March 2030: New York moves to EDT at 02:00. The clock reads 23:00 EDT (03:00 UTC on the 11th).
    const now = new Date("2030-03-11T03:00:00.000Z");
    await create("Yesterday in New York", "2030-03-10T04:30:00.000Z"); // 23:30 EST on the 9th
    await create("Early this morning in New York", "2030-03-10T05:30:00.000Z"); // 00:30 EST on the 10th
    await create("Tonight in New York", "2030-03-11T03:30:00.000Z"); // 23:30 EDT on the 10th
    await create("Midnight in Tokyo", "2030-03-11T15:00:00.000Z"); // 00:00 on the 12th in Tokyo, 11:00 EDT on the 11th
    await create("Next week", "2030-03-17T12:00:00.000Z"); // 08:00 EDT on the 17th: past the 7 days
    const server = createMcpServer({ user: owner.account, token: record }, () => now);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "duely-test", version: "1.0.0" });
    await client.connect(clientSide);
    const list = async (filter: string, timeZone: string) =>
      (JSON.parse(text(await client.callTool({ name: "list_tasks", arguments: { workspaceId: own, filter, timeZone } }))) as Task[]).map((t) => t.title).sort();
    expect(await list("today", "America/New_York")).toEqual(["Early this morning in New York", "Tonight in New York"]);
    expect(await list("today", "UTC")).toEqual(["Midnight in Tokyo", "Tonight in New York"]);
    expect(await list("today", "Asia/Tokyo")).toEqual(["Tonight in New York"]);
    expect(await list("next_7_days", "America/New_York")).toEqual(["Early this morning in New York", "Midnight in Tokyo", "Tonight in New York"]);
    expect(await list("overdue", "Asia/Tokyo")).toEqual(["Early this morning in New York", "Yesterday in New York"]);
    expect(await list("tomorrow", "America/New_York")).toEqual(["Midnight in Tokyo"]);
    expect(await list("this_week", "America/New_York")).toEqual(["Early this morning in New York", "Tonight in New York"]); // Sunday: today only
    expect(await list("next_week", "America/New_York")).toEqual(["Midnight in Tokyo", "Next week"]);
    // A read token may ask for a plan; at 23:00 the working day is over: the task fixed at 23:30 stays, the rest go to tomorrow.
    const plan = JSON.parse(text(await client.callTool({ name: "plan_today", arguments: { workspaceId: own, timeZone: "America/New_York" } }))) as {
      slots: { title: string; fixed: boolean }[];
      tomorrow: { title: string }[];
    };
    expect(plan.slots.map((s) => [s.title, s.fixed])).toEqual([["Tonight in New York", true]]);
    expect(plan.tomorrow.map((t) => t.title).sort()).toEqual(["Early this morning in New York", "Midnight in Tokyo", "Next week", "Yesterday in New York"]);
    await client.close();
  });

  it("weekly_insights answers the week's figures with 'Planned vs done' from the day plans the user accepted (clock fixed on a Wednesday)", async () => {
    const { token } = await createApiToken({ user: owner.account, token: { name: "insights", scope: "read", expiresInDays: null, timeZone: null } });
    const record = (await (await getStore()).listApiTokens(owner.account.id, { limit: 50 })).items.find((t) => t.id === token.id)!;
    const made = await readJson<{ data: { id: string } }>(await workspacesRoute.POST(apiRequest("POST", "/api/workspaces", { caller: owner, body: { name: "Planned" } }), params({})));
    const own = made.body.data.id;
    const create = async (title: string) =>
      (await readJson<{ data: Task }>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { workspaceId: own, title, dueDate: null } }), params({})))).body.data;
    const now = new Date("2030-03-13T15:00:00.000Z");
    const [report, call, walk] = [await create("Write the report"), await create("Call the bank"), await create("Walk")];
    await acceptPlan({
      user: owner.account,
      workspaceId: own,
      items: [],
      plan: { day: "2030-03-12", slots: [report, call].map((t, i) => ({ taskId: t.id, start: `2030-03-12T1${i}:00:00.000Z`, end: `2030-03-12T1${i}:30:00.000Z` })) },
      now,
    });
    await acceptPlan({ user: owner.account, workspaceId: own, items: [], plan: { day: "2030-03-13", slots: [{ taskId: walk.id, start: "2030-03-13T16:00:00.000Z", end: "2030-03-13T16:30:00.000Z" }] }, now });
    await toggleCompletion({ user: owner.account, taskId: report.id });
    const server = createMcpServer({ user: owner.account, token: record }, () => now);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "duely-test", version: "1.0.0" });
    await client.connect(clientSide);
    const answer = JSON.parse(text(await client.callTool({ name: "weekly_insights", arguments: { workspaceId: own, timeZone: "UTC" } }))) as {
      completionRate: unknown;
      plannedVsDone: { planned: number; done: number; percent: number; days: { date: string; planned: number; done: number; today: boolean }[] };
    };
    expect(answer.completionRate).toEqual(expect.any(Number));
    expect(answer.plannedVsDone).toMatchObject({ planned: 3, done: 1, percent: 33 });
    expect(answer.plannedVsDone.days.filter((d) => d.planned > 0)).toEqual([
      expect.objectContaining({ date: "2030-03-12", planned: 2, done: 1, today: false }),
      expect.objectContaining({ date: "2030-03-13", planned: 1, done: 0, today: true }),
    ]);
    await client.close();
  });

  it("never stores a due date past the year 9999: add_task adds the task undated, reschedule_task refuses the date", async () => {
    const { secret } = await createApiToken({ user: owner.account, token: { name: "assistant", scope: "read_write", expiresInDays: null, timeZone: "Pacific/Honolulu" } });
    const client = await connect(secret);
    // 23:00 on 31 December 9999 in Honolulu is 09:00 on 1 January 10000 in UTC.
    const added = await client.callTool({ name: "add_task", arguments: { text: "Renew the lease 31 december 9999 at 11pm", workspaceId } });
    expect(added.isError).toBeFalsy();
    const listed = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller: owner }), params({})));
    const task = listed.body.data.find((t) => t.title.startsWith("Renew the lease"));
    expect(task?.dueDate).toBeNull();
    const moved = await client.callTool({ name: "reschedule_task", arguments: { taskId: task!.id, when: "31 december 9999 at 11pm" } });
    expect(moved.isError).toBe(true);
    expect(text(moved)).toBe('No date or time found in "31 december 9999 at 11pm"');
    await client.close();
  });

  it("assign_task assigns a member by e-mail, 'me', or nobody; refuses a stranger and a read token", async () => {
    const bo = await signedIn("Bo");
    const team = await workspaceOf(owner, [bo]);
    const created = await readJson<{ data: Task }>(
      await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title: "Plan the offsite", workspaceId: team.id } }), params({})),
    );
    const taskId = created.body.data.id;
    const { secret } = await createApiToken({ user: owner.account, token: { name: "assistant", scope: "read_write", expiresInDays: null, timeZone: null } });
    const client = await connect(secret);
    const boEmail = bo.account.email.toLowerCase();
    const toBo = await client.callTool({ name: "assign_task", arguments: { taskId, assignee: bo.account.email } });
    expect(text(toBo).split("\n")[0]).toBe(mcpCopy.assigned("Plan the offsite", boEmail));
    const toMe = await client.callTool({ name: "assign_task", arguments: { taskId, assignee: "me" } });
    expect(text(toMe).split("\n")[0]).toBe(mcpCopy.assigned("Plan the offsite", owner.account.email.toLowerCase()));
    const nobody = await client.callTool({ name: "assign_task", arguments: { taskId, assignee: null } });
    expect(text(nobody).split("\n")[0]).toBe(mcpCopy.unassigned("Plan the offsite"));
    const stranger = await client.callTool({ name: "assign_task", arguments: { taskId, assignee: "stranger@example.com" } });
    expect(stranger).toMatchObject({ isError: true });
    expect(text(stranger)).toBe(assignmentCopy.notAssignable);
    const garbage = await client.callTool({ name: "assign_task", arguments: { taskId, assignee: "not an address" } });
    expect(text(garbage)).toBe(assignmentCopy.assigneeInvalid);
    await client.close();

    const reader = await connect((await createApiToken({ user: owner.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } })).secret);
    const refused = await reader.callTool({ name: "assign_task", arguments: { taskId, assignee: "me" } });
    expect(refused).toMatchObject({ isError: true });
    await reader.close();
    const listed = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${team.id}`, { caller: owner }), params({})));
    expect(listed.body.data.find((t) => t.id === taskId)).not.toHaveProperty("assignee");
  });

  it("answers a service refusal as a tool error with our message", async () => {
    const { secret } = await createApiToken({ user: owner.account, token: { name: "assistant", scope: "read_write", expiresInDays: null, timeZone: null } });
    const client = await connect(secret);
    const result = await client.callTool({ name: "complete_task", arguments: { taskId: "nosuchtask" } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe("Task not found");
    await client.close();
  });

  it("add_subtasks adds a checklist in order; complete_subtask checks one, says the count, and never completes the task", async () => {
    const { secret } = await createApiToken({ user: owner.account, token: { name: "steps", scope: "read_write", expiresInDays: null, timeZone: null } });
    const { secret: readOnly } = await createApiToken({ user: owner.account, token: { name: "steps-reader", scope: "read", expiresInDays: null, timeZone: null } });
    const client = await connect(secret);
    const created = await client.callTool({ name: "add_task", arguments: { text: "Move flat", workspaceId } });
    const taskId = (JSON.parse(text(created).split("\n").slice(1).join("\n")) as Task).id;
    const added = await client.callTool({ name: "add_subtasks", arguments: { taskId, titles: [" Book a van ", "Pack boxes"] } });
    expect(added.isError).toBeFalsy();
    expect(text(added).split("\n")[0]).toBe('Added 2 subtasks to "Move flat".');
    const store = await getStore();
    const [van, boxes] = (await store.getTask(taskId))!.subtasks;
    expect([van.title, boxes.title]).toEqual(["Book a van", "Pack boxes"]);

    const first = await client.callTool({ name: "complete_subtask", arguments: { taskId, subtaskId: van.id } });
    expect(text(first).split("\n")[0]).toBe('Checked "Book a van" (1 of 2 subtasks done).');
    const last = await client.callTool({ name: "complete_subtask", arguments: { taskId, subtaskId: boxes.id } });
    expect(text(last).split("\n")[0]).toBe('Checked "Pack boxes" (2 of 2 subtasks done). Every subtask of "Move flat" is done; the task itself is still open.');
    expect((await store.getTask(taskId))!.completed).toBe(false);
    const undone = await client.callTool({ name: "complete_subtask", arguments: { taskId, subtaskId: van.id, done: false } });
    expect(text(undone).split("\n")[0]).toBe('Unchecked "Book a van" (1 of 2 subtasks done).');

    const missing = await client.callTool({ name: "complete_subtask", arguments: { taskId, subtaskId: "nosuchstep" } });
    expect([missing.isError, text(missing)]).toEqual([true, "Subtask not found"]);
    const blank = await client.callTool({ name: "add_subtasks", arguments: { taskId, titles: ["   "] } });
    expect([blank.isError, text(blank)]).toEqual([true, "Subtask title is required"]);
    await client.close();

    const reader = await connect(readOnly);
    const refused = await reader.callTool({ name: "add_subtasks", arguments: { taskId, titles: ["Sneaky"] } });
    expect([refused.isError, text(refused)]).toEqual([true, "This API token can only read. Create a read+write token to make changes."]);
    expect((await reader.callTool({ name: "complete_subtask", arguments: { taskId, subtaskId: van.id } })).isError).toBe(true);
    expect((await store.getTask(taskId))!.subtasks.map((s) => s.done)).toEqual([false, true]);
    await reader.close();

    const stranger = await signedIn("Sven");
    const { secret: theirs } = await createApiToken({ user: stranger.account, token: { name: "stranger", scope: "read_write", expiresInDays: null, timeZone: null } });
    const other = await connect(theirs);
    const hidden = await other.callTool({ name: "add_subtasks", arguments: { taskId, titles: ["Mine now"] } });
    expect([hidden.isError, text(hidden)]).toEqual([true, "Task not found"]);
    await other.close();
  });

  it("a read token lists but cannot add", async () => {
    const { secret } = await createApiToken({ user: owner.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    const client = await connect(secret);
    const workspaces = await client.callTool({ name: "list_workspaces", arguments: {} });
    expect(workspaces.isError).toBeFalsy();
    const refused = await client.callTool({ name: "add_task", arguments: { text: "Sneaky task", workspaceId } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe("This API token can only read. Create a read+write token to make changes.");
    const listed = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller: owner }), params({})));
    expect(listed.body.data.map((t) => t.title)).not.toContain("Sneaky task");
    await client.close();
  });

  describe("JSON-RPC batches (one request must not run many tool calls on one rate-limit hit)", () => {
    const headers = (secret: string) => ({ "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${secret}` });
    const addTask = (id: number, title: string) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "add_task", arguments: { text: title, workspaceId } } });
    const titles = async () => {
      const listed = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller: owner }), params({})));
      return listed.body.data.map((t) => t.title);
    };

    it("refuses a batch of 100 tools/call with HTTP 400 and a JSON-RPC Invalid Request, and runs none of them (4 batches: no task)", async () => {
      const { secret } = await createApiToken({ user: owner.account, token: { name: "batcher", scope: "read_write", expiresInDays: null, timeZone: null } });
      for (let round = 0; round < 4; round += 1) {
        const batch = Array.from({ length: 100 }, (_, i) => addTask(i + 1, `Batched ${round}-${i}`));
        const res = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: JSON.stringify(batch) });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ jsonrpc: "2.0", error: { code: -32600, message: mcpCopy.batchRefused }, id: null });
      }
      expect((await titles()).filter((title) => title.startsWith("Batched"))).toEqual([]);
      // A batch of one is a batch too; the same call sent alone runs.
      const one = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: JSON.stringify([addTask(1, "Alone in a batch")]) });
      expect(one.status).toBe(400);
      const alone = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: JSON.stringify(addTask(2, "Sent alone")) });
      expect(alone.status).toBe(200);
      expect(((await alone.json()) as { result: { isError?: boolean } }).result.isError).toBeFalsy();
      expect((await titles()).filter((title) => title.startsWith("Alone") || title.startsWith("Sent"))).toEqual(["Sent alone"]);
    });

    it("counts every message against the token's limit: past it, 429 and nothing runs", async () => {
      const { secret } = await createApiToken({ user: owner.account, token: { name: "busy", scope: "read_write", expiresInDays: null, timeZone: null } });
      const list = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_workspaces", arguments: {} } };
      for (let i = 0; i < API_TOKEN_RATE_LIMIT.limit; i += 1) {
        const res = await mcpRoute.POST(apiRequest("POST", "/api/mcp", { origin: null, headers: headers(secret), rawBody: JSON.stringify(list) }), params({}));
        expect(res.status).toBe(200);
      }
      const past = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: JSON.stringify(addTask(1, "Past the limit")) });
      expect(past.status).toBe(429);
      expect(await titles()).not.toContain("Past the limit");
    });

    it("answers a body that is not JSON with a JSON-RPC parse error, and one over 256 KB with 413", async () => {
      const { secret } = await createApiToken({ user: owner.account, token: { name: "sloppy", scope: "read", expiresInDays: null, timeZone: null } });
      const broken = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: "{" });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error: Invalid JSON" }, id: null });
      const huge = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: headers(secret), body: JSON.stringify(addTask(1, "x".repeat(300_000))) });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ error: { code: "payload_too_large", message: mcpCopy.requestTooLarge } });
    });
  });

  it("refuses a request without a valid token (401 with a Bearer challenge) and one with a session cookie too (400)", async () => {
    const init = { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" };
    const none = await fetch(`${server.url}/api/mcp`, init);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect(await none.json()).toEqual({ error: { code: "unauthorized", message: "Invalid, revoked or expired API token" } });
    const wrong = await fetch(`${server.url}/api/mcp`, { ...init, headers: { ...init.headers, authorization: "Bearer duely_nope" } });
    expect(wrong.status).toBe(401);
    const { secret } = await createApiToken({ user: owner.account, token: { name: "x", scope: "read", expiresInDays: null, timeZone: null } });
    const mixed = await fetch(`${server.url}/api/mcp`, { ...init, headers: { ...init.headers, authorization: `Bearer ${secret}`, cookie: owner.cookie } });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).error.code).toBe("bad_request");
  });

  it("offers no server-to-client stream and no session (the route exports POST only; Next answers 405)", () => {
    expect(Object.keys(mcpRoute)).toEqual(["POST"]);
  });
});
