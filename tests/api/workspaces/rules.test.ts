import {
  addMember,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  leaveWorkspace,
  listMembers,
  listWorkspaces,
  removeMember,
  resolveActiveWorkspace,
  setDefault,
} from "@/server/services/workspaces";
import * as collection from "@/app/api/workspaces/route";
import * as single from "@/app/api/workspaces/[workspaceId]/route";
import * as members from "@/app/api/workspaces/[workspaceId]/members/route";
import { AppError } from "@/server/errors";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { newId } from "@/server/ids";
import { DEFAULT_WORKSPACE, MAX_MEMBERS_PER_WORKSPACE, MAX_OWNED_WORKSPACES, MEMBER_ADD_RATE } from "@/lib/constants/workspaces";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, type TestUser } from "@/tests/support/users";
import { messageOf, request } from "./support";

const db = useTempDatabase();
useApiEnvironment();

/** The AppError a call rejects with, as { status, message }. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** A route's answer as { status, message } (message undefined for a success). */
async function answer(res: Promise<{ status: number; json: unknown }>): Promise<{ status: number; message?: string }> {
  const { status, json } = await res;
  return { status, message: messageOf(json) };
}

async function ownerWithWorkspace(name = "Team"): Promise<{ owner: TestUser; workspaceId: string }> {
  const owner = await createUser({ name: "Olivia Owner" });
  const ws = await createWorkspace({ user: owner.account, input: { name } });
  return { owner, workspaceId: ws.id };
}

describe("the default workspace", () => {
  it("is created on the first list as 'Default' with the clipboard icon and indigo colour", async () => {
    const { account } = await createUser();
    const { owned, shared } = await listWorkspaces({ user: account });
    expect(shared).toEqual([]);
    expect(owned).toEqual([
      {
        id: expect.any(String),
        name: "Default",
        icon: "📋",
        color: "indigo",
        userId: account.id,
        ownerEmail: account.email,
        isDefault: true,
        members: [],
        role: "owner",
      },
    ]);
    // A second load does not add another.
    expect((await listWorkspaces({ user: account })).owned.map((w) => w.id)).toEqual([owned[0].id]);
  });

  it("exists exactly once even when two first loads race", async () => {
    const { account } = await createUser();
    const results = await Promise.all([listWorkspaces({ user: account }), listWorkspaces({ user: account }), listWorkspaces({ user: account })]);
    const ids = new Set(results.map((r) => r.owned[0].id));
    expect(ids.size).toBe(1);
    const stored = await (await db.store()).listWorkspacesByOwner(account.id, { limit: 50 });
    expect(stored.items.filter((w) => w.isDefault)).toHaveLength(1);
    expect(stored.items).toHaveLength(1);
  });

  it("moves with setDefault: exactly one default per owner", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    await setDefault({ user: owner.account, workspaceId });
    const { owned } = await listWorkspaces({ user: owner.account });
    expect(owned.filter((w) => w.isDefault).map((w) => w.id)).toEqual([workspaceId]);
    expect(owned.find((w) => w.name === DEFAULT_WORKSPACE.name)?.isDefault).toBe(false);
  });

  it("is repaired to exactly one when the store holds two (an interrupted setDefault)", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    await (await db.store()).updateWorkspace(workspaceId, { isDefault: true, now: new Date(Date.now() + 1000).toISOString() });
    const { owned } = await listWorkspaces({ user: owner.account });
    expect(owned.filter((w) => w.isDefault).map((w) => w.id)).toEqual([workspaceId]); // the one set last wins
  });

  it("cannot be deleted, shared, or be replaced by a shared workspace", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const defaultId = (await listWorkspaces({ user: owner.account })).owned.find((w) => w.isDefault)!.id;
    expect(await failure(deleteWorkspace({ user: owner.account, workspaceId: defaultId }))).toEqual({ status: 409, message: workspacesCopy.cannotDeleteDefault });
    expect(await failure(addMember({ user: owner.account, workspaceId: defaultId, email: "friend@example.com" }))).toEqual({
      status: 409,
      message: workspacesCopy.cannotShareDefault,
    });
    await addMember({ user: owner.account, workspaceId, email: "friend@example.com" });
    expect(await failure(setDefault({ user: owner.account, workspaceId }))).toEqual({ status: 409, message: workspacesCopy.cannotShareDefault });
  });

  it("refuses to delete the last workspace", async () => {
    const { account } = await createUser();
    const store = await db.store();
    // Only reachable when the owner has a single, non-default workspace (e.g. created by an older version).
    const only = await store.createWorkspace({
      id: newId(), name: "Solo", icon: "📋", color: "indigo", userId: account.id, ownerEmail: account.email, isDefault: false, members: [], now: new Date().toISOString(),
    });
    await store.addMember({ workspaceId: only.id, email: "x@example.com", max: MAX_MEMBERS_PER_WORKSPACE, now: new Date().toISOString() }); // shared: not promoted to default
    expect(await failure(deleteWorkspace({ user: account, workspaceId: only.id }))).toEqual({ status: 409, message: workspacesCopy.cannotDeleteLast });
  });
});

