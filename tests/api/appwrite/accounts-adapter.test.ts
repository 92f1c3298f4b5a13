import { Client, Users } from "node-appwrite";
import { createAppwriteAccounts } from "@/server/auth/appwrite/accounts";
import type { AccountBackend } from "@/server/auth/types";
import { AppError } from "@/server/errors";
import { newId } from "@/server/ids";
import { startAppwriteProtocolFake, type AppwriteProtocolFake, type FakeOptions, type RecordedRequest } from "@/tests/support/appwrite-fake";

/**
 * The appwrite account adapter where a real Appwrite (read from its source at 1.8.1 and 1.9.5) answers
 * differently from what the adapter first assumed, against the Appwrite protocol fake (a loopback
 * stand-in, not Appwrite) answering as the version each case names.
 */

jest.setTimeout(60_000);

const APP_URL = "http://localhost:3000";

interface Setup {
  fake: AppwriteProtocolFake;
  backend: AccountBackend;
  users: Users;
}

async function start(options: FakeOptions = {}): Promise<Setup> {
  const fake = await startAppwriteProtocolFake(options);
  const connection = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey };
  return {
    fake,
    backend: createAppwriteAccounts({ ...connection, appUrl: APP_URL, newId }),
    users: new Users(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey)),
  };
}

async function using(options: FakeOptions, run: (setup: Setup) => Promise<void>): Promise<void> {
  const setup = await start(options);
  try {
    await run(setup);
  } finally {
    await setup.fake.close();
  }
}

const email = () => `ada-${newId()}@example.com`;
const line = (r: RecordedRequest) => `${r.method} ${r.path}`;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

/** Google sign-in through the adapter up to Appwrite's redirect back: the userId and secret the browser brings. */
async function googleReturn({ fake, backend }: Setup, address = email()) {
  const consent = await backend.hostedGoogleSignIn?.startUrl({ success: `${APP_URL}/auth/callback?state=s`, failure: `${APP_URL}/login?error=google` });
  if (!consent) throw new Error("no hosted Google sign-in");
  const returned = new URL(fake.completeGoogleSignIn(consent, { subject: `google-${address}`, email: address, name: "Grace" }));
  return { userId: returned.searchParams.get("userId") ?? "", secret: returned.searchParams.get("secret") ?? "" };
}

describe("Google sign-in", () => {
  it("signs in on 1.9.5, where the token's secret is a JWT and the session is named after the provider", async () => {
    await using({ version: "1.9.5" }, async (setup) => {
      const token = await googleReturn(setup);
      expect(token.secret.split(".")).toHaveLength(3);
      expect(token.secret.length).toBeLessThanOrEqual(256);
      const signedIn = await setup.backend.hostedGoogleSignIn?.createSession(token);
      expect(signedIn?.account).toMatchObject({ id: token.userId, emailVerification: true });
      expect(await setup.backend.getAccount(signedIn?.session.token ?? "")).toMatchObject({ id: token.userId });
    });
  });

  it("signs in on 1.8.1, where the session is named oauth2", async () => {
    await using({ version: "1.8.1" }, async (setup) => {
      const token = await googleReturn(setup);
      expect(token.secret).toMatch(/^[a-f0-9]{64}$/);
      expect((await setup.backend.hostedGoogleSignIn?.createSession(token))?.account.id).toBe(token.userId);
    });
  });

  it("refuses a session made from a generic token of the Users API (named 'token') and ends it with the API key", async () => {
    await using({}, async ({ fake, backend, users }) => {
      const user = await users.create({ userId: newId(), email: email(), password: "correct horse" });
      const token = await users.createToken({ userId: user.$id, length: 64 });
      const from = fake.requests.length;
      expect(await backend.hostedGoogleSignIn?.createSession({ userId: user.$id, secret: token.secret })).toBeNull();
      expect(fake.requests.slice(from).map(line)).toEqual(["POST /account/sessions/token", expect.stringMatching(`^DELETE /users/${user.$id}/sessions/\\w+$`)]);
    });
  });

  it("refuses a verification link's secret, which Appwrite itself will not turn into a session", async () => {
    await using({}, async ({ fake, backend }) => {
      const account = await backend.createAccount({ name: "Ada", email: email(), password: "correct horse" });
      if (!account) throw new Error("not created");
      await backend.createVerification({ userId: account.id });
      const link = fake.outbox.at(-1);
      expect(link?.secret).toMatch(/^[a-f0-9]{256}$/);
      expect(await backend.hostedGoogleSignIn?.createSession({ userId: account.id, secret: link?.secret ?? "" })).toBeNull();
    });
  });
});

