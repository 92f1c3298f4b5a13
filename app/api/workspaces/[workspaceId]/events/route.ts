import type { NextRequest } from "next/server";
import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { accounts } from "@/server/auth";
import { sessionTokenOf } from "@/server/auth/session";
import { parseWith } from "@/server/validation";
import { openWorkspaceEvents } from "@/server/services/events";
import { apiTokenIsLive, bearerTokenOf } from "@/server/services/tokens";
import { lastEventIdSchema } from "@/lib/schemas/live";

export const dynamic = "force-dynamic";

/**
 * GET: the workspace's change feed as Server-Sent Events (`id:` = sequence number). Last-Event-ID (or
 * `?lastEventId=`) resumes after that event. `no-transform` keeps compression from buffering the
 * stream; X-Accel-Buffering: no asks nginx-style proxies not to buffer it either.
 */
export const GET = handle(workspaceRoutes.events, async ({ req, user, token, params, query }) => {
  const stream = await openWorkspaceEvents({
    user,
    workspaceId: params.workspaceId,
    lastEventId: lastEventIdOf(req) ?? query.lastEventId ?? null,
    stillSignedIn: sessionCheck(req),
    sessionToken: token ? undefined : sessionTokenOf(req),
    apiTokenId: token?.id,
    signal: req.signal,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});

/** The Last-Event-ID header a browser's EventSource sends when it reconnects; the query's `lastEventId` stands in without one. */
function lastEventIdOf(req: NextRequest): number | null {
  const value = req.headers.get("last-event-id");
  return value === null || value === "" ? null : parseWith(lastEventIdSchema, value);
}

/**
 * Whether the session the stream was opened with is still valid (a sign-out ends the stream at once, and
 * a session that ended otherwise at the next heartbeat); for a stream opened with a personal API token,
 * whether the token is (revoking it ends the stream at once, its expiry at the next heartbeat).
 */
function sessionCheck(req: NextRequest): () => Promise<boolean> {
  const secret = bearerTokenOf(req.headers);
  if (secret) return () => apiTokenIsLive(secret);
  const token = sessionTokenOf(req);
  return async () => Boolean(token && (await accounts().getAccount(token)));
}
