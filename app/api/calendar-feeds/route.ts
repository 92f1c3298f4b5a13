import { accessRoutes } from "@/server/contracts/access";
import { handle } from "@/server/http";
import { createCalendarFeed, listCalendarFeeds } from "@/server/services/calendar-feeds";

/** GET /api/calendar-feeds — the caller's calendar feeds (never their URLs). Session only. */
export const GET = handle(accessRoutes.listFeeds, async ({ user }) => listCalendarFeeds({ user }));

/** POST /api/calendar-feeds { workspaceId?, includeCompleted? } -> 201 { feed, url, webcalUrl }; the URL is shown this once. */
export const POST = handle(accessRoutes.createFeed, async ({ user, body }) => createCalendarFeed({ user, feed: body }));
