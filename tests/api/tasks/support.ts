import { NextRequest } from "next/server";
import { getStore } from "@/server/store";
import { newId } from "@/server/ids";
import type { WorkspaceRecord } from "@/server/store/types";
import { createUser, uniqueEmail, type TestUser } from "@/tests/api/workspaces/support";
import type { Comment, Task } from "@/lib/schemas/task";

/** A signed-in account and the Cookie header of its session (the workspace tests' real sessions). */
export type Caller = TestUser;

export const signedIn = (name: string, { verified = true }: { verified?: boolean } = {}): Promise<Caller> =>
  createUser({ name, email: uniqueEmail(name.toLowerCase()), verified });

/** A workspace owned by `owner`, shared with `members` (their e-mails) when given. */
export async function workspaceOf(owner: Caller, members: Caller[] = []): Promise<WorkspaceRecord> {
  const store = await getStore();
  return store.createWorkspace({
    id: newId(),
    name: members.length ? "Team" : "Solo",
    icon: "📋",
    color: "indigo",
    userId: owner.account.id,
    ownerEmail: owner.account.email,
    isDefault: false,
    members: members.map((m) => m.account.email.toLowerCase()),
    now: new Date().toISOString(),
  });
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A request as the browser sends it to a route handler: JSON body, session cookie, same-origin. */
export function apiRequest(method: Method, path: string, { caller, body, origin }: { caller?: Caller; body?: unknown; origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (caller) headers.cookie = caller.cookie;
  if (origin) headers.origin = origin;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const params = <P>(values: P) => ({ params: Promise.resolve(values) });

export interface ApiBody<T> {
  data: T;
  comment?: Comment;
  error?: { code: string; message: string };
}

/** Status and parsed JSON body of a response (null for an empty one). */
export async function read<T = Task>(response: Response): Promise<{ status: number; body: ApiBody<T> }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
