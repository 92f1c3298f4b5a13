import { accessRoutes } from "@/server/contracts/access";
import { handle } from "@/server/http";
import { revokeCalendarFeed } from "@/server/services/calendar-feeds";

/** DELETE /api/calendar-feeds/{id} — revokes the feed: its URL answers 404 from now on. */
export const DELETE = handle(accessRoutes.revokeFeed, async ({ user, params }) => revokeCalendarFeed({ user, feedId: params.feedId }));
