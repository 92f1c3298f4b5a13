import { POST as recoveryRoute } from "@/app/api/auth/recovery/route";
import { POST as confirmRoute } from "@/app/api/auth/recovery/confirm/route";
import { stopPollingForTests } from "@/server/live/poller";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { signedIn } from "@/tests/support/users";
import { call, linkIn } from "@/tests/api/auth/support";
import * as tokenRoute from "@/app/api/tokens/[tokenId]/route";
import { apiRequest, params } from "@/tests/support/requests";
import { addTask, anotherSession, apiTokenOf, closeStreams, openStream, workspaceOf } from "./support/streams";

/**
 * Credentials that end, and the streams opened with them ending at once (not at each stream's next
 * heartbeat): a password reset ends every session and token of the account, and with them every open
 * stream of the account; revoking one API token ends the streams of that token only. A teammate's stays.
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

it("revoking an API token ends every stream opened with it at once, with `revoked`; the account's other token and its session carry on", async () => {
  const owner = await signedIn("Olivia");
  const member = await signedIn("Max");
  const ws = await workspaceOf(owner, [member]);
  const revoked = await apiTokenOf(owner, "read", "revoked");
  const kept = await apiTokenOf(owner, "read_write", "kept");
  const ended = [await openStream(null, ws.id, { bearer: revoked.secret }), await openStream(null, (await workspaceOf(owner)).id, { bearer: revoked.secret })];
  const carryOn = [await openStream(null, ws.id, { bearer: kept.secret }), await openStream(owner, ws.id), await openStream(member, ws.id)];
  expect([...ended, ...carryOn].map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
  await ended[0].sse.nothingWithin(50);

  const started = Date.now();
  const answer = await tokenRoute.DELETE(apiRequest("DELETE", `/api/tokens/${revoked.id}`, { caller: owner }), params({ tokenId: revoked.id }));
  expect(answer.status).toBe(204);
  for (const stream of ended) expect((await stream.sse.next(1_000)).event).toBe("revoked");
  expect(Date.now() - started).toBeLessThan(1_000);
  for (const stream of ended) await expect(stream.sse.next(300)).rejects.toThrow();
  expect((await openStream(null, ws.id, { bearer: revoked.secret })).status).toBe(401);

  const task = await addTask(owner, ws.id, "Still live");
  for (const stream of carryOn) expect(await stream.nextEvent(1_000)).toMatchObject({ type: "task.created", task: { id: task.id } });
});