describe("ending sessions, which Appwrite's Account API allows 100 times an hour per server IP", () => {
  it("signs out 120 users in a row, each session ended with the API key", async () => {
    await using({}, async ({ fake, backend }) => {
      const from = fake.requests.length;
      for (let i = 0; i < 120; i++) {
        const address = email();
        await backend.createAccount({ name: "Ada", email: address, password: "correct horse" });
        const signedIn = await backend.createEmailPasswordSession({ email: address, password: "correct horse" });
        if (!signedIn) throw new Error("not signed in");
        await backend.deleteSession(signedIn.session.token);
        expect(await backend.getAccount(signedIn.session.token)).toBeNull();
      }
      const sent = fake.requests.slice(from);
      expect(sent.filter((r) => r.method === "DELETE" && r.path.startsWith("/account/sessions/"))).toEqual([]);
      expect(sent.filter((r) => r.method === "DELETE" && /^\/users\/[^/]+\/sessions\/[^/]+$/.test(r.path))).toHaveLength(120);
    });
  });

  it("sends the verification e-mail of 110 new accounts, ending each short-lived session with the API key", async () => {
    await using({}, async ({ fake, backend }) => {
      for (let i = 0; i < 110; i++) {
        const account = await backend.createAccount({ name: "Ada", email: email(), password: "correct horse" });
        if (!account) throw new Error("not created");
        await backend.createVerification({ userId: account.id });
      }
      expect(fake.outbox.filter((m) => m.kind === "verification")).toHaveLength(110);
    });
  });
});

describe("Appwrite's own rate limit", () => {
  it("answers the product's 429 with Appwrite's X-RateLimit-Reset as Retry-After (its verification limit: 10 an hour per user)", async () => {
    await using({}, async ({ backend }) => {
      const account = await backend.createAccount({ name: "Ada", email: email(), password: "correct horse" });
      if (!account) throw new Error("not created");
      for (let i = 0; i < 10; i++) await backend.createVerification({ userId: account.id });
      const error = await rejection(backend.createVerification({ userId: account.id }));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "rate_limited", status: 429 });
      const now = Date.now() / 1000;
      const windowEnd = Math.floor(now / 3600) * 3600 + 3600;
      const retryAfter = Number((error as AppError).headers?.["Retry-After"]);
      expect(Math.abs(retryAfter - (windowEnd - now))).toBeLessThan(3);
    });
  });
});

describe("an Appwrite without SMTP", () => {
  it("answers 503 to the verification e-mail after the account exists; once SMTP is configured it is sent", async () => {
    await using({ smtp: false }, async ({ fake, backend }) => {
      const logged = jest.spyOn(console, "error").mockImplementation(() => {});
      try {
        const address = email();
        const account = await backend.createAccount({ name: "Ada", email: address, password: "correct horse" });
        if (!account) throw new Error("not created");
        expect(await rejection(backend.createVerification({ userId: account.id }))).toMatchObject({ code: "unavailable", status: 503 });
        expect(String(logged.mock.calls[0][0])).toContain("503 general_smtp_disabled");
        expect(await backend.createEmailPasswordSession({ email: address, password: "correct horse" })).not.toBeNull();

        fake.setSmtp(true);
        await backend.createVerification({ userId: account.id });
        expect(fake.outbox.at(-1)).toMatchObject({ kind: "verification", userId: account.id });
      } finally {
        logged.mockRestore();
      }
    });
  });
});
