import { Account, Client, Permission, Role, TablesDB, Teams, Users } from "node-appwrite";
import { subscribeAppwrite, type AppwriteFeedHandlers } from "@/components/board/live/appwrite";
import { LIVE_JWT_REFRESH_MARGIN_MS } from "@/lib/constants/live";
import type { LiveEvent, LiveTransport } from "@/lib/schemas/live";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { installWebSdkGlobals } from "@/tests/support/appwrite-fake/web-sdk";

/**
 * The browser's Appwrite Realtime subscription (components/board/live/appwrite.ts) with the real
 * `appwrite` web SDK over a real websocket to the protocol fake (not Appwrite): how row events reach
 * the board (merged as the API's records), JWT renewal before expiry, a reconnect with the renewed JWT followed by one refetch, and
 * a refused renewal ending the subscription.
 */

jest.setTimeout(30_000);

const DB = "live";
let fake: AppwriteProtocolFake;
let restoreGlobals: () => void;
let admin: Client;
let tables: TablesDB;
const stops: (() => void)[] = [];

beforeAll(async () => {
  restoreGlobals = installWebSdkGlobals();
  fake = await startAppwriteProtocolFake();
  admin = new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey);
  tables = new TablesDB(admin);
  await tables.create({ databaseId: DB, name: DB });
  for (const tableId of ["workspaces", "tasks"]) {
    await tables.createTable({ databaseId: DB, tableId, name: tableId, permissions: [], rowSecurity: true });
    await tables.createStringColumn({ databaseId: DB, tableId, key: "name", size: 100, required: false });
    await tables.createStringColumn({ databaseId: DB, tableId, key: "workspaceId", size: 36, required: false });
    await tables.createStringColumn({ databaseId: DB, tableId, key: "userId", size: 36, required: false });
    await tables.createStringColumn({ databaseId: DB, tableId, key: "members", size: 320, required: false, array: true });
  }
  await tables.createStringColumn({ databaseId: DB, tableId: "tasks", key: "title", size: 200, required: false });
  await tables.createStringColumn({ databaseId: DB, tableId: "tasks", key: "comments", size: 2000, required: false, array: true });
});
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  // Let the SDK's pending reconnect timers (1 s) run out while the globals are still there.
  await new Promise((r) => setTimeout(r, 1_100));
});
afterAll(async () => {
  await fake.close();
  restoreGlobals();
});

async function reader(email: string, teamId: string) {
  const userId = fake.seedUser({ email, emailVerification: true });
  const session = await new Users(admin).createSession({ userId });
  const account = new Account(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setSession(session.secret));
  const teams = new Teams(admin);
  await teams.create({ teamId, name: teamId }).catch(() => undefined);
  await teams.createMembership({ teamId, roles: [], userId });
  const transport = async (durationS = 900, expiresInMs = durationS * 1000): Promise<Extract<LiveTransport, { transport: "appwrite" }>> => ({
    transport: "appwrite",
    endpoint: fake.endpoint,
    projectId: fake.projectId,
    channels: [`databases.${DB}.tables.workspaces.rows`, `databases.${DB}.tables.tasks.rows`],
    jwt: (await account.createJWT({ duration: durationS })).jwt,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  });
  return { userId, transport };
}

function recorder(renew: () => Promise<LiveTransport>) {
  const log: string[] = [];
  const events: LiveEvent[] = [];
  const handlers: AppwriteFeedHandlers = {
    onEvent: (event) => {
      events.push(event);
      log.push(`event ${event.type}`);
    },
    onResync: () => log.push("resync"),
    onRevoked: () => log.push("revoked"),
    onStatus: (status) => log.push(status),
    stillAllowed: async () => !log.includes("refused"),
    refetchTasks: () => log.push("refetch tasks"),
    refetchReminders: () => log.push("refetch reminders"),
    renew: async () => {
      log.push("renew");
      return renew();
    },
  };
  return { log, events, handlers };
}

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}
const subscribedTo = async (n: number) => waitFor(() => fake.realtimeSubscriptions() >= n);

