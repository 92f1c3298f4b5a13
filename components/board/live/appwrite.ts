import { LIVE_JWT_REFRESH_MARGIN_MS } from "@/lib/constants/live";
import type { LiveEvent, LiveTransport, LiveWorkspace } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import type { FeedHandlers } from "./sse";

type AppwriteTransport = Extract<LiveTransport, { transport: "appwrite" }>;

export interface AppwriteFeedHandlers extends FeedHandlers {
  /** Reload the workspace's task list: its sharing changed, or a task row could not be read here. */
  refetchTasks(): void;
  /** A reminder row changed. */
  refetchReminders(): void;
  /** Asks the server again (GET …/live): a fresh JWT, or a refusal when access is lost. */
  renew(): Promise<LiveTransport>;
}

/** One row event as the `appwrite` web SDK hands it over. */
export interface RowEvent {
  events: string[];
  payload: Record<string, unknown> & { $id: string; $tableId?: string };
}

const actionOf = (event: RowEvent) => event.events[0]?.split(".").pop();

/**
 * The workspace row's columns are the workspace as every member sees it; a column an older row leaves
 * empty is left out, and the cached workspace keeps its value (the cache merges field by field).
 */
function toLiveWorkspace(row: RowEvent["payload"]): LiveWorkspace {
  const text = (key: "name" | "icon" | "color" | "userId" | "ownerEmail") => (typeof row[key] === "string" ? { [key]: row[key] } : {});
  return {
    id: row.$id,
    ...text("name"),
    ...text("icon"),
    ...text("color"),
    ...text("userId"),
    ...text("ownerEmail"),
    ...(typeof row.isDefault === "boolean" ? { isDefault: row.isDefault } : {}),
    members: Array.isArray(row.members) ? row.members.map(String) : [],
  } as LiveWorkspace;
}

/**
 * What one Appwrite Realtime row event means for the board of `workspaceId` (rows of other workspaces
 * the user reads arrive on the same channels and are ignored):
 * - a task row is read as the API's task (`taskOfRow`, lib/tasks/appwrite-row.ts, the server's own
 *   reading) and merged as `task.created` (its creator, the row's userId, is the actor: the server is
 *   the only writer) or `task.updated`; a comment added or deleted changes the row's comments, so its
 *   count and an open comments panel follow. A row that cannot be read here (a comment stored without
 *   an id, whose id only the server derives) reloads the task list instead;
 * - a deleted task row is the `task.deleted` event (merged: the card disappears);
 * - the workspace row is `workspace.updated` (a rename, an icon, the member list); its deletion, or a
 *   member list the server no longer lets the user read through, ends the subscription;
 * - reminder rows reload the reminders.
 */
export function routeRowEvent(
  event: RowEvent,
  workspaceId: string,
  handlers: Pick<AppwriteFeedHandlers, "onEvent" | "onRevoked" | "refetchTasks" | "refetchReminders" | "stillAllowed">,
  state: { members?: string },
  taskOfRow: (row: RowEvent["payload"]) => Task | null,
): void {
  const row = event.payload;
  const action = actionOf(event);
  const table = row.$tableId ?? event.events[0]?.split(".")[3];
  const base = { workspaceId, seq: 0, actor: null } as const;
  if (table === "workspaces") {
    if (row.$id !== workspaceId) return;
    if (action === "delete") return handlers.onRevoked();
    const workspace = toLiveWorkspace(row);
    handlers.onEvent({ ...base, type: "workspace.updated", workspace } as LiveEvent);
    const members = JSON.stringify(workspace.members);
    if (state.members !== undefined && state.members !== members) {
      // Sharing changed: it decides which tasks are listed, and whether the user may still read them.
      void handlers.stillAllowed().then((allowed) => (allowed ? handlers.refetchTasks() : handlers.onRevoked()));
    }
    state.members = members;
    return;
  }
  if (row.workspaceId !== workspaceId) return;
  if (table === "tasks") {
    if (action === "delete") return handlers.onEvent({ ...base, type: "task.deleted", taskId: row.$id, taskUserId: String(row.userId ?? "") } as LiveEvent);
    const task = taskOfRow(row);
    if (!task) return handlers.refetchTasks();
    if (action === "create") handlers.onEvent({ ...base, type: "task.created", task, actor: { id: task.userId, name: "" } });
    else handlers.onEvent({ ...base, type: "task.updated", task });
  } else if (table === "reminders") {
    handlers.refetchReminders();
  }
}

