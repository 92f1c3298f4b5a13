import { getStore } from "@/server/store";
import { newId } from "@/server/ids";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Task } from "@/lib/schemas/task";
import { readJson } from "@/tests/support/requests";
import { signedIn, type AnyTestUser, type TestUser } from "@/tests/support/users";

/** A workspace owned by `owner`, shared with `members` (their e-mails) when given. */
export async function workspaceOf(owner: TestUser, members: TestUser[] = []): Promise<WorkspaceRecord> {
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

/** The permission tests' callers: Olivia owns `team`, shared with Mario; Stan is a stranger to it; Ursula is unverified. */
export async function teamCallers(): Promise<{ owner: TestUser; member: TestUser; stranger: TestUser; unverified: AnyTestUser; team: WorkspaceRecord }> {
  const [owner, member, stranger, unverified] = await Promise.all([
    signedIn("Olivia"),
    signedIn("Mario"),
    signedIn("Stan"),
    signedIn("Ursula", { verified: false }),
  ]);
  return { owner, member, stranger, unverified, team: await workspaceOf(owner, [member]) };
}

export interface ApiBody<T> {
  data: T;
  error?: { code: string; message: string };
}

/** Status and parsed body of a task API response (null for an empty one). */
export const read = <T = Task>(response: Response) => readJson<ApiBody<T>>(response);
