import * as exportRoute from "@/app/api/export/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import * as toggleRoute from "@/app/api/tasks/[taskId]/toggle/route";
import { parseTaskText } from "@/server/ai/parse-task-text";
import { getStore } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { startOpenAiServer } from "@/tests/support/openai-server";
import { makeTask } from "@/tests/support/records";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { tasksOf, upload, workspacesOf } from "./transfer-support";
import type { ImportPlan, ImportResult } from "@/lib/schemas/transfer";
import type { Task } from "@/lib/schemas/task";

/**
 * Instants whose UTC year leaves 0001-9999 are refused wherever they come in (the API, the parsers the
 * MCP tools and imports use, recurrence), and the owner's export re-imports, even one holding a due
 * date stored before they were refused. (The MCP tools: mcp.test.ts; the calendar feed: calendar-feed.test.ts.)
 */

useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(30_000);

const invalid = { error: { code: "bad_request", message: "Due date must be an ISO date-time or null" } };

async function create(caller: TestUser, body: object) {
  return readJson<{ data: Task }>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller, body }), params({})));
}

describe("instants in the years 0001-9999 only", () => {
  it("the task API refuses a due date past 9999 or before 0001 in UTC (400), on create and on update, and keeps the edges", async () => {
    const owner = await signedIn("Ines");
    const workspaceId = (await workspaceOf(owner)).id;
    for (const dueDate of ["9999-12-31T23:59:59-14:00", "+010000-01-01T00:00:00Z", "0001-01-01T00:00:00+00:01", "0000-12-31T23:00:00Z"]) {
      expect(await create(owner, { workspaceId, title: "Far", dueDate })).toEqual({ status: 400, body: invalid });
    }
    const edge = await create(owner, { workspaceId, title: "Edge", dueDate: "9999-12-31T23:59:59+14:00" });
    expect(edge).toMatchObject({ status: 201, body: { data: { dueDate: "9999-12-31T09:59:59.000Z" } } });
    const first = await create(owner, { workspaceId, title: "First", dueDate: "0001-01-01T00:00:00Z" });
    expect(first.body.data.dueDate).toBe("0001-01-01T00:00:00.000Z");

    const id = edge.body.data.id;
    const refused = await readJson(await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${id}`, { caller: owner, body: { dueDate: "9999-12-31T23:59:59-14:00" } }), params({ taskId: id })));
    expect(refused).toEqual({ status: 400, body: invalid });
    expect((await tasksOf(owner, workspaceId)).map((t) => t.dueDate)).toEqual(["9999-12-31T09:59:59.000Z", "0001-01-01T00:00:00.000Z"]);
  });

  it("completing the last occurrence of 9999 ends the series: no occurrence past 9999-12-31", async () => {
    const owner = await signedIn("Jon");
    const workspaceId = (await workspaceOf(owner)).id;
    const daily = (await create(owner, { workspaceId, title: "Daily", dueDate: "9999-12-30T09:00:00Z", recurrence: { rrule: "FREQ=DAILY", timeZone: "UTC" } })).body.data;
    const complete = (taskId: string) => toggleRoute.POST(apiRequest("POST", `/api/tasks/${taskId}/toggle`, { caller: owner, body: { completed: true } }), params({ taskId }));
    expect((await complete(daily.id)).status).toBe(200);
    const open = (await tasksOf(owner, workspaceId)).filter((t) => !t.completed);
    expect(open.map((t) => t.dueDate)).toEqual(["9999-12-31T09:00:00.000Z"]);
    expect((await complete(open[0].id)).status).toBe(200);
    expect((await tasksOf(owner, workspaceId)).filter((t) => !t.completed)).toEqual([]);
  });

  it("the LLM parser's answer past 9999 (in the user's zone) is no due date", async () => {
    const server = await startOpenAiServer();
    try {
      server.behave({ kind: "answer", content: { title: "Renew", dueDate: "9999-12-31T23:00", urgency: null } });
      const llm = { apiKey: "sk-test", baseURL: server.url, model: "gpt-test", timeoutMs: 2000 };
      const run = (timeZone: string) => parseTaskText({ prompt: "Renew 31 Dec 9999 11pm", timeZone, now: new Date("2026-11-23T10:00:00Z") }, llm);
      expect((await run("Pacific/Honolulu")).data).toMatchObject({ title: "Renew", dueDate: null, stillNeeded: ["date", "urgency"] });
      expect((await run("Pacific/Kiritimati")).data.dueDate).toBe("9999-12-31T09:00:00.000Z");
    } finally {
      await server.close();
    }
  });

  it("the owner's export re-imports: edge dates kept, a due date stored past 9999 before the rule dropped with a note", async () => {
    const owner = await signedIn("Kai");
    const home = (await workspacesOf(owner)).owned[0];
    await create(owner, { workspaceId: home.id, title: "Edge", dueDate: "9999-12-31T23:59:59+14:00" });
    await create(owner, { workspaceId: home.id, title: "First", dueDate: "0001-01-01T00:00:00Z" });
    // Written straight to the store, as the API did before it refused such dates.
    await makeTask(await getStore(), { id: home.id, userId: owner.account.id }, { title: "Legacy", dueDate: "9999-12-31T23:59:59-14:00", createdAt: new Date().toISOString() });
    const file = await (await exportRoute.GET(apiRequest("GET", "/api/export", { caller: owner }), params({}))).text();
    expect(file).toContain('"dueDate":"+010000-01-01T13:59:59.000Z"');

    const preview = await readJson<{ data: ImportPlan }>(await upload(owner, { source: "duely" }, file));
    expect(preview.status).toBe(200);
    expect(preview.body.data.tasks.find((t) => t.title === "Legacy")?.notes).toEqual([
      'due date "+010000-01-01T13:59:59.000Z" is not a date between the years 1 and 9999: imported without a due date',
    ]);
    const done = await readJson<{ data: ImportResult }>(await upload(owner, { source: "duely", mode: "commit" }, file));
    expect(done).toEqual({ status: 201, body: { data: { workspaces: 0, tasks: 3, comments: 0, skipped: 0 } } });
    // The copies keep the exported creation times, so the list's order between a task and its copy is the ids': sorted here.
    const dates = (await tasksOf(owner, home.id)).map((t) => [t.title, t.dueDate]).sort((a, b) => String(a).localeCompare(String(b)));
    expect(dates).toEqual([
      ["Edge", "9999-12-31T09:59:59.000Z"],
      ["Edge", "9999-12-31T09:59:59.000Z"],
      ["First", "0001-01-01T00:00:00.000Z"],
      ["First", "0001-01-01T00:00:00.000Z"],
      ["Legacy", null],
      ["Legacy", "+010000-01-01T13:59:59.000Z"],
    ]);
  });
});