/**
 * Subscribes to the workspace's rows through Appwrite Realtime with the `appwrite` web SDK (loaded
 * only here), authenticated by the JWT the server minted. The SDK reconnects by itself (1 s, then
 * 5 s, 10 s and 60 s, as our SSE client); after a reconnect the board refetches once, since Realtime
 * does not replay what was missed. The JWT is renewed before it expires, so a reconnect always
 * presents a valid one; a refused renewal (access lost) ends the subscription. Returns the unsubscribe.
 */
export function subscribeAppwrite(transport: AppwriteTransport, workspaceId: string, handlers: AppwriteFeedHandlers): () => void {
  let stopped = false;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let disconnect: () => void = () => {};
  let setJwt: (jwt: string) => void = () => {};
  const state: { members?: string } = {};

  const stop = () => {
    stopped = true;
    clearTimeout(renewTimer);
    disconnect();
  };
  const revoke = () => {
    if (stopped) return;
    stop();
    handlers.onRevoked();
  };

  const scheduleRenewal = (expiresAt: string) => {
    clearTimeout(renewTimer);
    const wait = Math.max(1_000, Date.parse(expiresAt) - Date.now() - LIVE_JWT_REFRESH_MARGIN_MS);
    renewTimer = setTimeout(() => void renew(), wait);
  };
  const renew = async () => {
    if (stopped) return;
    try {
      const next = await handlers.renew();
      if (stopped) return;
      if (next.transport !== "appwrite") return revoke();
      setJwt(next.jwt);
      scheduleRenewal(next.expiresAt);
    } catch {
      if (stopped) return;
      if (!(await handlers.stillAllowed().catch(() => true))) return revoke();
      renewTimer = setTimeout(() => void renew(), LIVE_JWT_REFRESH_MARGIN_MS / 4);
    }
  };

  void (async () => {
    // The SDK and the row reading (with zod) load only on this backend, never with the board.
    const [{ Client, Realtime }, { taskOfRow }] = await Promise.all([import("appwrite"), import("@/lib/tasks/appwrite-row")]);
    if (stopped) return;
    const client = new Client().setEndpoint(transport.endpoint).setProject(transport.projectId).setJWT(transport.jwt);
    setJwt = (jwt) => void client.setJWT(jwt);
    const realtime = new Realtime(client);
    disconnect = () => void realtime.disconnect();
    let dropped = false;
    realtime.onOpen(() => {
      if (stopped) return;
      handlers.onStatus("connected");
      if (dropped) handlers.onResync(); // missed events are not replayed: refetch once
      dropped = false;
    });
    realtime.onClose(() => {
      if (stopped) return;
      dropped = true;
      handlers.onStatus("reconnecting");
    });
    // An expired or refused JWT (401): mint another now, so the SDK's next attempt presents it.
    realtime.onError((_error, code) => {
      if (code === 401) void renew();
    });
    scheduleRenewal(transport.expiresAt);
    try {
      await realtime.subscribe(transport.channels, (event) => {
        if (stopped) return;
        try {
          routeRowEvent(event as unknown as RowEvent, workspaceId, { ...handlers, onRevoked: revoke }, state, taskOfRow);
        } catch (error) {
          console.error("[live] could not apply a Realtime event", error);
        }
      });
    } catch {
      // The first socket failed to open; the SDK keeps trying (onClose above shows it).
    }
    if (stopped) void realtime.disconnect();
  })();

  return stop;
}
