import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/constants";
import { accounts } from "./index";
import type { Account } from "./types";

/**
 * Data Access Layer for server components and layouts: the account of the request's session cookie,
 * checked against the backend (not just the cookie's presence), at most once per request.
 */
export const getCurrentUser = cache(async (): Promise<Account | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? accounts().getAccount(token) : null;
});
