import type { NextRequest } from "next/server";
import { withSession } from "@/server/http";
import { accounts } from "@/server/auth";
import { sessionTokenOf } from "@/server/auth/session";
import { parseWith } from "@/server/validation";
import { openWorkspaceEvents } from "@/server/services/events";
import { apiTokenIsLive, bearerTokenOf } from "@/server/services/tokens";
import { lastEventIdSchema } from "@/lib/schemas/live";

type Params = { workspaceId: string };

export const dynamic = "force-dynamic";

/**
 * GET: the workspace's change feed as Server-Sent Events (`id:` = sequence number). Last-Event-ID (or
 * `?lastEventId=`) resumes after that event. `no-transform` keeps compression from buffering the
 * stream; X-Accel-Buffering: no asks nginx-style proxies not to buffer it either.
 */
export const GET = withSession<Params>(async (req, { user, params }) => {
  const { workspaceId } = await params;
  const stream = await openWorkspaceEvents({
    user,
    workspaceId,
    lastEventId: lastEventIdOf(req),
    stillSignedIn: sessionCheck(req),
    sessionToken: bearerTokenOf(req.headers) ? undefined : sessionTokenOf(req),
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

function lastEventIdOf(req: NextRequest): number | null {
  const value = req.headers.get("last-event-id") ?? req.nextUrl.searchParams.get("lastEventId");
  return value === null || value === "" ? null : parseWith(lastEventIdSchema, value);
}

/**
 * Whether the session the stream was opened with is still valid (a sign-out ends the stream at once, and
 * a session that ended otherwise at the next heartbeat); for a
 * stream opened with a personal API token, whether the token is (revoking it ends the stream).
 */
function sessionCheck(req: NextRequest): () => Promise<boolean> {
  const secret = bearerTokenOf(req.headers);
  if (secret) return () => apiTokenIsLive(secret);
  const token = sessionTokenOf(req);
  return async () => Boolean(token && (await accounts().getAccount(token)));
}
