import * as collection from "@/app/api/workspaces/route";
import * as single from "@/app/api/workspaces/[workspaceId]/route";
import * as makeDefault from "@/app/api/workspaces/[workspaceId]/default/route";
import * as members from "@/app/api/workspaces/[workspaceId]/members/route";
import * as member from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import * as leave from "@/app/api/workspaces/[workspaceId]/leave/route";
import { addMember, createWorkspace } from "@/server/services/workspaces";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, type AnyTestUser } from "@/tests/support/users";
import { messageOf, request } from "./support";

useTempDatabase();
useApiEnvironment();

/**
 * The workspace permission matrix (docs/product.md#workspaces): every workspace operation of the JSON API against every kind of
 * caller, asserting the status and the user-facing message of each cell. Each cell gets a fresh shared
 * workspace (owner + one member + one more member to remove), so no cell depends on another.
 */

type Role = "anonymous" | "unverified" | "stranger" | "member" | "owner";
type Operation =
  | "list"
  | "create"
  | "get"
  | "update"
  | "delete"
  | "setDefault"
  | "listMembers"
  | "addMember"
  | "removeMember"
  | "leave";

interface Fixture {
  workspaceId: string;
  callers: Record<Role, AnyTestUser | null>;
}

async function fixture(): Promise<Fixture> {
  const owner = await createUser({ name: "Olivia Owner" });
  const memberUser = await createUser({ name: "Mel Member" });
  const workspace = await createWorkspace({ user: owner.account, input: { name: "Team", icon: "💼" } });
  await addMember({ user: owner.account, workspaceId: workspace.id, email: memberUser.account.email });
  await addMember({ user: owner.account, workspaceId: workspace.id, email: "removable@example.com" });
  // Holds the member's address without having verified it.
  const unverified = await createUser({ name: "Una Unverified", verified: false });
  await addMember({ user: owner.account, workspaceId: workspace.id, email: unverified.account.email });
  return {
    workspaceId: workspace.id,
    callers: { anonymous: null, unverified, stranger: await createUser({ name: "Stan Stranger" }), member: memberUser, owner },
  };
}

function perform(op: Operation, as: AnyTestUser | null, workspaceId: string) {
  const params = { workspaceId };
  switch (op) {
    case "list":
      return request(collection.GET, { method: "GET", as });
    case "create":
      return request(collection.POST, { method: "POST", as, body: { name: "Another" } });
    case "get":
      return request(single.GET, { method: "GET", as, params });
    case "update":
      return request(single.PATCH, { method: "PATCH", as, params, body: { name: "Renamed" } });
    case "delete":
      return request(single.DELETE, { method: "DELETE", as, params });
    case "setDefault":
      return request(makeDefault.POST, { method: "POST", as, params });
    case "listMembers":
      return request(members.GET, { method: "GET", as, params });
    case "addMember":
      return request(members.POST, { method: "POST", as, params, body: { email: "newcomer@example.com" } });
    case "removeMember":
      return request(member.DELETE, { method: "DELETE", as, params: { ...params, email: encodeURIComponent("removable@example.com") } });
    case "leave":
      return request(leave.POST, { method: "POST", as, params });
  }
}

const LOGGED_OUT: [number, string] = [401, authCopy.mustBeLoggedIn];
const UNVERIFIED: [number, string] = [403, authCopy.verifyToContinue];

