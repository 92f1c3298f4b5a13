import * as meRoute from "@/app/api/auth/me/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { getStore } from "@/server/store";
import { addMember, createWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { anotherDevice, as, login, person } from "./people";
import { call } from "./support";

/**
 * Settings → Account with DATABASE_URL=postgres://… (a real PostgreSQL the tests start): the same local
 * accounts as on libSQL, so the same answers — a password change ends the other sessions and keeps this
 * one, and deleting the account takes its workspaces, its memberships and its sessions.
 */

usePostgresDatabase();
useApiEnvironment();
// This backend has no live feed yet: publishing a change is logged, never a failure.
let logged: jest.SpyInstance;
beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => {})));
afterEach(() => logged.mockRestore());

it("changes the password: the other session ends, this one stays", async () => {
  const ada = await person("Ada");
  const laptop = await anotherDevice(ada);
  const res = await call(passwordRoute, as(ada, { body: { currentPassword: ada.password, newPassword: "a new password 2", confirmPassword: "a new password 2" } }));
  expect(res.status).toBe(204);
  expect((await call(meRoute.GET, as(ada, { method: "GET" }))).status).toBe(200);
  expect((await call(meRoute.GET, as(laptop, { method: "GET" }))).status).toBe(401);
  expect((await login(ada.email, "a new password 2")).status).toBe(200);
});

it("deletes the account with the workspaces it owns and its memberships", async () => {
  const olivia = await person("Olivia");
  const carl = await person("Carl");
  const own = await createWorkspace({ user: olivia.account, input: { name: "Team" } });
  const carls = await createWorkspace({ user: carl.account, input: { name: "Carl's" } });
  await addMember({ user: carl.account, workspaceId: carls.id, email: olivia.email });
  expect((await call(meRoute.DELETE, as(olivia, { method: "DELETE", body: { email: olivia.email } }))).status).toBe(200);
  expect(await (await getStore()).getWorkspace(own.id)).toBeNull();
  expect((await (await getStore()).getWorkspace(carls.id))?.members).toEqual([]);
  expect((await listWorkspaces({ user: carl.account })).owned.map((w) => w.id)).toContain(carls.id);
  expect((await call(meRoute.GET, as(olivia, { method: "GET" }))).status).toBe(401);
  expect((await login(olivia.email, olivia.password)).status).toBe(401);
});
