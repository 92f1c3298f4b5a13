import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { PORT_OFFSET } from "./env";
import * as mail from "./mail";

/**
 * Accounts for end-to-end tests. `createUser(page)` registers (and by default verifies) a fresh user
 * through the API, leaving the page's browser context signed in as them:
 *
 *   const user = await createUser(page);              // verified, signed in
 *   const fresh = await createUser(page, { verified: false });
 *   await signOut(page); await signIn(page, user);
 *
 * Each call comes from its own made-up client address (X-Forwarded-For), so suites that create many
 * users do not run into the per-IP registration and sign-in limits meant for real clients.
 */

export const OIDC_PORT = 4030 + PORT_OFFSET;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = "duely-e2e";
export const OIDC_CLIENT_SECRET = "duely-e2e-secret";

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A unique address per call (the e2e database lives for the whole run). */
export function uniqueEmail(prefix = "e2e"): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function fakeClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The link to `path` ("/verify-email" or "/reset-password") in the newest matching e-mail to `to`. */
export async function linkFromEmail(to: string, path: "/verify-email" | "/reset-password"): Promise<string> {
  const subject = path === "/verify-email" ? /verify/i : /reset/i;
  const message = await mail.waitForMessage({ to, subject });
  const link = message.text.match(new RegExp(`https?://[^\\s)>\\]]+${path}\\?[^\\s)>\\]]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail to ${to}: ${message.text}`);
  return link;
}

/** Registers a user through the API; the page's context is then signed in as them. */
export async function createUser(
  page: Page,
  { name = "Test User", email = uniqueEmail(), password = "correct-horse-1", verified = true }: Partial<Omit<TestUser, "id">> & { verified?: boolean } = {},
): Promise<TestUser> {
  const res = await page.request.post("/api/auth/register", {
    headers: { "x-forwarded-for": fakeClientIp() },
    data: { name, email, password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = ((await res.json()) as { data: { user: { id: string } } }).data;
  if (verified) await verifyEmail(page, email);
  return { id: user.id, name, email, password };
}

/** Opens the verification link of the e-mail the user received, through the API. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = new URL(await linkFromEmail(email, "/verify-email"));
  const res = await page.request.post("/api/auth/verification/confirm", {
    data: { userId: link.searchParams.get("userId"), secret: link.searchParams.get("secret") },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the page's context in through the API (no UI). */
export async function signIn(page: Page, { email, password }: Pick<TestUser, "email" | "password">): Promise<void> {
  const res = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": fakeClientIp() }, data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Ends the session and forgets its cookie. */
export async function signOut(page: Page): Promise<void> {
  await page.request.post("/api/auth/logout");
  await page.context().clearCookies();
}

/** Fills and submits /login as a person would. */
export async function signInThroughUi(page: Page, { email, password }: Pick<TestUser, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A verified user of the server at `url` (a server a spec started itself), signed in through its API: the request
 * context, its session cookie and the user's default workspace. `forwardedFor` is the X-Forwarded-For every request
 * carries (for a server that trusts one proxy); without it, the server sees the test's own address.
 */
export async function verifiedUserOn(
  url: string,
  { prefix = "e2e", forwardedFor }: { prefix?: string; forwardedFor?: string } = {},
): Promise<{ api: APIRequestContext; cookie: string; workspaceId: string }> {
  const api = await playwrightRequest.newContext({ baseURL: url, extraHTTPHeaders: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
  const email = uniqueEmail(prefix);
  const registered = await api.post("/api/auth/register", { data: { name: "Test User", email, password: "correct-horse-1", confirmPassword: "correct-horse-1" } });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(await linkFromEmail(email, "/verify-email"));
  const verified = await api.post("/api/auth/verification/confirm", { data: { userId: link.searchParams.get("userId"), secret: link.searchParams.get("secret") } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { data } = (await (await api.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  const { cookies } = await api.storageState();
  return {
    api,
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    workspaceId: (data.owned.find((w) => w.isDefault) ?? data.owned[0]).id,
  };
}
