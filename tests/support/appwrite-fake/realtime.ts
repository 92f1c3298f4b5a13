import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { appwriteTime, type Json } from "./server";

/**
 * The Realtime part of the Appwrite PROTOCOL FAKE (index.ts attaches it to the fake's HTTP server): a
 * websocket endpoint at /v1/realtime speaking the protocol of the `appwrite` web SDK (v28, its Realtime
 * service and Client.subscribe) and of the real server, read from appwrite/appwrite
 * (app/realtime.php onOpen and the pub/sub listener, app/init/realtime/connection.php, and
 * src/Appwrite/Realtime/Message/Handlers/{Subscribe,Unsubscribe,Ping,Authentication}.php,
 * src/Appwrite/Messaging/Adapter/Realtime.php fromPayload, getDatabaseChannels and getSubscribers):
 * - The socket URL carries `project` and, for a JWT, `jwt` (the SDK's setJWT). An unknown project is a
 *   policy violation (error message, close 1008). A JWT that is not the fake's, expired or of an ended
 *   session answers `{ type: "error", data: { code: 401, message: "Failed to verify JWT. …" } }` and the
 *   socket closes; the real server closes with the error's code (401), which is not a websocket close
 *   code the `ws` library can send, so the fake closes with 4401 (the SDK reconnects from both). A valid
 *   JWT of a session that has ended makes the connection a guest's.
 * - On open: `{ type: "connected", data: { channels: [], subscriptions: [], user } }` (user null for a
 *   guest). `channels[]` in the URL (older SDKs) subscribe at once and are named in `connected`.
 * - Messages: `subscribe` (data: [{ subscriptionId, channels, queries }]) answers `{ type: "response",
 *   data: { to: "subscribe", success: true, subscriptions } }`; `unsubscribe` (data: [{ subscriptionId }]);
 *   `ping` answers `pong`; `authentication` with a session secret.
 * - Row events go to the channels `rows`, `databases.{db}.tables.{t}.rows`, `…rows.{id}`, the same
 *   under `tablesdb.`, and the legacy `documents` / `databases.{db}.collections.{t}.documents[.{id}]`;
 *   `events` names `databases.{db}.tables.{t}.rows.{id}.{create|update|delete}` and the same under
 *   `tablesdb.` (the real server adds wildcard permutations, not modelled); the payload is the row as
 *   the REST API answers it (for a delete, as it was).
 * - Who receives an event: a connection whose roles include one the event names; the event's roles are
 *   the table's read roles, plus the row's read roles when the table has row security. A connection's
 *   roles: `any`, and for a user `users`, `user:{id}` and `team:{teamId}` of each team membership.
 * - A team membership created or deleted changes the user's roles on their open connections at once
 *   (the real server's `permissionsChanged` handling), so a removed member stops receiving.
 * Not modelled: queries on subscriptions (every subscription selects all), Origin checks, abuse limits,
 * presence, the console project's channels.
 */

export interface RealtimeUser {
  $id: string;
  name: string;
  email: string;
}

export interface RealtimeHooks {
  projectId: string;
  /** The user a JWT of this fake names; null: a guest (its session ended); a string: why it is invalid. */
  userOfJwt(jwt: string): RealtimeUser | null | string;
  /** The user of a session secret (the `authentication` message), or null. */
  userOfSession(secret: string): RealtimeUser | null;
  /** `team:{id}` roles of the user's current memberships. */
  teamRolesOf(userId: string): string[];
}

export interface RowEvent {
  databaseId: string;
  tableId: string;
  action: "create" | "update" | "delete";
  /** The row as the REST API answers it. */
  payload: Json & { $id: string };
  /** Roles that may read it (table, plus row when the table has row security). */
  roles: string[];
}

export interface RealtimeFake {
  publishRow(event: RowEvent): void;
  /** The user's roles changed (a team membership created or deleted): recomputed on their connections. */
  permissionsChanged(userId: string): void;
  /** Open connections, and subscriptions on them (for tests: a subscribe message has arrived). */
  connectionCount(): number;
  subscriptionCount(): number;
  /** Drops every open socket, as a network failure would (clients reconnect). */
  dropAll(): void;
  close(): void;
}

interface Connection {
  socket: WebSocket;
  userId: string | null;
  roles: Set<string>;
  subscriptions: Map<string, Set<string>>;
}

/** Read roles of Appwrite permission strings: `read("team:x")` -> `team:x`. */
export function readRoles(permissions: readonly string[]): string[] {
  return permissions.flatMap((p) => {
    const match = /^read\("([^"]+)"\)$/.exec(p);
    return match ? [match[1]] : [];
  });
}