describe("creating and editing", () => {
  it("allows the 5th owned workspace and refuses the 6th", async () => {
    const { account } = await createUser();
    await listWorkspaces({ user: account }); // Default = 1st
    for (let i = 2; i <= MAX_OWNED_WORKSPACES; i += 1) await createWorkspace({ user: account, input: { name: `WS ${i}` } });
    expect((await listWorkspaces({ user: account })).owned).toHaveLength(5);
    expect(await failure(createWorkspace({ user: account, input: { name: "Sixth" } }))).toEqual({ status: 409, message: workspacesCopy.maxWorkspaces });
  });

  it("never exceeds 5 owned workspaces under concurrent creates", async () => {
    const { account } = await createUser();
    await listWorkspaces({ user: account });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => createWorkspace({ user: account, input: { name: `Race ${i}` } })));
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.message === workspacesCopy.maxWorkspaces)).toBe(true);
    expect((await listWorkspaces({ user: account })).owned.length).toBeLessThanOrEqual(MAX_OWNED_WORKSPACES);
  });

  it("trims names and accepts exactly 20 characters, refuses 21 and blank ones", async () => {
    // Input is validated at the edge (the route), before the service runs.
    const user = await createUser();
    const create = (name: string) => request(collection.POST, { method: "POST", as: user, body: { name } });
    const twenty = "a".repeat(20);
    expect(((await create(`  ${twenty}  `)).json as { data: { name: string } }).data.name).toBe(twenty);
    expect(await answer(create("a".repeat(21)))).toEqual({ status: 400, message: workspacesCopy.nameTooLong });
    expect(await answer(create("   "))).toEqual({ status: 400, message: workspacesCopy.nameRequired });
    expect(await answer(create(""))).toEqual({ status: 400, message: workspacesCopy.nameRequired });
  });

  it("counts an emoji as one character in names and icons; refuses a 3-character icon", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const update = async (body: { name?: string; icon?: string }) => {
      const res = await request(single.PATCH, { method: "PATCH", as: owner, params: { workspaceId }, body });
      return { status: res.status, message: messageOf(res.json), data: (res.json as { data?: { name: string; icon: string } }).data };
    };
    const emojiName = "🏋️".repeat(20); // 20 graphemes, 60 UTF-16 units
    expect((await update({ name: emojiName })).data?.name).toBe(emojiName);
    for (const icon of ["🏋️", "👨‍👩‍👧‍👦", "🇫🇷", "ab"]) {
      expect((await update({ icon })).data?.icon).toBe(icon);
    }
    expect(await update({ icon: "abc" })).toEqual({ status: 400, message: workspacesCopy.iconInvalid, data: undefined });
    expect(await update({ icon: "" })).toEqual({ status: 400, message: workspacesCopy.iconInvalid, data: undefined });
  });

  it("deletes a workspace with its tasks, comments and reminders", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const store = await db.store();
    const now = new Date().toISOString();
    const task = await store.createTask({ id: newId(), title: "Doomed", dueDate: null, urgency: 3, createdAt: now, workspaceId, userId: owner.account.id });
    await store.addComment(task.id, { id: newId(), text: "!rmd tomorrow call", user: "Olivia", userId: owner.account.id, time: now });
    const reminder = await store.createReminder({
      id: newId(), text: "call", dueDate: now, taskId: task.id, taskTitle: task.title, workspaceId, userId: owner.account.id,
      userEmail: owner.account.email, userName: "Olivia", timeZone: "Europe/Paris", createdAt: now,
    });

    await deleteWorkspace({ user: owner.account, workspaceId });
    expect(await store.getWorkspace(workspaceId)).toBeNull();
    expect(await store.getTask(task.id)).toBeNull();
    expect(await store.getReminder(reminder.id)).toBeNull();
  });
});

