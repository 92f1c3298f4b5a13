import * as publicKeyRoute from "@/app/api/push/public-key/route";
import * as settingsRoute from "@/app/api/push/settings/route";
import * as subscriptionsRoute from "@/app/api/push/subscriptions/route";
import * as testRoute from "@/app/api/push/test/route";
import * as tokensRoute from "@/app/api/tokens/route";
import { getAccountStore, getStore } from "@/server/store";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import { newId } from "@/server/ids";
import { confirmRecovery } from "@/server/services/accounts";
import { subscriptionId } from "@/server/push";
import { APP_NAME } from "@/lib/constants/common";
import { PWA_START_URL } from "@/lib/constants/pwa";
import { PUSH_ENDPOINT_MAX, PUSH_TEST_RATE_LIMIT, PUSH_TTL_S } from "@/lib/constants/push";
import { pushCopy } from "@/lib/copy/push";
import type { CreatedApiToken } from "@/lib/schemas/tokens";
import type { NotificationSettings, PushSubscriptionView } from "@/lib/schemas/push";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { useTempDatabase } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { startPushService, type PushService, type TestSubscription } from "@/tests/support/push-service";
import { apiRequest, params, readJson, type RequestOptions } from "@/tests/support/requests";
import { createUser, signedIn, type AnyTestUser, type TestUser } from "@/tests/support/users";

/**
 * /api/push/* through the real routes, against a real Web Push service on loopback (tests/support/push-service.ts)
 * that checks the VAPID token and decrypts what it is sent: who may call them, the push services a
 * subscription may point to, the test notification, and the reminder channels.
 */

useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(30_000);

let service: PushService;
let restoreEnv: () => void;
let ada: TestUser;
let bob: TestUser;
let unverified: AnyTestUser;
let adaToken: string;

beforeAll(async () => {
  service = await startPushService();
  restoreEnv = setEnv({ PUSH_SERVICE_ORIGINS: service.origin, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined });
  [ada, bob] = [await signedIn("Ada"), await signedIn("Bob")];
  unverified = await createUser({ verified: false });
  const created = await readJson<{ data: CreatedApiToken }>(
    await tokensRoute.POST(apiRequest("POST", "/api/tokens", { caller: ada, body: { name: "script", scope: "read_write" } }), params({})),
  );
  adaToken = created.body.data.secret;
});
afterAll(async () => {
  restoreEnv();
  await service.close();
});
beforeEach(() => service.clear());

