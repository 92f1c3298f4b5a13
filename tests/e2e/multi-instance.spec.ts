import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { ACTIVE_WORKSPACE_COOKIE } from "@/lib/cookies";
import { boardCopy } from "@/lib/copy/board";
import { commonCopy } from "@/lib/copy/common";
import { liveCopy } from "@/lib/copy/live";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { freshAppDatabase, type AppBackend, type AppDatabase } from "@/tests/support/app-database";
import { createUser, uniqueEmail, verifiedUserOn } from "./support/auth";
import { APP_PORT, CRON_SECRET } from "./support/env";
import { startInstances, type Instances } from "./support/instances";
import * as mail from "./support/mail";
import { expect, test, type Page } from "./support/test";

/**
 * Several instances of the production build on one database, as a deployment behind a load balancer runs
 * them: three servers started as `npm start` starts them, on one PostgreSQL database (the embedded server
 * of the tests, or TEST_DATABASE_URL's). Everything that must hold across processes goes through the
 * database, and this proves it end to end:
 *   1. a member's board served by C shows a task, its completion and a comment made through A within 1 s;
 *   2. 30 due reminders and three cron calls on each instance at once: exactly 30 e-mails, all shown Sent;
 *   3. the registration limit reached through A holds on B and C;
 *   4. SIGKILL of B during a burst of 100 task writes through it: every write answered 2xx is there (read on A);
 *   5. all three restarted: everything above is still there, sessions included.
 * The same five cases run on a libSQL file too (three processes on one file, the default backend's way to
 * several instances on one machine). E2E_MULTI_INSTANCE_BACKENDS=postgres (or sqlite) runs one of them.
 */

const BACKENDS = (process.env.E2E_MULTI_INSTANCE_BACKENDS ?? "postgres,sqlite").split(",") as AppBackend[];
const FIRST_PORT = APP_PORT + 11;
const WITHIN_1_S = { timeout: 1_000 };
const [A, B, C] = [0, 1, 2];