describe("members", () => {
  it("takes the 4th member and refuses the 5th; refuses duplicates in any case and the owner", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    for (let i = 1; i <= MAX_MEMBERS_PER_WORKSPACE; i += 1) {
      await addMember({ user: owner.account, workspaceId, email: `Member${i}@Example.com` });
    }
    const { members } = await listMembers({ user: owner.account, workspaceId });
    expect(members).toEqual(["member1@example.com", "member2@example.com", "member3@example.com", "member4@example.com"]);
    expect(await failure(addMember({ user: owner.account, workspaceId, email: "fifth@example.com" }))).toEqual({
      status: 409,
      message: workspacesCopy.maxUsersPerWorkspace,
    });
    expect(await failure(addMember({ user: owner.account, workspaceId, email: " MEMBER1@example.COM " }))).toEqual({
      status: 409,
      message: workspacesCopy.alreadyMember,
    });
    expect(await failure(addMember({ user: owner.account, workspaceId, email: owner.account.email.toUpperCase() }))).toEqual({
      status: 409,
      message: workspacesCopy.alreadyMember,
    });
  });

  it(`limits an owner to ${MEMBER_ADD_RATE.limit} member adds (each e-mails an invitation) per hour`, async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    for (let i = 0; i < MEMBER_ADD_RATE.limit / 2; i += 1) {
      await addMember({ user: owner.account, workspaceId, email: `churn${i}@example.com` });
      await removeMember({ user: owner.account, workspaceId, email: `churn${i}@example.com` });
    }
    // Refused adds count too (here: an address that is already a member), since they reach the service.
    await addMember({ user: owner.account, workspaceId, email: "stays@example.com" });
    for (let i = 1; i < MEMBER_ADD_RATE.limit / 2; i += 1) await failure(addMember({ user: owner.account, workspaceId, email: "stays@example.com" }));
    expect(await failure(addMember({ user: owner.account, workspaceId, email: "one-more@example.com" }))).toEqual({ status: 429, message: commonCopy.tooManyRequests });
  });

  it("needs an e-mail address", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const add = (email: string) => answer(request(members.POST, { method: "POST", as: owner, params: { workspaceId }, body: { email } }));
    expect(await add("  ")).toEqual({ status: 400, message: workspacesCopy.enterMemberEmail });
    expect(await add("not-an-address")).toEqual({ status: 400, message: commonCopy.invalidEmail });
  });

  it("gives access by verified e-mail, case-insensitively, and shows the workspace under shared", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace("Shared Team");
    const member = await createUser({ email: `Mixed.Case.${Date.now()}@Example.org` });
    await addMember({ user: owner.account, workspaceId, email: member.account.email.toLowerCase() });

    const { shared } = await listWorkspaces({ user: member.account });
    expect(shared.map((w) => [w.id, w.role, w.ownerEmail])).toEqual([[workspaceId, "member", owner.account.email]]);
    expect((await getWorkspace({ user: member.account, workspaceId })).role).toBe("member");
  });

  it("does not open a shared workspace to someone who registered the address without verifying it", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const victim = "victim@example.net";
    await addMember({ user: owner.account, workspaceId, email: victim });
    const squatter = await createUser({ email: victim, verified: false });

    // The session guard refuses the unverified account, and no VerifiedAccount can be made of it.
    const res = await request(single.GET, { method: "GET", as: squatter, params: { workspaceId } });
    expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 403, message: authCopy.verifyToContinue });
    expect(verifiedAccount(squatter.account)).toBeNull();
  });

  it("gives a faked VerifiedAccount of an unverified address no role either", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const victim = "victim2@example.net";
    await addMember({ user: owner.account, workspaceId, email: victim });
    const squatter = await createUser({ email: victim, verified: false });
    const forged = squatter.account as VerifiedAccount;

    expect(await failure(getWorkspace({ user: forged, workspaceId }))).toEqual({ status: 403, message: workspacesCopy.noPermissionToView });
    expect((await listWorkspaces({ user: forged })).shared).toEqual([]);
  });

  it("lets a member leave, but not the owner or a stranger", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const member = await createUser();
    const stranger = await createUser();
    await addMember({ user: owner.account, workspaceId, email: member.account.email });

    expect(await failure(leaveWorkspace({ user: owner.account, workspaceId }))).toEqual({ status: 403, message: workspacesCopy.ownerCannotLeave });
    expect(await failure(leaveWorkspace({ user: stranger.account, workspaceId }))).toEqual({ status: 403, message: workspacesCopy.notAMember });
    await leaveWorkspace({ user: member.account, workspaceId });
    expect((await listMembers({ user: owner.account, workspaceId })).members).toEqual([]);
    expect((await listWorkspaces({ user: member.account })).shared).toEqual([]);
    expect(await failure(leaveWorkspace({ user: member.account, workspaceId }))).toEqual({ status: 403, message: workspacesCopy.notAMember });
  });

  it("removes a member (case-insensitive) and says so when the address is not a member", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    await addMember({ user: owner.account, workspaceId, email: "gone@example.com" });
    expect((await removeMember({ user: owner.account, workspaceId, email: "GONE@example.com" })).members).toEqual([]);
    expect(await failure(removeMember({ user: owner.account, workspaceId, email: "gone@example.com" }))).toEqual({
      status: 404,
      message: workspacesCopy.memberNotFound,
    });
  });
});