it("maps row events to the board: a task row merges as the API's task (created, changed, a comment added), one it cannot read refetches, a deleted one merges, a rename is workspace.updated, other workspaces are ignored", async () => {
  const ann = await reader("ann@example.com", "w1");
  await new Teams(admin).create({ teamId: "w2", name: "w2" });
  await new Teams(admin).createMembership({ teamId: "w2", roles: [], userId: ann.userId });
  const team = (id: string) => [Permission.read(Role.team(id))];
  await tables.createRow({ databaseId: DB, tableId: "workspaces", rowId: "w1", data: { name: "Launch", userId: ann.userId, members: [] }, permissions: team("w1") });
  const { log, events, handlers } = recorder(() => ann.transport());
  const before = fake.realtimeSubscriptions();
  stops.push(subscribeAppwrite(await ann.transport(), "w1", handlers));
  await subscribedTo(before + 1);

  const comment = { id: "c1", text: "Booked", user: "Ann", userId: ann.userId, time: "2026-03-02T09:00:00.000Z" };
  await tables.createRow({ databaseId: DB, tableId: "tasks", rowId: "t1", data: { title: "Book", workspaceId: "w1", userId: ann.userId }, permissions: team("w1") });
  await tables.createRow({ databaseId: DB, tableId: "tasks", rowId: "t2", data: { title: "Elsewhere", workspaceId: "w2", userId: ann.userId }, permissions: team("w2") });
  await tables.updateRow({ databaseId: DB, tableId: "tasks", rowId: "t1", data: { comments: [JSON.stringify(comment)] } });
  // A comment written by hand, without an id: only the server derives its id.
  await tables.updateRow({ databaseId: DB, tableId: "tasks", rowId: "t1", data: { comments: [JSON.stringify(comment), JSON.stringify({ text: "By hand", time: comment.time })] } });
  await tables.deleteRow({ databaseId: DB, tableId: "tasks", rowId: "t1" });
  await tables.updateRow({ databaseId: DB, tableId: "workspaces", rowId: "w1", data: { name: "Launch day" } });
  await waitFor(() => log.includes("event workspace.updated"));

  expect(log).toEqual(["connected", "event task.created", "event task.updated", "refetch tasks", "event task.deleted", "event workspace.updated"]);
  expect(events[0]).toMatchObject({ type: "task.created", workspaceId: "w1", actor: { id: ann.userId }, task: { id: "t1", title: "Book", workspaceId: "w1", userId: ann.userId, comments: [] } });
  expect(events[1]).toMatchObject({ type: "task.updated", task: { id: "t1", title: "Book", comments: [comment] } });
  expect(events[2]).toMatchObject({ type: "task.deleted", taskId: "t1", taskUserId: ann.userId, workspaceId: "w1", actor: null });
  expect(events[3]).toMatchObject({ type: "workspace.updated", workspace: { id: "w1", name: "Launch day", members: [] } });
});

it("renews the JWT before it expires, reconnects with the renewed one after a drop and refetches once", async () => {
  const bob = await reader("bob@example.com", "w3");
  // The first JWT lives 3 s and says so: its renewal is due at once (at least 1 s from now).
  const first = await bob.transport(3, LIVE_JWT_REFRESH_MARGIN_MS);
  const { log, handlers } = recorder(() => bob.transport());
  const before = fake.realtimeSubscriptions();
  stops.push(subscribeAppwrite(first, "w3", handlers));
  await subscribedTo(before + 1);
  await waitFor(() => log.includes("renew"));
  // Past the first JWT's life: a reconnect presenting it would be refused (401) and renew again.
  await new Promise((r) => setTimeout(r, 3_000));

  fake.dropRealtime();
  await waitFor(() => log.includes("resync"));
  await new Promise((r) => setTimeout(r, 300));
  expect(log).toEqual(["connected", "renew", "reconnecting", "connected", "resync"]);
});

it("ends the subscription as revoked when the renewal is refused (access lost)", async () => {
  const cleo = await reader("cleo@example.com", "w4");
  const { log, handlers } = recorder(async () => {
    log.push("refused");
    throw new Error("403");
  });
  const before = fake.realtimeSubscriptions();
  stops.push(subscribeAppwrite(await cleo.transport(900, LIVE_JWT_REFRESH_MARGIN_MS), "w4", handlers));
  await subscribedTo(before + 1);
  await waitFor(() => log.includes("revoked"));
  expect(log).toEqual(["connected", "renew", "refused", "revoked"]);
  await waitFor(() => fake.realtimeConnections() === 0);
});