type Caller = AnyTestUser | undefined;
/** The push routes take no path params. */
type Handler = (req: ReturnType<typeof apiRequest>, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
const call = async <T>(handler: Handler, method: string, path: string, options: RequestOptions) =>
  readJson<T>(await handler(apiRequest(method, path, options), params<Record<string, never>>({})));

const publicKey = (caller: Caller, options: RequestOptions = {}) => call<{ data: { publicKey: string } }>(publicKeyRoute.GET, "GET", "/api/push/public-key", { caller, ...options });
const subscribe = (caller: Caller, body: unknown, options: RequestOptions = {}) =>
  call<{ data: PushSubscriptionView }>(subscriptionsRoute.POST, "POST", "/api/push/subscriptions", { caller, body, ...options });
const unsubscribe = (caller: Caller, endpoint: string, options: RequestOptions = {}) =>
  call(subscriptionsRoute.DELETE, "DELETE", "/api/push/subscriptions", { caller, body: { endpoint }, ...options });
const sendTest = (caller: Caller, endpoint: string, options: RequestOptions = {}) => call(testRoute.POST, "POST", "/api/push/test", { caller, body: { endpoint }, ...options });
const settings = (caller: Caller, options: RequestOptions = {}) => call<{ data: NotificationSettings }>(settingsRoute.GET, "GET", "/api/push/settings", { caller, ...options });
const setChannels = (caller: Caller, body: unknown, options: RequestOptions = {}) =>
  call<{ data: NotificationSettings }>(settingsRoute.PATCH, "PATCH", "/api/push/settings", { caller, body, ...options });

const badRequest = (message: string) => ({ status: 400, body: { error: { code: "bad_request", message } } });
const notFound = { status: 404, body: { error: { code: "not_found", message: pushCopy.subscriptionNotFound } } };

/** A device of the loopback service, subscribed as a browser would with the server's public key. */
async function device(caller: TestUser): Promise<TestSubscription> {
  const subscription = service.subscribe({ applicationServerKey: (await publicKey(caller)).body.data.publicKey });
  expect((await subscribe(caller, subscription)).status).toBe(201);
  return subscription;
}

const devicesOf = async (user: TestUser) => (await (await getStore()).listPushSubscriptions(user.account.id, { limit: 100 })).items;

describe("who may call /api/push/*", () => {
  const endpoint = "https://fcm.googleapis.com/fcm/send/who";
  const everyRoute: [string, (caller: Caller, options?: RequestOptions) => Promise<{ status: number; body: unknown }>][] = [
    ["GET public-key", publicKey],
    ["POST subscriptions", (caller, options) => subscribe(caller, { endpoint, keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } }, options)],
    ["DELETE subscriptions", (caller, options) => unsubscribe(caller, endpoint, options)],
    ["POST test", (caller, options) => sendTest(caller, endpoint, options)],
    ["GET settings", settings],
    ["PATCH settings", (caller, options) => setChannels(caller, { channels: "email" }, options)],
  ];

  it.each(everyRoute)("%s: anonymous 401, unverified 403, a personal API token 403 (a session's, per device)", async (_, route) => {
    expect(await route(undefined)).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "You must be logged in to continue" } } });
    expect(await route(unverified)).toEqual({
      status: 403,
      body: { error: { code: "email_not_verified", message: "Please verify your email address to continue." } },
    });
    expect(await route(undefined, { origin: null, headers: { authorization: `Bearer ${adaToken}` } })).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    expect(await getStore().then((store) => store.getReminderChannels(ada.account.id))).toBeNull();
  });

  it("refuses a write from another site (403) and changes nothing", async () => {
    const subscription = service.subscribe();
    expect((await subscribe(ada, subscription, { origin: "https://evil.example" })).status).toBe(403);
    expect((await setChannels(ada, { channels: "email" }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await devicesOf(ada)).toEqual([]);
    expect((await settings(ada)).body.data.channels).toBe("both");
  });
});

describe("GET /api/push/public-key", () => {
  it("answers the VAPID public key kept in the database, the same on every call (made on first use)", async () => {
    const first = await publicKey(ada);
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(first.body.data.publicKey, "base64url")).toHaveLength(65);
    expect((await publicKey(bob)).body.data).toEqual(first.body.data);
    // Another instance's candidate loses to the stored pair.
    const stored = await (await getStore()).ensureVapidKeys({ publicKey: `B${"C".repeat(86)}`, privateKey: "D".repeat(43), createdAt: new Date().toISOString() });
    expect(stored.publicKey).toBe(first.body.data.publicKey);
  });
});