describe("resolveActiveWorkspace", () => {
  it("starts on the owner's default, keeps a requested accessible one, and falls back when it vanished", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const first = await resolveActiveWorkspace({ user: owner.account });
    expect(first.active.isDefault).toBe(true);
    expect(first.workspaces.owned).toHaveLength(2);

    expect((await resolveActiveWorkspace({ user: owner.account, requestedId: workspaceId })).active.id).toBe(workspaceId);
    await deleteWorkspace({ user: owner.account, workspaceId });
    expect((await resolveActiveWorkspace({ user: owner.account, requestedId: workspaceId })).active.id).toBe(first.active.id);
  });

  it("opens a shared workspace when requested, and drops it once the member has left", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace();
    const member = await createUser();
    await addMember({ user: owner.account, workspaceId, email: member.account.email });
    expect((await resolveActiveWorkspace({ user: member.account, requestedId: workspaceId })).active).toMatchObject({ id: workspaceId, role: "member" });
    await leaveWorkspace({ user: member.account, workspaceId });
    const after = await resolveActiveWorkspace({ user: member.account, requestedId: workspaceId });
    expect(after.active).toMatchObject({ isDefault: true, role: "owner", userId: member.account.id });
  });

  it("ignores a requested id of someone else's workspace", async () => {
    const { workspaceId } = await ownerWithWorkspace();
    const stranger = await createUser();
    const { active } = await resolveActiveWorkspace({ user: stranger.account, requestedId: workspaceId });
    expect(active.userId).toBe(stranger.account.id);
  });
});
