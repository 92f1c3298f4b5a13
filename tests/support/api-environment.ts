import { closeMail } from "@/server/mail";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { setEnv } from "./env";
import { APP_URL } from "./requests";
import { startSmtpSink, type SmtpSink } from "./smtp";

/**
 * For an API test file: APP_URL, no Google sign-in, and SMTP_URL pointing at a real SMTP sink on
 * loopback (or unset with `smtp: false`, so mail goes to the outbox fallback); rate-limit counters and
 * the sink's inbox start empty for every test; the environment is restored afterwards.
 * Call after useTempDatabase().
 */
export function useApiEnvironment({ smtp = true }: { smtp?: boolean } = {}): { sink: () => SmtpSink } {
  let sink: SmtpSink | undefined;
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    if (smtp) sink = await startSmtpSink();
    // The requests carry their client address in X-Forwarded-For, as if one proxy stood in front.
    restoreEnv = setEnv({
      APP_URL,
      SMTP_URL: sink?.url,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_ISSUER: undefined,
      TRUSTED_PROXY_HOPS: "1",
      TRUSTED_PROXY: undefined,
    });
  });
  beforeEach(() => {
    resetRateLimitsForTests();
    sink?.clear();
  });
  afterAll(async () => {
    await closeMail();
    await sink?.close();
    restoreEnv?.();
  });

  return {
    sink: () => {
      if (!sink) throw new Error(smtp ? "SMTP sink not started yet" : "no SMTP sink in this file");
      return sink;
    },
  };
}
