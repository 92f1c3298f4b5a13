 
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn } from "@/tests/support/users";
import { GET } from "@/app/api/cron/reminders/route";
import { resetConfigForTests } from "@/server/config";
import type { Store } from "@/server/store/types";
import { newId } from "@/server/ids";
import { assignmentCopy } from "@/lib/copy/assignment";
import { makeTask, makeWorkspace } from "@/tests/support/records";
import { seedReminder, seedTask } from "./support/seed";

const db = useTempDatabase();
const env = useApiEnvironment();
const SECRET = "s3cret-for-the-cron-route-test";
const saved = process.env.CRON_SECRET;

function setSecret(value: string | undefined): void {
  if (value === undefined) delete process.env.CRON_SECRET;
  else process.env.CRON_SECRET = value;
  resetConfigForTests();
}
afterAll(() => setSecret(saved));

const call = async (headers: Record<string, string> = {}, path = "/api/cron/reminders") => {
  const res = await GET(apiRequest("GET", path, { headers, origin: null }), params({}));
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
};

describe("GET /api/cron/reminders", () => {
  let store: Store;
  beforeAll(async () => {
    store = await db.store();
  });

  it("is switched off with a clear 503 while CRON_SECRET is unset", async () => {
    setSecret(undefined);
    expect(await call({ authorization: "Bearer anything" })).toMatchObject({
      status: 503,
      body: { error: { code: "unavailable", message: "Reminder processing over HTTP is disabled: set CRON_SECRET to enable it" } },
    });
  });

  describe("with CRON_SECRET set", () => {
    beforeAll(() => setSecret(SECRET));

    it.each([
      ["no Authorization header", {}],
      ["a wrong secret", { authorization: "Bearer not-the-secret" }],
      ["the secret with something appended", { authorization: `Bearer ${SECRET}x` }],
      ["the secret without the Bearer scheme", { authorization: SECRET }],
      ["another scheme", { authorization: `Basic ${Buffer.from(`cron:${SECRET}`).toString("base64")}` }],
      ["an empty bearer", { authorization: "Bearer " }],
    ])("refuses %s with 401 and sends nothing", async (_case, headers) => {
      const { task, workspace } = await seedTask(store);
      await seedReminder(store, task);
      const res = await call(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect(res.body).toEqual({ error: { code: "unauthorized", message: "Missing or wrong cron secret" } });
      expect(env.sink().messages).toHaveLength(0);
      await store.deleteWorkspace(workspace.id);
    });

    it("refuses a signed-in user's session and the secret in the query string", async () => {
      const user = await signedIn("Olivia");
      expect((await call({ cookie: user.cookie })).status).toBe(401);
      expect((await call({}, `/api/cron/reminders?secret=${SECRET}`)).status).toBe(401);
    });

    it("with the right secret runs the processor and answers its report", async () => {
      const { task, workspace } = await seedTask(store, "Water the plants");
      const reminder = await seedReminder(store, task, { text: "Check the oven", userEmail: "cook@example.com" });

      const res = await call({ authorization: `Bearer ${SECRET}` });

      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.body).toEqual({ data: { claimed: 1, sent: 1, failed: 0, durationMs: expect.any(Number) } });
      const [mail] = await env.sink().waitFor(1);
      expect(mail).toMatchObject({ to: ["cook@example.com"], subject: "Reminder: Water the plants" });
      expect((await store.getReminder(reminder.id))?.status).toBe("done");
      expect((await call({ authorization: `Bearer ${SECRET}` })).body).toMatchObject({ data: { claimed: 0, sent: 0 } });
      await store.deleteWorkspace(workspace.id);
    });

    it("then sends the assignment notices left unsent (one stored with its assignment by a process that died before sending it)", async () => {
      const workspace = await makeWorkspace(store, { members: ["mario@example.com"] });
      const task = await makeTask(store, workspace, { title: "Book the venue" });
      const notice = { id: newId(), assignedBy: "olivia@example.com", assignedByName: "Olivia", createdAt: new Date().toISOString() };
      expect((await store.updateTask(task.id, { assignee: "mario@example.com", notice, now: new Date().toISOString() })).ok).toBe(true);

      expect((await call({ authorization: `Bearer ${SECRET}` })).status).toBe(200);
      const [mail] = await env.sink().waitFor(1);
      expect(mail).toMatchObject({ to: ["mario@example.com"], subject: assignmentCopy.assignedSubject("Book the venue") });
      expect(await call({ authorization: `Bearer ${SECRET}` })).toMatchObject({ status: 200 });
      expect(env.sink().messages).toHaveLength(1);
      await store.deleteWorkspace(workspace.id);
    });
  });
});
