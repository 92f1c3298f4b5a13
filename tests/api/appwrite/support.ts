import { closeMail } from "@/server/mail";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { closeStoreForTests } from "@/server/store";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { startAppwriteProtocolFake, type AppwriteProtocolFake, type FakeOptions } from "@/tests/support/appwrite-fake";
import { setEnv } from "@/tests/support/env";
import { APP_URL } from "@/tests/support/requests";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";

export const DATABASE_ID = "duely";

/**
 * The whole product on DUELY_BACKEND=appwrite for a test file, against the Appwrite protocol fake
 * (a loopback HTTP server standing in for Appwrite, not Appwrite) with the setup already run:
 * route handlers, services, getStore() and accounts() all go through node-appwrite to the fake.
 * Our own e-mails (invitations) go to a real SMTP sink on loopback; Appwrite's (verification,
 * recovery) to the fake's outbox. `options` configure the fake (its version, a stale row cache...). Rate-limit counters start empty for every test; the environment
 * is restored afterwards.
 */
export function useAppwriteBackend(options: FakeOptions = {}): { fake: () => AppwriteProtocolFake; sink: () => SmtpSink } {
  let fake: AppwriteProtocolFake | undefined;
  let sink: SmtpSink | undefined;
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    fake = await startAppwriteProtocolFake(options);
    await setUpAppwrite({ endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: DATABASE_ID }, { pollMs: 1 });
    sink = await startSmtpSink();
    restoreEnv = setEnv({
      SMTP_URL: sink.url,
      DUELY_BACKEND: "appwrite",
      APPWRITE_ENDPOINT: fake.endpoint,
      APPWRITE_PROJECT_ID: fake.projectId,
      APPWRITE_API_KEY: fake.apiKey,
      APPWRITE_DATABASE_ID: DATABASE_ID,
      APP_URL,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      TRUSTED_PROXY_HOPS: "1",
    });
    await closeStoreForTests();
  });
  beforeEach(() => resetRateLimitsForTests());
  afterAll(async () => {
    await closeStoreForTests();
    await closeMail();
    await sink?.close();
    restoreEnv?.();
    await fake?.close();
  });

  return {
    fake: () => {
      if (!fake) throw new Error("Appwrite protocol fake not started yet");
      return fake;
    },
    sink: () => {
      if (!sink) throw new Error("SMTP sink not started yet");
      return sink;
    },
  };
}

/** Waits for a message the fake's Appwrite would have e-mailed (recovery is sent in the background). */
export async function waitForOutbox<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error("no such message in the fake's outbox");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const LIVE_NAMES = ["APPWRITE_ENDPOINT", "APPWRITE_PROJECT_ID", "APPWRITE_API_KEY", "APPWRITE_DATABASE_ID"] as const;

/**
 * A live Appwrite for the live suites, when all four APPWRITE_* variables are set in the environment
 * (use a throwaway project or database: the suites leave rows behind); otherwise null, after printing
 * why those suites are skipped.
 */
export function liveAppwrite(suite: string): { endpoint: string; projectId: string; apiKey: string; databaseId: string } | null {
  const [endpoint, projectId, apiKey, databaseId] = LIVE_NAMES.map((name) => process.env[name]);
  if (endpoint && projectId && apiKey && databaseId) return { endpoint, projectId, apiKey, databaseId };
  process.stderr.write(`${suite} against a live Appwrite skipped: set ${LIVE_NAMES.join(", ")} to run it.\n`);
  return null;
}
