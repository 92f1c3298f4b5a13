import { Client as WebClient, Realtime, type RealtimeResponseEvent } from "appwrite";
import { Account, Client, Permission, Role, TablesDB, Teams, Users } from "node-appwrite";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { installWebSdkGlobals } from "@/tests/support/appwrite-fake/web-sdk";

/**
 * The protocol fake's Realtime (not Appwrite's), driven by the real `appwrite` web SDK over a real
 * websocket: rows are delivered to the connections whose roles may read them, a removed team member
 * stops receiving on the socket that is already open, and a JWT is good until it expires.
 */

const DB = "rt";
const TABLE = "items";
const CHANNEL = `databases.${DB}.tables.${TABLE}.rows`;

let fake: AppwriteProtocolFake;
let restoreGlobals: () => void;
let admin: Client;
const opened: Realtime[] = [];

beforeAll(async () => {
  restoreGlobals = installWebSdkGlobals();
  fake = await startAppwriteProtocolFake();
  admin = new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey);
  const tables = new TablesDB(admin);
  await tables.create({ databaseId: DB, name: DB });
  await tables.createTable({ databaseId: DB, tableId: TABLE, name: TABLE, permissions: [], rowSecurity: true });
  await tables.createStringColumn({ databaseId: DB, tableId: TABLE, key: "title", size: 100, required: true });
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.disconnect()));
});

afterAll(async () => {
  await fake.close();
  restoreGlobals();
});

async function signIn(email: string): Promise<{ userId: string; jwt: (duration?: number) => Promise<string> }> {
  const userId = fake.seedUser({ email, password: "correct horse battery", emailVerification: true });
  const session = await new Users(admin).createSession({ userId });
  const account = new Account(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setSession(session.secret));
  return { userId, jwt: async (duration) => (await account.createJWT(duration === undefined ? {} : { duration })).jwt };
}

/** A web SDK Realtime subscription with `jwt`; collects the rows' titles it receives. */
async function listen(jwt: string) {
  const received: string[] = [];
  const errors: { message: string; code?: number }[] = [];
  const client = new WebClient().setEndpoint(fake.endpoint).setProject(fake.projectId).setJWT(jwt);
  const realtime = new Realtime(client);
  opened.push(realtime);
  realtime.onError((error, code) => errors.push({ message: error?.message ?? "", code }));
  const before = fake.realtimeSubscriptions();
  const subscription = await realtime.subscribe(CHANNEL, (event: RealtimeResponseEvent<{ title: string }>) => {
    received.push(`${event.events[0].split(".").pop()}:${event.payload.title}`);
  });
  // The SDK sends its subscribe message once the server said `connected`: wait until the fake has it.
  await waitFor(() => fake.realtimeSubscriptions() > before);
  return { received, errors, subscription, realtime };
}

async function waitFor(check: () => boolean, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 150));

it("delivers a row event only to connections whose roles may read the row (fake Realtime, real web SDK)", async () => {
  const ann = await signIn("ann@example.com");
  const bob = await signIn("bob@example.com");
  const eve = await signIn("eve@example.com");
  const teams = new Teams(admin);
  await teams.create({ teamId: "ws1", name: "ws1" });
  await teams.createMembership({ teamId: "ws1", roles: [], userId: ann.userId });
  await teams.createMembership({ teamId: "ws1", roles: [], userId: bob.userId });

  const [a, b, e] = [await listen(await ann.jwt()), await listen(await bob.jwt()), await listen(await eve.jwt())];
  const tables = new TablesDB(admin);
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "r1", data: { title: "shared" }, permissions: [Permission.read(Role.team("ws1"))] });
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "r2", data: { title: "ann's" }, permissions: [Permission.read(Role.user(ann.userId))] });
  await tables.updateRow({ databaseId: DB, tableId: TABLE, rowId: "r1", data: { title: "shared, renamed" } });
  await tables.deleteRow({ databaseId: DB, tableId: TABLE, rowId: "r1" });
  await waitFor(() => b.received.length >= 3);
  await settle();

  expect(a.received).toEqual(["create:shared", "create:ann's", "update:shared, renamed", "delete:shared, renamed"]);
  expect(b.received).toEqual(["create:shared", "update:shared, renamed", "delete:shared, renamed"]);
  expect(e.received).toEqual([]);
});

it("stops delivering to a member whose team membership is deleted, on the socket already open", async () => {
  const carl = await signIn("carl@example.com");
  const teams = new Teams(admin);
  await teams.create({ teamId: "ws2", name: "ws2" });
  const membership = await teams.createMembership({ teamId: "ws2", roles: [], userId: carl.userId });
  const c = await listen(await carl.jwt());
  const tables = new TablesDB(admin);
  const shared = [Permission.read(Role.team("ws2"))];
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "s1", data: { title: "before" }, permissions: shared });
  await waitFor(() => c.received.length === 1);

  await teams.deleteMembership({ teamId: "ws2", membershipId: membership.$id });
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "s2", data: { title: "after" }, permissions: shared });
  await settle();
  expect(c.received).toEqual(["create:before"]);
});

it("refuses an expired JWT with Appwrite's 401 error and accepts a freshly minted one", async () => {
  const dora = await signIn("dora@example.com");
  const short = await dora.jwt(1);
  await new Promise((r) => setTimeout(r, 1_100));
  const client = new WebClient().setEndpoint(fake.endpoint).setProject(fake.projectId).setJWT(short);
  const realtime = new Realtime(client);
  opened.push(realtime);
  const errors: { message: string; code?: number }[] = [];
  realtime.onError((error, code) => errors.push({ message: error?.message ?? "", code }));
  const closed = new Promise<void>((resolve) => realtime.onClose(() => resolve()));
  await realtime.subscribe(CHANNEL, () => {}).catch(() => undefined);
  await closed;
  expect(errors[0]).toEqual({ message: expect.stringMatching(/^Failed to verify JWT\./), code: 401 });
  await realtime.disconnect();
  // The SDK had already scheduled its reconnect (1 s); let it find nothing to subscribe and stop.
  await new Promise((r) => setTimeout(r, 1_100));

  const fresh = await listen(await dora.jwt());
  await new TablesDB(admin).createRow({ databaseId: DB, tableId: TABLE, rowId: "d1", data: { title: "hers" }, permissions: [Permission.read(Role.user(dora.userId))] });
  await waitFor(() => fresh.received.length === 1);
  expect(fresh.received).toEqual(["create:hers"]);
  expect(fresh.errors).toEqual([]);
});

it("commits deliver their rows after the commit, and a failed commit delivers nothing", async () => {
  const finn = await signIn("finn@example.com");
  const f = await listen(await finn.jwt());
  const tables = new TablesDB(admin);
  const mine = [Permission.read(Role.user(finn.userId))];
  const ok = await tables.createTransaction({});
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "t1", data: { title: "staged" }, permissions: mine, transactionId: ok.$id });
  await settle();
  expect(f.received).toEqual([]);
  await tables.updateTransaction({ transactionId: ok.$id, commit: true });
  await waitFor(() => f.received.length === 1);

  const failing = await tables.createTransaction({});
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "t2", data: { title: "lost" }, permissions: mine, transactionId: failing.$id });
  await tables.createRow({ databaseId: DB, tableId: TABLE, rowId: "t1", data: { title: "duplicate" }, permissions: mine, transactionId: failing.$id });
  await expect(tables.updateTransaction({ transactionId: failing.$id, commit: true })).rejects.toThrow();
  await settle();
  expect(f.received).toEqual(["create:staged"]);
});
