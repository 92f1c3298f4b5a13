import { POST as recoveryRoute } from "@/app/api/auth/recovery/route";
import { POST as confirmRoute } from "@/app/api/auth/recovery/confirm/route";
import { stopPollingForTests } from "@/server/live/poller";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { signedIn } from "@/tests/support/users";
import { call, linkIn } from "@/tests/api/auth/support";
import { anotherSession, closeStreams, openStream, workspaceOf } from "./support/streams";

/**
 * Credentials that end all at once: a password reset ends every session of the account, and with them
 * every open stream of the account at once (not at each stream's next heartbeat); a teammate's stays.
 */

useTempDatabase();
const env = useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

it("a password reset ends every open stream of the account at once, with `revoked`; a teammate's carries on", async () => {
  const owner = await signedIn("Olivia");
  const member = await signedIn("Max");
  const ws = await workspaceOf(owner, [member]);
  const first = await openStream(owner, ws.id);
  const second = await openStream(await anotherSession(owner), ws.id);
  const teammate = await openStream(member, ws.id);
  await first.sse.nothingWithin(50);

  expect((await call(recoveryRoute, { body: { email: owner.account.email } })).status).toBe(200);
  const { userId, secret } = linkIn(await env.sink().waitFor((m) => m.to.includes(owner.account.email)), "/reset-password");
  const reset = await call(confirmRoute, { body: { userId, secret, password: "a brand new password", confirmPassword: "a brand new password" } });
  expect(reset.status).toBe(200);
  const started = Date.now();
  expect((await first.sse.next(1_000)).event).toBe("revoked");
  expect((await second.sse.next(1_000)).event).toBe("revoked");
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(await teammate.sse.nothingWithin(200)).toBeNull();
  expect(teammate.sse.ended).toBe(false);
});