export function attachRealtime(server: Server, hooks: RealtimeHooks): RealtimeFake {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<Connection>();

  const rolesOf = (userId: string | null) =>
    new Set(userId ? ["any", "users", `user:${userId}`, ...hooks.teamRolesOf(userId)] : ["any", "guests"]);
  const send = (socket: WebSocket, message: Json) => socket.send(JSON.stringify(message));
  const fail = (socket: WebSocket, code: number, message: string, closeCode: number) => {
    send(socket, { type: "error", data: { code, message } });
    socket.close(closeCode);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname !== "/v1/realtime") return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => open(ws, url));
  };
  server.on("upgrade", onUpgrade);

  function open(socket: WebSocket, url: URL): void {
    if (url.searchParams.get("project") !== hooks.projectId) return fail(socket, 1008, "Missing or unknown project ID", 1008);
    let user: RealtimeUser | null = null;
    const jwt = url.searchParams.get("jwt");
    if (jwt) {
      const found = hooks.userOfJwt(jwt);
      if (typeof found === "string") return fail(socket, 401, `Failed to verify JWT. ${found}`, 4401);
      user = found;
    }
    const connection: Connection = { socket, userId: user?.$id ?? null, roles: rolesOf(user?.$id ?? null), subscriptions: new Map() };
    connections.add(connection);
    const urlChannels = url.searchParams.getAll("channels[]");
    const mapping: Record<string, string> = {};
    if (urlChannels.length > 0) {
      const id = `url-${connections.size}-${Date.now()}`;
      connection.subscriptions.set(id, new Set(urlChannels));
      mapping["0"] = id;
    }
    send(socket, { type: "connected", data: { channels: urlChannels, subscriptions: mapping, user } });
    socket.on("close", () => connections.delete(connection));
    socket.on("message", (raw) => {
      let message: { type?: string; data?: unknown };
      try {
        message = JSON.parse(String(raw)) as { type?: string; data?: unknown };
      } catch {
        return fail(socket, 1003, "Message format is not valid.", 1003);
      }
      switch (message.type) {
        case "ping":
          return send(socket, { type: "pong" });
        case "subscribe": {
          const items = Array.isArray(message.data) ? (message.data as { subscriptionId?: string; channels?: string[] }[]) : [];
          if (items.some((item) => !Array.isArray(item.channels) || item.channels.length === 0)) {
            return fail(socket, 1003, "Payload is not valid.", 1003);
          }
          const subscriptions = items.map((item, i) => {
            const subscriptionId = item.subscriptionId ?? `sub-${Date.now()}-${i}`;
            connection.subscriptions.set(subscriptionId, new Set(item.channels));
            return { subscriptionId, channels: item.channels, queries: [] };
          });
          return send(socket, { type: "response", data: { to: "subscribe", success: true, subscriptions } });
        }
        case "unsubscribe": {
          const items = Array.isArray(message.data) ? (message.data as { subscriptionId?: string }[]) : [];
          for (const item of items) if (item.subscriptionId) connection.subscriptions.delete(item.subscriptionId);
          return send(socket, { type: "response", data: { to: "unsubscribe", success: true } });
        }
        case "authentication": {
          const session = (message.data as { session?: string } | undefined)?.session ?? "";
          const found = hooks.userOfSession(session);
          if (!found) return fail(socket, 1003, "Session is not valid.", 1003);
          connection.userId = found.$id;
          connection.roles = rolesOf(found.$id);
          return send(socket, { type: "response", data: { to: "authentication", success: true, user: found } });
        }
        default:
          return fail(socket, 1003, "Message type is not valid.", 1003);
      }
    });
  }

  return {
    publishRow({ databaseId, tableId, action, payload, roles }) {
      const id = payload.$id;
      const channels = [
        "documents",
        `databases.${databaseId}.collections.${tableId}.documents`,
        `databases.${databaseId}.collections.${tableId}.documents.${id}`,
        "rows",
        `databases.${databaseId}.tables.${tableId}.rows`,
        `databases.${databaseId}.tables.${tableId}.rows.${id}`,
        `tablesdb.${databaseId}.tables.${tableId}.rows`,
        `tablesdb.${databaseId}.tables.${tableId}.rows.${id}`,
      ];
      const events = [`databases.${databaseId}.tables.${tableId}.rows.${id}.${action}`, `tablesdb.${databaseId}.tables.${tableId}.rows.${id}.${action}`];
      const timestamp = appwriteTime();
      for (const c of connections) {
        if (!roles.includes("any") && !roles.some((role) => c.roles.has(role))) continue;
        const matched = [...c.subscriptions].filter(([, subscribed]) => channels.some((ch) => subscribed.has(ch))).map(([subId]) => subId);
        if (matched.length === 0) continue;
        send(c.socket, { type: "event", data: { events, channels, timestamp, payload, subscriptions: matched } });
      }
    },
    permissionsChanged(userId) {
      for (const c of connections) if (c.userId === userId) c.roles = rolesOf(userId);
    },
    connectionCount: () => connections.size,
    subscriptionCount: () => [...connections].reduce((n, c) => n + c.subscriptions.size, 0),
    dropAll() {
      for (const c of connections) c.socket.terminate();
    },
    close() {
      server.off("upgrade", onUpgrade);
      for (const c of connections) c.socket.terminate();
      wss.close();
    },
  };
}
