import { SESSION_COOKIE } from "@/lib/cookies";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import type { Account } from "@/server/auth/types";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { newId } from "@/server/ids";
import { getAccountStore } from "@/server/store";

/**
 * Accounts for the API tests: real users and sessions in the test's libSQL file (useTempDatabase),
 * written through the account store as sign-up would, without the password hashing cost.
 */

let counter = 0;
/** A fresh address per call, so that tests in one file do not collide. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A verified user's account is a VerifiedAccount, as the session guard hands it to the services. */
export interface TestUser<A extends Account = VerifiedAccount> {
  account: A;
  /** Cookie header value carrying the user's live session. */
  cookie: string;
}

/** Any test user, verified or not: enough for a request, which sends only its session cookie. */
export type AnyTestUser = TestUser<Account>;

interface UserOptions {
  name?: string;
  email?: string;
  verified?: boolean;
}

/** A user (verified unless told otherwise) with a session valid for an hour. */
export async function createUser(options?: UserOptions & { verified?: true }): Promise<TestUser>;
export async function createUser(options: UserOptions & { verified: false }): Promise<TestUser<Account>>;
export async function createUser(options?: UserOptions): Promise<TestUser<Account>>;
export async function createUser({ name = "Test User", email = uniqueEmail(), verified = true }: UserOptions = {}): Promise<TestUser<Account>> {
  const store = await getAccountStore();
  const now = new Date().toISOString();
  const user = await store.createUser({ id: newId(), name, email, emailVerification: verified, passwordHash: null, googleSub: null, now });
  const token = newSecret();
  await store.createSession({
    tokenHash: hashSecret(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    createdAt: now,
  });
  const account: Account = { id: user.id, name: user.name, email: user.email, emailVerification: user.emailVerification };
  return {
    account: verifiedAccount(account) ?? account,
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

/** createUser with an address made from the name ("Olivia" -> olivia.…@example.com). */
export function signedIn(name: string, options?: { verified?: true }): Promise<TestUser>;
export function signedIn(name: string, options: { verified: false }): Promise<TestUser<Account>>;
export function signedIn(name: string, { verified = true }: { verified?: boolean } = {}): Promise<TestUser<Account>> {
  return createUser({ name, email: uniqueEmail(name.toLowerCase()), verified });
}