describe("POST and DELETE /api/push/subscriptions", () => {
  it("turns push on for a device (201, never answering its keys), one per endpoint: the same endpoint again replaces it", async () => {
    const subscription = service.subscribe();
    const saved = await subscribe(ada, subscription);
    expect(saved).toEqual({ status: 201, body: { data: { id: subscriptionId(subscription.endpoint), endpoint: subscription.endpoint, createdAt: expect.any(String) } } });
    const rotated = service.subscribe();
    expect((await subscribe(ada, { ...subscription, keys: rotated.keys })).status).toBe(201);
    expect((await devicesOf(ada)).filter((d) => d.endpoint === subscription.endpoint)).toEqual([
      expect.objectContaining({ userId: ada.account.id, p256dh: rotated.keys.p256dh, auth: rotated.keys.auth }),
    ]);
    // The device changes hands: now Bob's, no longer Ada's.
    expect((await subscribe(bob, subscription)).status).toBe(201);
    expect((await devicesOf(ada)).map((d) => d.endpoint)).not.toContain(subscription.endpoint);
    expect((await devicesOf(bob)).map((d) => d.endpoint)).toContain(subscription.endpoint);
    await unsubscribe(bob, subscription.endpoint);
  });

  it("takes the browsers' push services and PUSH_SERVICE_ORIGINS, and refuses any other endpoint with 400 (no SSRF)", async () => {
    const keys = service.subscribe().keys;
    const user = await signedIn("Eve");
    const accepted = [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      `${service.origin}/push/somewhere`,
    ];
    for (const endpoint of accepted) expect([endpoint, (await subscribe(user, { endpoint, keys })).status]).toEqual([endpoint, 201]);

    const refused = [
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/fcm/send/x", // a host that merely starts with an allowed one
      "https://evilfcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/fcm/send/x", // another port
      "http://fcm.googleapis.com/fcm/send/x", // http for https
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://notify.windows.com/w", // '*.' is one label, never none
      "https://a.b.notify.windows.com/w", // nor two
      "https://evil.example/.notify.windows.com",
      "http://127.0.0.1:1/push/x", // the loopback host on another port
      `${service.origin.replace("127.0.0.1", "localhost")}/push/x`,
      "http://169.254.169.254/latest/meta-data",
    ];
    for (const endpoint of refused) expect([endpoint, await subscribe(user, { endpoint, keys })]).toEqual([endpoint, badRequest(pushCopy.endpointNotAllowed)]);
    expect((await devicesOf(user)).map((d) => d.endpoint).sort()).toEqual([...accepted].sort());
  });

  it("refuses a malformed subscription with 400 'The push subscription is not valid'", async () => {
    const { endpoint, keys } = service.subscribe();
    const invalid = badRequest(pushCopy.invalidSubscription);
    const bodies: unknown[] = [
      {},
      { endpoint },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) } },
      { endpoint, keys: { ...keys, auth: `${keys.auth}AA` } },
      { endpoint: "not a url", keys },
      { endpoint: "ftp://fcm.googleapis.com/x", keys },
      { endpoint: `https://fcm.googleapis.com/${"x".repeat(PUSH_ENDPOINT_MAX)}`, keys },
      { endpoint, keys: { ...keys, p256dh: `B${"A".repeat(86)}` } }, // the right length, but no point on P-256
    ];
    for (const body of bodies) expect([body, await subscribe(ada, body)]).toEqual([body, invalid]);
    expect((await call(subscriptionsRoute.POST, "POST", "/api/push/subscriptions", { caller: ada, rawBody: "{not json" })).status).toBe(400);
  });

  it("turns push off only for the caller's own device: a stranger's or unknown endpoint is 404", async () => {
    const mine = await device(ada);
    expect(await unsubscribe(bob, mine.endpoint)).toEqual(notFound);
    expect((await devicesOf(ada)).map((d) => d.endpoint)).toContain(mine.endpoint);
    expect(await unsubscribe(ada, mine.endpoint)).toEqual({ status: 204, body: null });
    expect(await unsubscribe(ada, mine.endpoint)).toEqual(notFound);
    expect((await devicesOf(ada)).map((d) => d.endpoint)).not.toContain(mine.endpoint);
  });
});

describe("a password reset", () => {
  it("turns push off on every device of the account (someone else's device would go on showing its reminders)", async () => {
    const user = await signedIn("Rhea");
    await device(user);
    await device(user);
    const kept = await device(bob);
    const recovery = newSecret();
    await (await getAccountStore()).createSecret({
      id: newId(),
      userId: user.account.id,
      kind: "recovery",
      secretHash: hashSecret(recovery),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      usedAt: null,
      createdAt: new Date().toISOString(),
    });
    await confirmRecovery({ userId: user.account.id, secret: recovery, password: "a new password", confirmPassword: "a new password" });
    expect(await devicesOf(user)).toEqual([]);
    expect((await devicesOf(bob)).map((d) => d.endpoint)).toContain(kept.endpoint);
    await unsubscribe(bob, kept.endpoint);
  });
});

