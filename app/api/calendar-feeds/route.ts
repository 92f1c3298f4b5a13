import { readJson, withSession } from "@/server/http";
import { createCalendarFeed, listCalendarFeeds } from "@/server/services/calendar-feeds";
import { createCalendarFeedSchema } from "@/lib/schemas/tokens";

/** GET /api/calendar-feeds — the caller's calendar feeds (never their URLs). Session only. */
export const GET = withSession(async (_req, { user }) => Response.json({ data: await listCalendarFeeds({ user }) }));

/** POST /api/calendar-feeds { workspaceId?, includeCompleted? } -> 201 { feed, url, webcalUrl }; the URL is shown this once. */
export const POST = withSession(async (req, { user }) => {
  const feed = await readJson(req, createCalendarFeedSchema);
  return Response.json({ data: await createCalendarFeed({ user, feed }) }, { status: 201 });
});
