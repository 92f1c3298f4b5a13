import "server-only";
import { createHash } from "node:crypto";
import { forbidden, notFound, rateLimited } from "@/server/errors";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { accounts } from "@/server/auth";
import { hashSecret } from "@/server/auth/local/tokens";
import type { Account } from "@/server/auth/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { endStreamsOf, hasEventLog, openEventStream, type StreamGate } from "@/server/live";
import { newId } from "@/server/ids";
import { normalizeEmail, requireWorkspaceAccess, roleIn } from "@/server/services/workspaces/access";
import { LIVE_JWT_LIFETIME_MS, LIVE_MAX_STREAMS_PER_USER, LIVE_MAX_STREAMS_PER_USER_WORKSPACE, LIVE_STREAM_SLOT_TTL_MS } from "@/lib/constants/live";
import { liveCopy } from "@/lib/copy/live";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { LiveEvent, LiveTransport } from "@/lib/schemas/live";

/**
 * The live feed (docs/product.md#live-boards): who may receive what, and how a browser subscribes. The
 * events themselves are drafted by server/services/publisher.ts and stored by the store with each change
 * (server/store/types.ts EventDraft); this module alone decides who may read them, and ends the streams
 * of credentials that ended.
 */

/**
 * The key under which the end of a credential is announced to every server process: a hash made for this
 * purpose alone (the events table never holds a session token, nor the hash the sessions or API tokens
 * tables keep).
 */
const credentialKey = (kind: "session" | "token", value: string) => `${kind}:${createHash("sha256").update(`duely-live-${kind}:${value}`).digest("base64url")}`;

/**
 * A session's key: from the SHA-256 of its token (`hashSecret`, what the local accounts keep of a session),
 * so a session known only by that — another browser's, ended by a password change — can be named too.
 */
const sessionKey = (tokenHash: string) => credentialKey("session", tokenHash);

/** A personal API token's key: from its id. */
const tokenKey = (tokenId: string) => credentialKey("token", tokenId);

/** The key under which the end of every credential of an account is announced. */
const accountKey = (userId: string) => `account:${userId}`;

async function endStreams(key: string): Promise<void> {
  try {
    await endStreamsOf(key);
  } catch (error) {
    console.error("[live] could not end the streams of an ended credential", error);
  }
}

/**
 * The session was signed out: its open streams end with `revoked` at once, in this process and (within
 * a poll of the events table) in every other. A failure is logged; the streams then end at their next
 * heartbeat, which checks the session.
 */
export const endSessionStreams = (sessionToken: string): Promise<void> => endStreams(sessionKey(hashSecret(sessionToken)));

/** Sessions that ended elsewhere, named by their token's SHA-256 (AccountBackend.updatePassword's endedSessions): their streams end at once. */
export async function endStreamsOfSessions(tokenHashes: readonly string[]): Promise<void> {
  for (const tokenHash of tokenHashes) await endStreams(sessionKey(tokenHash));
}

/** The personal API token was revoked: the streams opened with it end at once, here and in every other process. */
export const endTokenStreams = (tokenId: string): Promise<void> => endStreams(tokenKey(tokenId));

/** Every session and API token of the account ended (a password reset): all its open streams end at once. */
export const endAccountStreams = (userId: string): Promise<void> => endStreams(accountKey(userId));

// ---------------------------------------------------------------- subscribing

/**
 * How the browser subscribes to the workspace (the caller must be its owner or a member): SSE, or on
 * Appwrite its Realtime with a JWT of the caller's session (asked for again before `expiresAt`). On
 * Appwrite the caller is made one of the workspace's readers first: a member invited before they had
 * an account joins its team here.
 */
export async function liveTransport({ user, workspaceId, sessionToken }: { user: VerifiedAccount; workspaceId: string; sessionToken: string }): Promise<LiveTransport> {
  const { workspace } = await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  if (await hasEventLog()) return { transport: "sse", url: `/api/workspaces/${encodeURIComponent(workspace.id)}/events` };
  const realtime = (await getStore()).realtime;
  const mint = accounts().createRealtimeToken;
  if (!realtime || !mint) return { transport: "none" };
  await realtime.syncReaders(workspace);
  const token = await mint(sessionToken, LIVE_JWT_LIFETIME_MS);
  if (!token) return { transport: "none" };
  const { endpoint, projectId, channels } = realtime.subscription;
  return { transport: "appwrite", endpoint, projectId, channels, jwt: token.jwt, expiresAt: token.expiresAt.toISOString() };
}

export interface OpenWorkspaceEventsInput {
  user: VerifiedAccount;
  workspaceId: string;
  /** Last-Event-ID: the last sequence number received, or null to start from now. */
  lastEventId: number | null;
  /** Whether the caller's session (or API token) is still valid (checked at every heartbeat). */
  stillSignedIn: () => Promise<boolean>;
  /** The session the stream was opened with (none for a personal API token): signing it out ends the stream at once, as does the end of all the account's credentials. */
  sessionToken?: string;
  /** The id of the personal API token the stream was opened with: revoking the token ends the stream at once. */
  apiTokenId?: string;
  signal?: AbortSignal;
}

