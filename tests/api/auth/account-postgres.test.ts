import * as meRoute from "@/app/api/auth/me/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { stopPollingForTests } from "@/server/live/poller";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "@/tests/api/live/support/streams";
import { deletionScenarios } from "./deletion-scenarios";
import { anotherDevice, as, login, person } from "./people";
import { call } from "./support";

/**
 * Settings → Account with DATABASE_URL=postgres://… (a real PostgreSQL the tests start): the same local
 * accounts as on libSQL, so the same answers — a password change ends the other sessions and keeps this
 * one, and the deletion's scenarios (./deletion-scenarios.ts) hold as on a libSQL file: workspaces with
 * their tasks, memberships, reminders, tokens, feeds, sessions, members' live boards, a retry after a fault.
 */

usePostgresDatabase();
const env = useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

it("changes the password: the other session ends, this one stays", async () => {
  const ada = await person("Ada");
  const laptop = await anotherDevice(ada);
  const res = await call(passwordRoute, as(ada, { body: { currentPassword: ada.password, newPassword: "a new password 2", confirmPassword: "a new password 2" } }));
  expect(res.status).toBe(204);
  expect((await call(meRoute.GET, as(ada, { method: "GET" }))).status).toBe(200);
  expect((await call(meRoute.GET, as(laptop, { method: "GET" }))).status).toBe(401);
  expect((await login(ada.email, "a new password 2")).status).toBe(200);
});

describe("DELETE /api/auth/me", () => {
  deletionScenarios({ sink: env.sink });
});
