import type { NextRequest } from "next/server";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verification/confirm/route";
import { SESSION_COOKIE } from "@/lib/cookies";
import { call, sessionCookieOf } from "@/tests/api/auth/support";
import type { AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { apiRequest, params as paramsOf } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";

/** Someone signed in on the appwrite backend, as the API's requests present them. */
export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** Registers through the API and follows the verification link the Appwrite fake e-mailed. */
export async function verifiedPerson(fake: AppwriteProtocolFake, name: string): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase());
  const res = await call(registerRoute, { body: { name, email, password: "a long password", confirmPassword: "a long password" } });
  const { user } = ((await res.json()) as { data: { user: { id: string } } }).data;
  const mail = fake.outbox.findLast((m) => m.userId === user.id);
  // Confirmed from the registration's own session, which the confirmation replaces with a fresh one.
  const verified = await call(verifyRoute, { body: { userId: user.id, secret: mail?.secret }, cookies: { [SESSION_COOKIE]: sessionCookieOf(res) ?? "" } });
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${sessionCookieOf(verified)}` };
}

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler as `who`; the answer's status and parsed JSON body (null when empty). */
export async function api<P>(handler: Handler<P>, method: string, path: string, who: Person, { body, params }: { body?: unknown; params?: P } = {}) {
  const res = await handler(apiRequest(method, path, { caller: who, body }), paramsOf(params ?? ({} as P)));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