/**
 * The caller's event stream of a workspace: the same 404/403 as the task API for an unknown or foreign
 * workspace, 429 beyond LIVE_MAX_STREAMS_PER_USER_WORKSPACE open streams on the workspace or
 * LIVE_MAX_STREAMS_PER_USER on all workspaces. The stream sends what the caller could read through the
 * API since they gained access (the owner: from the workspace's start; a member: from the event that
 * added them; an older Last-Event-ID gets `resync`), and ends with `revoked` when they lose access.
 */
export async function openWorkspaceEvents({ user, workspaceId, lastEventId, stillSignedIn, sessionToken, apiTokenId, signal }: OpenWorkspaceEventsInput): Promise<ReadableStream<Uint8Array>> {
  // The caller's credentials were checked just before: one ended since then ends the stream at once.
  const checkedAt = Date.now();
  const { workspace, role } = await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  const log = (await getStore()).eventLog;
  if (!log) throw notFound();
  // Each open stream holds a slot in the store, so the limits count the streams of every server process.
  const slot = newId();
  const now = Date.now();
  const claim = await log.claimStreamSlot({
    id: slot,
    userId: user.id,
    workspaceId: workspace.id,
    memberEmail: role === "owner" ? null : normalizeEmail(user.email),
    maxPerWorkspace: LIVE_MAX_STREAMS_PER_USER_WORKSPACE,
    maxPerUser: LIVE_MAX_STREAMS_PER_USER,
    now,
    expiresAt: now + LIVE_STREAM_SLOT_TTL_MS,
  });
  if (!claim.ok) throw rateLimited(LIVE_STREAM_SLOT_TTL_MS / 1000 / 4, claim.full === "workspace" ? liveCopy.tooManyStreams : liveCopy.tooManyStreamsOverall);
  const release = () => void log.releaseStreamSlot(slot).catch((error: unknown) => console.error("[live] could not release a stream slot", error));
  const readsFrom = role === "owner" ? 1 : claim.memberSince;
  if (readsFrom === null) {
    // Removed between the access check and the claim.
    release();
    throw forbidden(workspacesCopy.noPermissionToView);
  }
  const gate = readerGate(user, workspace, async () => {
    await log.renewStreamSlot({ id: slot, expiresAt: Date.now() + LIVE_STREAM_SLOT_TTL_MS });
    return stillSignedIn();
  });
  const keys = [accountKey(user.id), ...(sessionToken === undefined ? [] : [sessionKey(hashSecret(sessionToken))]), ...(apiTokenId === undefined ? [] : [tokenKey(apiTokenId)])];
  return openEventStream({ workspaceId: workspace.id, lastEventId, readsFrom, gate, signal, onClose: release, endsWith: { keys, checkedAt } });
}

/**
 * Who reads what, event by event, as the API would answer them: the owner and members read the
 * workspace and member changes; task and comment changes go to everyone in a shared workspace (one with
 * members) and otherwise only to the task's creator; reminders only to their owner. A member who is
 * removed or leaves, and everyone when the workspace is deleted, gets `revoked`, also when that event is
 * replayed. The member list is kept current from the member events themselves, and checked again against
 * the store at each heartbeat. Events stored before the reader gained access never come here (the
 * stream's `readsFrom`).
 */
export function readerGate(user: Account, workspace: WorkspaceRecord, stillSignedIn: () => Promise<boolean>): StreamGate {
  const me = normalizeEmail(user.email);
  const isOwner = workspace.userId === user.id;
  let members = [...workspace.members];
  const seesTaskOf = (creatorId: string) => members.length > 0 || creatorId === user.id;

  return {
    admit(event: LiveEvent) {
      if (event.audience !== undefined && event.audience !== user.id) return "skip";
      switch (event.type) {
        case "workspace.deleted":
          return "revoke";
        case "member.added":
        case "member.removed":
        case "member.left":
          members = event.members;
          return !isOwner && !members.includes(me) ? "revoke" : "send";
        case "workspace.updated":
          members = event.workspace.members;
          return !isOwner && !members.includes(me) ? "revoke" : "send";
        case "task.created":
        case "task.updated":
        case "comment.added":
        case "comment.deleted":
          return seesTaskOf(event.task.userId) ? "send" : "skip";
        case "task.deleted":
          return seesTaskOf(event.taskUserId) ? "send" : "skip";
        default:
          return "send";
      }
    },
    async stillAllowed() {
      if (!(await stillSignedIn())) return false;
      const current = await (await getStore()).getWorkspace(workspace.id);
      if (!current || !roleIn(current, user)) return false;
      members = [...current.members];
      return true;
    },
  };
}
