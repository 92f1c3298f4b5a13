import { z } from "zod";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Comment, Task } from "@/lib/schemas/task";
import type { WorkspaceView } from "@/lib/schemas/workspace";

/**
 * The live change feed's events, shared by the server that publishes them and the browser that
 * applies them. Each carries the changed record as the API returns it (or its id for a deletion);
 * the stream adds the workspace's sequence number (`seq`, the SSE `id:`).
 */

/** A workspace as every member sees it (WorkspaceView without the reader's role). */
export type LiveWorkspace = Omit<WorkspaceView, "role">;

/** Who made a change: shown in "This task was deleted by {name}" and used to recognise one's own echoes. */
export interface LiveActor {
  id: string;
  name: string;
}

export type LiveEventBody =
  | { type: "task.created"; task: Task }
  | { type: "task.updated"; task: Task }
  /** `taskUserId`: the deleted task's creator, who alone saw it in an unshared workspace. */
  | { type: "task.deleted"; taskId: string; taskUserId: string }
  | { type: "comment.added"; task: Task; comment: Comment }
  | { type: "comment.deleted"; task: Task; commentId: string }
  | { type: "workspace.updated"; workspace: LiveWorkspace }
  | { type: "workspace.deleted"; workspaceId: string }
  /** `members`: the member list after the change. */
  | { type: "member.added"; email: string; members: string[] }
  | { type: "member.removed"; email: string; members: string[] }
  | { type: "member.left"; email: string; members: string[] }
  | { type: "reminder.created"; reminder: ReminderView }
  | { type: "reminder.sent"; reminder: ReminderView }
  | { type: "reminder.deleted"; reminderId: string };

export type LiveEventType = LiveEventBody["type"];

/** One event as stored and delivered. */
export type LiveEvent = LiveEventBody & {
  workspaceId: string;
  /** Monotonic per workspace. */
  seq: number;
  actor: LiveActor | null;
  /** Only this user receives it (a reminder, which only its owner may see); absent: every reader of the record. */
  audience?: string;
};

/** How the browser subscribes to a workspace, as GET /api/workspaces/{id}/live announces it. */
export const liveTransportAnswerSchema = z.discriminatedUnion("transport", [
  z.object({ transport: z.literal("sse"), url: z.string() }),
  /** This deployment has no live feed: the board refreshes as before. */
  z.object({ transport: z.literal("none") }),
  z.object({
    transport: z.literal("appwrite"),
    endpoint: z.string(),
    projectId: z.string(),
    /** Realtime channels of the workspace's rows. */
    channels: z.array(z.string()),
    /** Short-lived account JWT for the websocket; mint another before `expiresAt`. */
    jwt: z.string(),
    expiresAt: z.string(),
  }),
]);
export type LiveTransport = z.infer<typeof liveTransportAnswerSchema>;

/** A Last-Event-ID (header, or `lastEventId` in the query when the client reconnects by itself): a sequence number. */
export const lastEventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** GET /api/workspaces/{id}/events' query: `lastEventId` when the client reconnects by itself (empty: none). */
export const eventsQuerySchema = z.object({ lastEventId: z.preprocess((v) => (v === "" ? undefined : v), lastEventIdSchema.optional()) });
