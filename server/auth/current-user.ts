import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { requestSessionToken } from "@/server/cookies";
import { accounts } from "./index";
import type { Account } from "./types";
import { verifiedAccount, type VerifiedAccount } from "./verified";

/**
 * Data Access Layer for server components and layouts: the account of the request's session cookie,
 * checked against the backend (not just the cookie's presence), at most once per request.
 */
export const getCurrentUser = cache(async (): Promise<Account | null> => {
  const token = await requestSessionToken();
  return token ? accounts().getAccount(token) : null;
});

/**
 * For protected pages: the verified account. Signed out -> /login; unverified -> null, and the page
 * renders nothing because the protected layout shows the 'Verify Your Email' gate in its place (layouts
 * and pages render concurrently, so a page must not run verified-only services for such a user).
 */
export async function getVerifiedPageUser(): Promise<VerifiedAccount | null> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  return verifiedAccount(user);
}

/**
 * For / and /register: a live session goes on to /todo. The session is checked, not the cookie's
 * presence: a cookie whose session ended elsewhere (a password reset, a sign-out everywhere) must show
 * the page asked for, not bounce through /todo to /login.
 */
export async function redirectIfSignedIn(): Promise<void> {
  if (await getCurrentUser()) redirect("/todo");
}
