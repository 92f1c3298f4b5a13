import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { GET as cronRoute } from "@/app/api/cron/reminders/route";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { setEnv } from "@/tests/support/env";
import { apiRequest, params } from "@/tests/support/requests";
import { DATABASE_ID, useAppwriteBackend } from "./support";

/**
 * The Appwrite Function of scripts/appwrite-function (the reminder scheduler for hosts without one),
 * run as Appwrite's Node.js runtime would run it (its context's res, log and error, faked here) against
 * the app's real GET /api/cron/reminders served on loopback, on DUELY_BACKEND=appwrite with the
 * Appwrite protocol fake (not Appwrite) behind it.
 */

jest.setTimeout(30_000);

const { fake, sink } = useAppwriteBackend();
const SECRET = "cron-secret-of-the-function-test";

type FunctionContext = {
  res: { json: (body: unknown, status?: number) => { body: unknown; status: number } };
  log: (message: string) => void;
  error: (message: string) => void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runFunction = require(path.join(process.cwd(), "scripts/appwrite-function/main.js")) as (context: FunctionContext) => Promise<{ body: unknown; status: number }>;

let app: Server;
let appUrl = "";
let restore: () => void;

beforeAll(async () => {
  restore = setEnv({ CRON_SECRET: SECRET });
  // The app's cron route on loopback, as the deployed app would answer the function.
  app = createServer((incoming, res) => {
    const req = apiRequest("GET", incoming.url ?? "/", { headers: { authorization: incoming.headers.authorization ?? "" }, origin: null });
    cronRoute(req, params({}))
      .then(async (answer) => res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text()))
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(async () => {
  restore();
  await new Promise((resolve) => app.close(resolve));
});

function context() {
  const logs: string[] = [];
  const errors: string[] = [];
  const ctx: FunctionContext = { res: { json: (body, status = 200) => ({ body, status }) }, log: (m) => logs.push(m), error: (m) => errors.push(m) };
  return { ctx, logs, errors };
}

function withVariables<T>(variables: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(variables).map((k) => [k, process.env[k]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  assign(variables);
  return run().finally(() => assign(previous));
}

it("runs the reminder processor through GET /api/cron/reminders with the bearer secret and logs its report", async () => {
  const store = await getStore();
  const userId = newId();
  const now = new Date().toISOString();
  const ws = await store.createWorkspace({ id: newId(), name: "Home", icon: "🏠", color: "indigo", userId, ownerEmail: "o@example.com", isDefault: true, members: [], now });
  const task = await store.createTask({ id: newId(), title: "Bills", dueDate: null, urgency: 3, createdAt: now, workspaceId: ws.id, userId });
  const reminder = await store.createReminder({
    id: newId(),
    text: "Pay the bill",
    dueDate: new Date(Date.now() - 60_000).toISOString(),
    taskId: task.id,
    taskTitle: task.title,
    workspaceId: ws.id,
    userId,
    userEmail: "payer@example.com",
    userName: "Payer",
    timeZone: "UTC",
    createdAt: now,
  });

  const { ctx, logs, errors } = context();
  const answer = await withVariables({ DUELY_APP_URL: appUrl, CRON_SECRET: SECRET }, () => runFunction(ctx));
  expect(answer).toEqual({ body: { ok: true, status: 200 }, status: 200 });
  expect(errors).toEqual([]);
  expect(logs[0]).toMatch(/^GET \/api\/cron\/reminders: 200 \{"data":\{"claimed":1,"sent":1,/);
  await sink().waitFor(1);
  expect(fake().rawRow(DATABASE_ID, "reminders", reminder.id)).toMatchObject({ status: "done" });
});

it("reports the app's refusal of a wrong secret as an error of the execution", async () => {
  const { ctx, errors } = context();
  const answer = await withVariables({ DUELY_APP_URL: appUrl, CRON_SECRET: "not-the-secret" }, () => runFunction(ctx));
  expect(answer).toEqual({ body: { ok: false, status: 401 }, status: 502 });
  expect(errors[0]).toMatch(/^GET \/api\/cron\/reminders: 401 /);
});

it("says which variables are missing", async () => {
  const { ctx, errors } = context();
  const answer = await withVariables({ DUELY_APP_URL: undefined, CRON_SECRET: undefined }, () => runFunction(ctx));
  expect(answer.status).toBe(500);
  expect(errors).toEqual(["Set DUELY_APP_URL and CRON_SECRET as variables of this function."]);
});
