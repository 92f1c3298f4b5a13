import { z } from "zod";
import { tokensCopy } from "@/lib/copy/tokens";
import { accessIdSchema, apiTokenViewSchema, calendarFeedViewSchema, createApiTokenSchema, createCalendarFeedSchema, createdApiTokenSchema, createdCalendarFeedSchema } from "@/lib/schemas/tokens";
import { created, defineRoute, file, noContent, ok } from "./types";

/** Personal API tokens and calendar feeds: the account's credentials, managed with a session only. */

export const accessRoutes = {
  listTokens: defineRoute({ method: "GET", path: "/api/tokens", summary: "List personal API tokens (never their secrets)", tag: "API tokens", auth: "session", success: ok(z.array(apiTokenViewSchema)) }),
  createToken: defineRoute({ method: "POST", path: "/api/tokens", summary: "Create a personal API token (the secret is shown once)", tag: "API tokens", auth: "session", body: createApiTokenSchema, success: created(createdApiTokenSchema) }),
  revokeToken: defineRoute({
    method: "DELETE",
    path: "/api/tokens/{tokenId}",
    summary: "Revoke a personal API token",
    tag: "API tokens",
    auth: "session",
    params: { tokenId: { schema: accessIdSchema, notFound: tokensCopy.tokenNotFound } },
    success: noContent,
  }),
  listFeeds: defineRoute({ method: "GET", path: "/api/calendar-feeds", summary: "List calendar feeds (never their URLs)", tag: "Calendar", auth: "session", success: ok(z.array(calendarFeedViewSchema)) }),
  createFeed: defineRoute({ method: "POST", path: "/api/calendar-feeds", summary: "Create a calendar feed URL (shown once)", tag: "Calendar", auth: "session", body: createCalendarFeedSchema, success: created(createdCalendarFeedSchema) }),
  revokeFeed: defineRoute({
    method: "DELETE",
    path: "/api/calendar-feeds/{feedId}",
    summary: "Revoke a calendar feed",
    tag: "Calendar",
    auth: "session",
    params: { feedId: { schema: accessIdSchema, notFound: tokensCopy.feedNotFound } },
    success: noContent,
  }),
  feed: defineRoute({
    method: "GET",
    path: "/api/calendar/{feed}",
    summary: "A calendar feed as iCalendar ({feed} is the secret followed by .ics); 304 when unchanged",
    tag: "Calendar",
    auth: "url-secret",
    // The handler gets the secret without its .ics.
    params: { feed: { schema: z.string().endsWith(".ics").transform((name) => name.slice(0, -".ics".length)), notFound: tokensCopy.feedNotFound } },
    success: file("text/calendar"),
  }),
};
