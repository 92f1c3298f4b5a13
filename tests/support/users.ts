import { SESSION_COOKIE } from "@/lib/cookies";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import type { Account } from "@/server/auth/types";
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

export interface TestUser {
  account: Account;
  /** Cookie header value carrying the user's live session. */
  cookie: string;
}

/** A user (verified unless told otherwise) with a session valid for an hour. */
export async function createUser({
  name = "Test User",
  email = uniqueEmail(),
  verified = true,
}: { name?: string; email?: string; verified?: boolean } = {}): Promise<TestUser> {
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
  return {
    account: { id: user.id, name: user.name, email: user.email, emailVerification: user.emailVerification },
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

/** createUser with an address made from the name ("Olivia" -> olivia.…@example.com). */
export const signedIn = (name: string, { verified = true }: { verified?: boolean } = {}): Promise<TestUser> =>
  createUser({ name, email: uniqueEmail(name.toLowerCase()), verified });
