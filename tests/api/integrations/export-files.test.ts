import Papa from "papaparse";
import * as exportRoute from "@/app/api/export/route";
import * as exportCsvRoute from "@/app/api/export/csv/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import * as commentsRoute from "@/app/api/tasks/[taskId]/comments/route";
import * as subtasksRoute from "@/app/api/tasks/[taskId]/subtasks/route";
import * as subtaskRoute from "@/app/api/tasks/[taskId]/subtasks/[subtaskId]/route";
import { getStore } from "@/server/store";
import { attachmentDisposition } from "@/server/content-disposition";
import { newId } from "@/server/ids";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import type { Task } from "@/lib/schemas/task";

/**
 * The downloads as files: a Content-Disposition every client reads whatever the workspace's script
 * (ASCII filename= and RFC 8187 filename*=), and CSV cells a spreadsheet never runs as formulas.
 */

useTempDatabase();
useApiEnvironment({ smtp: false });

async function workspaceNamed(owner: TestUser, name: string) {
  return (await getStore()).createWorkspace({
    id: newId(), name, icon: "📋", color: "indigo", userId: owner.account.id, ownerEmail: owner.account.email, isDefault: false, members: [], now: new Date().toISOString(),
  });
}

const csvOf = (caller: TestUser, workspaceId: string) => exportCsvRoute.GET(apiRequest("GET", `/api/export/csv?workspaceId=${workspaceId}`, { caller }), params({}));

describe("export file names", () => {
  it.each([
    ["Работа", "duely.csv", "duely-%D0%A0%D0%B0%D0%B1%D0%BE%D1%82%D0%B0.csv"],
    ["Δουλειά", "duely.csv", "duely-%CE%94%CE%BF%CF%85%CE%BB%CE%B5%CE%B9%CE%AC.csv"],
    ["仕事", "duely.csv", "duely-%E4%BB%95%E4%BA%8B.csv"],
    ["Café (2)", "duely-Cafe-2.csv", "duely-Caf%C3%A9-2.csv"],
    ["Work", "duely-Work.csv", "duely-Work.csv"],
  ])("a workspace named %s downloads as CSV (200) with an ASCII filename and the UTF-8 one", async (name, ascii, encoded) => {
    const owner = await signedIn("Yara");
    const workspace = await workspaceNamed(owner, name);
    const response = await csvOf(owner, workspace.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
  });

  it("names the JSON export the same way, and encodes what RFC 8187 does not allow as it is", async () => {
    const owner = await signedIn("Zeno");
    const response = await exportRoute.GET(apiRequest("GET", "/api/export", { caller: owner }), params({}));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="duely-export-(\d{4}-\d{2}-\d{2})\.json"; filename\*=UTF-8''duely-export-\1\.json$/);
    expect(attachmentDisposition("it's (*) \"x\"\\\ud800.csv")).toBe(`attachment; filename="it-s-x.csv"; filename*=UTF-8''it%27s%20%28%2A%29%20%22x%22%5C%EF%BF%BD.csv`);
  });
});

describe("CSV cells", () => {
  it("escapes every cell whose first character is =, +, -, @, tab or CR, line breaks in it or not, the comments column included", async () => {
    const owner = await signedIn("=cmd|' /C calc'!A0");
    const workspace = await workspaceNamed(owner, "Sheet");
    const titles = ["=1+1\nsecond line", "+SUM(A1)\r\nx", "@cmd", "-2", "\t=tab", "Plain title", "Bo: =not first"];
    for (const title of titles) {
      const made = await readJson<{ data: Task }>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { workspaceId: workspace.id, title } }), params({})));
      if (title === "Plain title") {
        await commentsRoute.POST(apiRequest("POST", `/api/tasks/${made.body.data.id}/comments`, { caller: owner, body: { text: "first\n=second" } }), params({ taskId: made.body.data.id }));
      }
    }
    const rows = Papa.parse<Record<string, string>>(await (await csvOf(owner, workspace.id)).text(), { header: true, skipEmptyLines: true }).data;
    const byTitle = new Map(rows.map((r) => [r.title.replace(/^'/, ""), r]));
    // A title is trimmed when saved: "\t=tab" is stored as "=tab".
    expect(rows.map((r) => r.title)).toEqual(["'=1+1\nsecond line", "'+SUM(A1)\r\nx", "'@cmd", "'-2", "'=tab", "Plain title", "Bo: =not first"]);
    expect(byTitle.get("Plain title")?.comments).toBe("'=cmd|' /C calc'!A0: first\n=second");
    expect(byTitle.get("Bo: =not first")?.comments).toBe("");
  });
});

describe("the assignee and subtasks columns", () => {
  it("give the assignee's e-mail and the checklist in order as '[x] step; [ ] step', quoted per RFC 4180; empty without them", async () => {
    const owner = await signedIn("Ada");
    const workspace = await workspaceNamed(owner, "Trips");
    const post = (body: object) => tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { workspaceId: workspace.id, ...body } }), params({}));
    const trip = (await readJson<{ data: Task }>(await post({ title: "Trip" }))).body.data;
    await post({ title: "Bare" });
    const assigned = await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${trip.id}`, { caller: owner, body: { assignee: owner.account.email } }), params({ taskId: trip.id }));
    expect(assigned.status).toBe(200);
    const titles = ['Say "hi", then go', "Pack; lock", "=cmd"];
    const added = await readJson<{ data: Task }>(await subtasksRoute.POST(apiRequest("POST", `/api/tasks/${trip.id}/subtasks`, { caller: owner, body: { titles } }), params({ taskId: trip.id })));
    const [first] = added.body.data.subtasks;
    await subtaskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${trip.id}/subtasks/${first.id}`, { caller: owner, body: { done: true } }), params({ taskId: trip.id, subtaskId: first.id }));

    const text = await (await csvOf(owner, workspace.id)).text();
    expect(text.split("\r\n")[0]).toBe("id,title,dueDate,urgency,completed,completedAt,createdAt,updatedAt,comments,assignee,subtasks");
    // Quotes doubled and the cell quoted for its comma and quotes (RFC 4180 section 2.6-2.7); a formula-looking step later in the cell stays as it is.
    expect(text).toContain(`,${owner.account.email},"[x] Say ""hi"", then go; [ ] Pack; lock; [ ] =cmd"\r\n`);
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.title, r.assignee, r.subtasks])).toEqual([
      ["Trip", owner.account.email, '[x] Say "hi", then go; [ ] Pack; lock; [ ] =cmd'],
      ["Bare", "", ""],
    ]);
  });
});