const dataOf = async <T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> => {
  const text = await res.text();
  expect(res.ok(), `${res.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
};

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** A request context on another instance with the same cookies (sessions live in the database). */
async function sameSessionOn(url: string, from: BrowserContext | APIRequestContext): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: url, storageState: await from.storageState() });
}

for (const backend of BACKENDS) {
  test.describe(`three instances on one ${backend === "postgres" ? "PostgreSQL database" : "libSQL file"}`, () => {
    test.describe.configure({ mode: "serial" });

    let database: AppDatabase;
    let instances: Instances;
    /** What the earlier cases made, for the restart case to find again. */
    const made = {
      board: null as null | { owner: APIRequestContext; workspaceId: string; taskId: string; comment: string },
      reminders: null as null | { user: APIRequestContext; count: number },
      limitedAddress: "",
      burst: null as null | { user: APIRequestContext; workspaceId: string; acknowledged: string[] },
    };

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      database = await freshAppDatabase(backend);
      instances = await startInstances(database, { count: 3, firstPort: FIRST_PORT });
    });

    test.afterAll(async () => {
      await instances?.killAll();
      await database?.drop();
    });

    test("a member's board on C shows a task, its completion and a comment made through A, each within 1 s", async ({ browser }) => {
      const ownerContext = await browser.newContext({ baseURL: instances.url(A) });
      const owner = await ownerContext.newPage();
      await createUser(owner, { name: "Olivia Owner" });
      const { id: workspaceId } = await dataOf<{ id: string }>(await owner.request.post("/api/workspaces", { data: { name: "Across instances" } }));

      const memberContext = await browser.newContext({ baseURL: instances.url(C) });
      const member = await memberContext.newPage();
      const { email } = await createUser(member, { name: "Max Member" });
      await dataOf(await owner.request.post(`/api/workspaces/${workspaceId}/members`, { data: { email } }));
      await memberContext.addCookies([{ name: ACTIVE_WORKSPACE_COOKIE, value: workspaceId, url: instances.url(C) }]);
      await member.goto("/todo");
      await expect(member.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });

      const task = await dataOf<Task>(await owner.request.post("/api/tasks", { data: { title: "Print the flyers", workspaceId, urgency: 4 } }));
      await expect(card(member, "Print the flyers")).toBeVisible(WITHIN_1_S);

      await dataOf(await owner.request.post(`/api/tasks/${task.id}/toggle`, { data: { completed: true } }));
      // A completed task folds into its column's 'Completed (N)' group (closed on a new device).
      const completed = member.getByRole("button", { name: boardCopy.completedGroup(1) });
      await expect(completed).toBeVisible(WITHIN_1_S);
      await completed.click();
      await expect(card(member, "Print the flyers").getByRole("checkbox")).toHaveAttribute("aria-label", taskDetailsCopy.markIncomplete);

      await card(member, "Print the flyers").getByRole("button", { name: taskDetailsCopy.showComments }).click();
      await dataOf(await owner.request.post(`/api/tasks/${task.id}/comments`, { data: { text: "Two hundred copies", timeZone: "UTC" } }));
      await expect(card(member, "Print the flyers").getByText("Two hundred copies")).toBeVisible(WITHIN_1_S);

      made.board = { owner: await sameSessionOn(instances.url(B), ownerContext), workspaceId, taskId: task.id, comment: "Two hundred copies" };
      await Promise.all([ownerContext.close(), memberContext.close()]);
    });

    test("30 due reminders, three cron calls on each instance at once: exactly 30 e-mails, every reminder shown as Sent", async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ baseURL: instances.url(B), timezoneId: "UTC" });
      const page = await context.newPage();
      const user = await createUser(page, { name: "Rita Reminder" });
      const { owned } = await dataOf<{ owned: { id: string; isDefault: boolean }[] }>(await page.request.get("/api/workspaces"));
      const workspaceId = owned.find((w) => w.isDefault)!.id;
      const task = await dataOf<Task>(await page.request.post("/api/tasks", { data: { title: "Supplier calls", workspaceId } }));
      // The reminder commands arrive through all three instances.
      const on = await Promise.all([A, B, C].map((i) => sameSessionOn(instances.url(i), context)));
      for (let n = 1; n <= 30; n++) {
        await dataOf(await on[n % 3].post(`/api/tasks/${task.id}/comments`, { data: { text: `!remindme tomorrow 9am call supplier ${n}`, timeZone: "UTC" } }));
      }
      // Due now: the app has no clock to move, so the fixture moves the reminders.
      await database.query("UPDATE reminders SET due_date = ? WHERE user_id = ?", [new Date(Date.now() - 60_000).toISOString(), user.id]);

      const runs = await Promise.all(
        [A, B, C].flatMap((i) =>
          Array.from({ length: 3 }, () => fetch(`${instances.url(i)}/api/cron/reminders`, { headers: { authorization: `Bearer ${CRON_SECRET}` } })),
        ),
      );
      const reports = await Promise.all(runs.map(async (res) => ({ status: res.status, ...((await res.json()) as { data: { sent: number; failed: number } }).data })));
      expect(reports.map((r) => r.status)).toEqual(Array(9).fill(200));
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
      expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(0);

      const reminderMails = async () => (await mail.list(user.email)).filter((m) => m.subject === "Reminder: Supplier calls");
      await expect.poll(async () => (await reminderMails()).length, { timeout: 10_000 }).toBe(30);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // nothing more arrives
      const texts = (await reminderMails()).map((m) => /Call supplier \d+/.exec(m.text)?.[0]);
      expect(new Set(texts).size).toBe(30);

      const reminders = await dataOf<{ status: string }[]>(await on[C].get("/api/reminders"));
      expect(reminders.map((r) => r.status)).toEqual(Array(30).fill("done"));
      await page.goto("/todo");
      await page.getByRole("button", { name: /^Reminders/ }).click();
      const panel = page.getByRole("dialog", { name: remindersCopy.title });
      await expect(panel.getByRole("listitem").filter({ hasText: remindersCopy.sent })).toHaveCount(30);
      await panel.getByRole("tab", { name: remindersCopy.tabs.pending }).click();
      await expect(panel).toContainText(remindersCopy.emptyFiltered("pending"));

      made.reminders = { user: on[A], count: 30 };
      await context.close();
    });

    /** A registration through instance `i` from the client address `from`: its status and body. */
    const register = async (i: number, from: string) => {
      const res = await fetch(`${instances.url(i)}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({ name: "Limit Tester", email: uniqueEmail("limit"), password: "correct-horse-1", confirmPassword: "correct-horse-1" }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const LIMITED = { status: 429, body: { error: { code: "rate_limited", message: commonCopy.tooManyRequests } } };

    test(`a registration limit reached through A (${AUTH_RATE_LIMITS.registerPerIp.limit} an hour per address) holds on B and C, for that address only`, async () => {
      const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let n = 0; n < AUTH_RATE_LIMITS.registerPerIp.limit; n++) expect((await register(A, address)).status).toBe(201);
      expect(await register(B, address)).toEqual(LIMITED);
      expect(await register(C, address)).toEqual(LIMITED);
      expect((await register(B, "10.78.0.1")).status).toBe(201);
      made.limitedAddress = address;
    });

    test("SIGKILL of B during a burst of 100 task writes through it: every write it answered 2xx is there, read on A", async () => {
      test.setTimeout(60_000);
      const { api, workspaceId } = await verifiedUserOn(instances.url(B), { prefix: "burst", forwardedFor: "10.79.0.1" });
      const acknowledged: string[] = [];
      const writes = Array.from({ length: 100 }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * 5));
        try {
          const res = await api.post("/api/tasks", { data: { title: `Burst task ${n}`, workspaceId }, timeout: 10_000 });
          if (res.ok()) acknowledged.push(((await res.json()) as { data: Task }).data.id);
        } catch {
          // cut by the kill: not acknowledged, so nothing is promised about it
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
      instances.servers[B].child.kill("SIGKILL");
      await Promise.all(writes);
      await instances.servers[B].exit;
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.length).toBeLessThan(100);

      const onA = await sameSessionOn(instances.url(A), api);
      const ids = new Set((await dataOf<Task[]>(await onA.get(`/api/tasks?workspaceId=${workspaceId}`))).map((t) => t.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      made.burst = { user: onA, workspaceId, acknowledged };
    });

    test("all three restarted: every task, comment, reminder, limit and session is still there", async () => {
      test.setTimeout(180_000);
      await instances.stopAll();
      await Promise.all([A, B, C].map((i) => instances.restart(i)));
      const { board, reminders, burst } = made;
      if (!board || !reminders || !burst) throw new Error("the earlier cases of this describe block did not finish");

      const onC = await sameSessionOn(instances.url(C), board.owner);
      const [task] = (await dataOf<Task[]>(await onC.get(`/api/tasks?workspaceId=${board.workspaceId}`))).filter((t) => t.id === board.taskId);
      expect(task).toMatchObject({ title: "Print the flyers", completed: true, comments: [expect.objectContaining({ text: board.comment })] });

      const sent = await dataOf<{ status: string }[]>(await (await sameSessionOn(instances.url(B), reminders.user)).get("/api/reminders"));
      expect(sent.map((r) => r.status)).toEqual(Array(reminders.count).fill("done"));

      expect(await register(A, made.limitedAddress)).toEqual(LIMITED);

      const ids = new Set((await dataOf<Task[]>(await (await sameSessionOn(instances.url(B), burst.user)).get(`/api/tasks?workspaceId=${burst.workspaceId}`))).map((t) => t.id));
      expect(burst.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    });
  });
}