/** [status, message] per operation and role; message undefined for a success. */
const MATRIX: Record<Operation, Record<Role, [number, string?]>> = {
  list: { anonymous: LOGGED_OUT, unverified: UNVERIFIED, stranger: [200], member: [200], owner: [200] },
  create: { anonymous: LOGGED_OUT, unverified: UNVERIFIED, stranger: [201], member: [201], owner: [201] },
  get: { anonymous: LOGGED_OUT, unverified: UNVERIFIED, stranger: [403, workspacesCopy.noPermissionToView], member: [200], owner: [200] },
  update: {
    anonymous: LOGGED_OUT,
    unverified: UNVERIFIED,
    stranger: [403, workspacesCopy.onlyOwnerEdit],
    member: [403, workspacesCopy.onlyOwnerEdit],
    owner: [200],
  },
  delete: {
    anonymous: LOGGED_OUT,
    unverified: UNVERIFIED,
    stranger: [403, workspacesCopy.onlyOwnerDelete],
    member: [403, workspacesCopy.onlyOwnerDelete],
    owner: [204],
  },
  setDefault: {
    anonymous: LOGGED_OUT,
    unverified: UNVERIFIED,
    stranger: [403, workspacesCopy.onlyOwnerSetDefault],
    member: [403, workspacesCopy.onlyOwnerSetDefault],
    owner: [409, workspacesCopy.cannotShareDefault], // the fixture is shared, and the default cannot be
  },
  listMembers: { anonymous: LOGGED_OUT, unverified: UNVERIFIED, stranger: [403, workspacesCopy.noPermissionToView], member: [200], owner: [200] },
  addMember: {
    anonymous: LOGGED_OUT,
    unverified: UNVERIFIED,
    stranger: [403, workspacesCopy.onlyOwnerAddMembers],
    member: [403, workspacesCopy.onlyOwnerAddMembers],
    owner: [200],
  },
  removeMember: {
    anonymous: LOGGED_OUT,
    unverified: UNVERIFIED,
    stranger: [403, workspacesCopy.onlyOwnerRemoveMembers],
    member: [403, workspacesCopy.onlyOwnerRemoveMembers],
    owner: [200],
  },
  leave: { anonymous: LOGGED_OUT, unverified: UNVERIFIED, stranger: [403, workspacesCopy.notAMember], member: [200], owner: [403, workspacesCopy.ownerCannotLeave] },
};

const cells = (Object.keys(MATRIX) as Operation[]).flatMap((op) =>
  // Always four values: jest would take a missing fourth for the `done` callback.
  (Object.keys(MATRIX[op]) as Role[]).map((role) => [op, role, MATRIX[op][role][0], MATRIX[op][role][1]] as const),
);

describe("permission matrix", () => {
  it.each(cells)("%s as %s -> %i %p", async (op, role, status, message) => {
    const { workspaceId, callers } = await fixture();
    const res = await perform(op, callers[role], workspaceId);
    expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status, message });
  });

  it("shows the member the workspace under 'Shared with me', and nothing to the stranger or unverified address holder", async () => {
    const { workspaceId, callers } = await fixture();
    const sharedOf = async (role: Role) =>
      ((await perform("list", callers[role], workspaceId)).json as { data?: { shared: { id: string }[] } }).data?.shared.map((w) => w.id);
    expect(await sharedOf("member")).toEqual([workspaceId]);
    expect(await sharedOf("stranger")).toEqual([]);
    expect(await sharedOf("unverified")).toBeUndefined(); // 403 before any list
  });
});

describe("unknown workspace", () => {
  const ops: Operation[] = ["get", "update", "delete", "setDefault", "listMembers", "addMember", "removeMember", "leave"];
  it.each(ops)("%s -> 404 'Workspace not found'", async (op) => {
    const user = await createUser();
    for (const id of ["0123456789abcdef0123456789abcdef", "../etc/passwd"]) {
      const res = await perform(op, user, id);
      expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 404, message: workspacesCopy.workspaceNotFound });
    }
  });
});

describe("request hygiene", () => {
  it("refuses a state change from another origin before anything else", async () => {
    const { workspaceId, callers } = await fixture();
    const res = await request(single.DELETE, { method: "DELETE", as: callers.owner, params: { workspaceId }, origin: "https://evil.example" });
    expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 403, message: commonCopy.forbiddenOrigin });
  });

  it("answers invalid bodies with 400 and the user-facing message", async () => {
    const { workspaceId, callers } = await fixture();
    const as = callers.owner;
    const bad = [
      await request(collection.POST, { method: "POST", as, body: { name: "x".repeat(21) } }),
      await request(single.PATCH, { method: "PATCH", as, params: { workspaceId }, body: { icon: "abc" } }),
      await request(members.POST, { method: "POST", as, params: { workspaceId }, body: { email: "" } }),
    ];
    expect(bad.map((r) => [r.status, messageOf(r.json)])).toEqual([
      [400, workspacesCopy.nameTooLong],
      [400, workspacesCopy.iconInvalid],
      [400, workspacesCopy.enterMemberEmail],
    ]);
  });
});
