import { sessionTokenOf } from "@/server/auth/session";
import { workspaceRoutes } from "@/server/contracts/workspaces";
import { handle } from "@/server/http";
import { liveTransport } from "@/server/services/events";

export const dynamic = "force-dynamic";

/** GET: how the browser subscribes to the workspace's changes (SSE, or Appwrite Realtime with a short-lived JWT). */
export const GET = handle(workspaceRoutes.live, async ({ req, user, params }) =>
  liveTransport({ user, workspaceId: params.workspaceId, sessionToken: sessionTokenOf(req) ?? "" }),
);