describe("POST /api/push/test", () => {
  it("pushes the test notification to the device: VAPID-signed for the service, and decrypted by the device as sent", async () => {
    const mine = await device(ada);
    expect(await sendTest(ada, mine.endpoint)).toEqual({ status: 204, body: null });
    expect(service.refused).toEqual([]);
    expect(service.messagesFor(mine)).toEqual([{ title: APP_NAME, body: pushCopy.testBody, url: PWA_START_URL, tag: "test" }]);
    const [push] = service.received;
    expect(push).toMatchObject({ ttl: PUSH_TTL_S, urgency: "high", vapid: { aud: service.origin, k: (await publicKey(ada)).body.data.publicKey } });
    expect(push.vapid.sub).toMatch(/^(mailto:|https:)/);
    expect(push.vapid.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000);
    await unsubscribe(ada, mine.endpoint);
  });

  it("is 404 for another user's device or an unknown one, and sends nothing", async () => {
    const bobs = await device(bob);
    expect(await sendTest(ada, bobs.endpoint)).toEqual(notFound);
    expect(await sendTest(ada, `${service.origin}/push/nobody`)).toEqual(notFound);
    expect(service.received).toEqual([]);
    await unsubscribe(bob, bobs.endpoint);
  });

  it.each([404, 410])("removes a device its push service answers %i for, and answers 404", async (status) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const mine = await device(ada);
    service.answer(mine, status);
    expect(await sendTest(ada, mine.endpoint)).toEqual(notFound);
    expect((await devicesOf(ada)).map((d) => d.endpoint)).not.toContain(mine.endpoint);
    expect(warn.mock.calls.map(String)).toEqual([expect.stringContaining(`answered ${status}`)]);
    warn.mockRestore();
  });

  it("keeps a device whose push service fails otherwise, answering 503", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const mine = await device(ada);
    const undo = service.answer(mine, 500);
    expect(await sendTest(ada, mine.endpoint)).toEqual({ status: 503, body: { error: { code: "unavailable", message: pushCopy.testFailed } } });
    expect((await devicesOf(ada)).map((d) => d.endpoint)).toContain(mine.endpoint);
    undo();
    expect((await sendTest(ada, mine.endpoint)).status).toBe(204);
    warn.mockRestore();
    await unsubscribe(ada, mine.endpoint);
  });

  it("never sends to a stored device whose push service is no longer allowed: it is removed instead", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const mine = await device(ada);
    const restore = setEnv({ PUSH_SERVICE_ORIGINS: undefined });
    try {
      expect(await sendTest(ada, mine.endpoint)).toEqual(notFound);
    } finally {
      restore();
    }
    expect(service.received).toEqual([]);
    expect(service.refused).toEqual([]);
    expect((await devicesOf(ada)).map((d) => d.endpoint)).not.toContain(mine.endpoint);
    warn.mockRestore();
  });

  it(`allows ${PUSH_TEST_RATE_LIMIT.limit} test notifications a minute per user, then 429`, async () => {
    const user = await signedIn("Tess");
    const mine = await device(user);
    for (let i = 0; i < PUSH_TEST_RATE_LIMIT.limit; i++) expect((await sendTest(user, mine.endpoint)).status).toBe(204);
    expect(await sendTest(user, mine.endpoint)).toMatchObject({ status: 429, body: { error: { code: "rate_limited" } } });
    expect(service.messagesFor(mine)).toHaveLength(PUSH_TEST_RATE_LIMIT.limit);
  });
});

describe("GET and PATCH /api/push/settings", () => {
  it("answers both until the user chooses, with the count of their devices; a choice is theirs alone", async () => {
    const user = await signedIn("Cleo");
    expect(await settings(user)).toEqual({ status: 200, body: { data: { channels: "both", devices: 0 } } });
    await device(user);
    await device(user);
    expect((await settings(user)).body.data).toEqual({ channels: "both", devices: 2 });
    for (const channels of ["email", "push", "both"] as const) {
      expect(await setChannels(user, { channels })).toEqual({ status: 200, body: { data: { channels, devices: 2 } } });
      expect((await settings(user)).body.data.channels).toBe(channels);
    }
    await setChannels(user, { channels: "push" });
    expect((await settings(bob)).body.data.channels).toBe("both");
  });

  it("refuses other channels with 400 'Channels must be email, push or both'", async () => {
    for (const body of [{}, { channels: "sms" }, { channels: ["email"] }, { channels: null }]) {
      expect([body, await setChannels(ada, body)]).toEqual([body, badRequest(pushCopy.channelsInvalid)]);
    }
  });
});
