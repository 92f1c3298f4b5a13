import { sessionTokenOf } from "@/server/auth/session";
import { withSession } from "@/server/http";
import { liveTransport } from "@/server/services/events";

type Params = { workspaceId: string };

export const dynamic = "force-dynamic";

/** GET: how the browser subscribes to the workspace's changes (SSE, or Appwrite Realtime with a short-lived JWT). */
export const GET = withSession<Params>(async (req, { user, params }) => {
  const { workspaceId } = await params;
  const sessionToken = sessionTokenOf(req) ?? "";
  return Response.json({ data: await liveTransport({ user, workspaceId, sessionToken }) }, { headers: { "Cache-Control": "no-store" } });
});
