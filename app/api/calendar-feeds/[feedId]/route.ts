import { withSession } from "@/server/http";
import { notFound } from "@/server/errors";
import { revokeCalendarFeed } from "@/server/services/calendar-feeds";
import { tokensCopy } from "@/lib/copy/tokens";
import { accessIdSchema } from "@/lib/schemas/tokens";

type Params = { feedId: string };

/** DELETE /api/calendar-feeds/{id} — revokes the feed: its URL answers 404 from now on. */
export const DELETE = withSession<Params>(async (_req, { user, params }) => {
  const { feedId } = await params;
  if (!accessIdSchema.safeParse(feedId).success) throw notFound(tokensCopy.feedNotFound);
  await revokeCalendarFeed({ user, feedId });
  return new Response(null, { status: 204 });
});
