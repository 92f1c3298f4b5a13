import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { getAccountStore } from "@/server/store";
import { SESSION_COOKIE } from "@/lib/cookies";
import { uniqueEmail, type AnyTestUser, type TestUser } from "@/tests/support/users";
import { call, session, sessionCookieOf, type CallOptions } from "./support";

/**
 * People of the account-settings tests on the local accounts: registered through the API with a real
 * password (scrypt), their address then marked verified in the account store, each from a client address
 * of their own, so the per-address sign-in limits count only what a test does.
 */

export interface Person extends TestUser {
  email: string;
  password: string;
  ip: string;
}

let clients = 0;
/** A made-up client address, new on every call. */
export const nextIp = () => `198.51.100.${((clients += 1) % 250) + 1}`;

export async function person(name: string, { verified = true }: { verified?: boolean } = {}): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase());
  const password = `${name.toLowerCase()} password 1`;
  const ip = nextIp();
  const res = await call(registerRoute, { body: { name, email, password, confirmPassword: password }, ip });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
  if (verified) await (await getAccountStore()).updateUser(id, { emailVerification: true, now: new Date().toISOString() });
  const account = { id, name, email, emailVerification: verified };
  return { account: (verifiedAccount(account) ?? account) as VerifiedAccount, cookie: `${SESSION_COOKIE}=${sessionCookieOf(res)}`, email, password, ip };
}

/** The same person signed in on another device (a second session). */
export async function anotherDevice(p: Person): Promise<AnyTestUser> {
  const res = await call(loginRoute, { body: { email: p.email, password: p.password }, ip: p.ip });
  expect(res.status).toBe(200);
  return { account: p.account, cookie: `${SESSION_COOKIE}=${sessionCookieOf(res)}` };
}

/** Sign-in with a password, from a new client address unless one is given. */
export const login = (email: string, password: string, ip = nextIp()) => call(loginRoute, { body: { email, password }, ip });

/** Call options carrying `user`'s session cookie (none for null). */
export const as = (user: AnyTestUser | null, options: CallOptions = {}): CallOptions => ({
  ...options,
  cookies: user ? session(user.cookie.slice(SESSION_COOKIE.length + 1)) : {},
});
