import { accessRoutes } from "@/server/contracts/access";
import { handle } from "@/server/http";
import { renderCalendarFeed } from "@/server/services/calendar-feeds";

/**
 * GET /api/calendar/{secret}.ics — the feed's iCalendar text, no session: the secret in the URL is the
 * credential. ETag and Last-Modified; a matching If-None-Match (or, without one, an If-Modified-Since
 * not older than the feed) answers 304.
 */
export const GET = handle(accessRoutes.feed, async ({ req, params }) => {
  const { body, etag, lastModified } = await renderCalendarFeed({ secret: params.feed });
  const headers = {
    ETag: etag,
    "Last-Modified": lastModified.toUTCString(),
    "Cache-Control": "private, no-cache",
  };
  const ifNoneMatch = req.headers.get("if-none-match");
  const ifModifiedSince = Date.parse(req.headers.get("if-modified-since") ?? "");
  const unchanged = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")
    : !Number.isNaN(ifModifiedSince) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(ifModifiedSince / 1000);
  if (unchanged) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" } });
});
