import "server-only";
import { createHash } from "node:crypto";
import { conflict, notFound } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { config } from "@/server/config";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import type { CalendarFeedRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import { accounts } from "@/server/auth";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { buildCalendar } from "@/server/calendar/ical";
import { listTasks } from "@/server/services/tasks";
import { getWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { CALENDAR_FEED_PREFIX, CALENDAR_FEED_RATE_LIMIT, CALENDAR_FEEDS_PER_USER_MAX } from "@/lib/constants/tokens";
import { calendarCopy } from "@/lib/copy/calendar";
import { tokensCopy } from "@/lib/copy/tokens";
import type { CalendarFeedView, CreateCalendarFeedData, CreatedCalendarFeed } from "@/lib/schemas/tokens";
import type { Task } from "@/lib/schemas/task";

/**
 * Calendar feeds (docs/product.md#calendar-feed): a secret URL per feed (`/api/calendar/cal_….ics`),
 * shown once; only its SHA-256 is stored. The feed shows what its owner may see now (one workspace, or
 * all of them), so losing access to a workspace removes its tasks from the feed; a revoked feed, or one
 * whose workspace the owner can no longer see, is 404.
 */

export function toFeedView({ id, workspaceId, includeCompleted, createdAt }: CalendarFeedRecord): CalendarFeedView {
  return { id, workspaceId, includeCompleted, createdAt };
}

export async function listCalendarFeeds({ user }: { user: VerifiedAccount }): Promise<CalendarFeedView[]> {
  const store = await getStore();
  return (await collectAll((page) => store.listCalendarFeeds(user.id, page))).map(toFeedView);
}

export async function createCalendarFeed({ user, feed }: { user: VerifiedAccount; feed: CreateCalendarFeedData }): Promise<CreatedCalendarFeed> {
  if (feed.workspaceId) await getWorkspace({ user, workspaceId: feed.workspaceId }); // the owner must see it
  const store = await getStore();
  const existing = await store.listCalendarFeeds(user.id, { limit: CALENDAR_FEEDS_PER_USER_MAX });
  if (existing.items.length >= CALENDAR_FEEDS_PER_USER_MAX) throw conflict(tokensCopy.tooManyFeeds);
  const secret = CALENDAR_FEED_PREFIX + newSecret();
  const record = await store.createCalendarFeed({
    id: newId(),
    userId: user.id,
    workspaceId: feed.workspaceId,
    includeCompleted: feed.includeCompleted,
    tokenHash: hashSecret(secret),
    createdAt: new Date().toISOString(),
  });
  const url = new URL(`/api/calendar/${secret}.ics`, config().APP_URL).toString();
  return { feed: toFeedView(record), url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

export async function revokeCalendarFeed({ user, feedId }: { user: VerifiedAccount; feedId: string }): Promise<void> {
  const store = await getStore();
  if (!(await store.deleteCalendarFeed({ id: feedId, userId: user.id }))) throw notFound(tokensCopy.feedNotFound);
}

export interface RenderedFeed {
  body: string;
  etag: string;
  /** The newest change among the listed tasks (or the feed's creation), for Last-Modified. */
  lastModified: Date;
}

/** The iCalendar text behind a feed secret; 404 'Calendar feed not found' for an unknown or revoked one. */
export async function renderCalendarFeed({ secret }: { secret: string }): Promise<RenderedFeed> {
  if (!secret.startsWith(CALENDAR_FEED_PREFIX) || secret.length > 200) throw notFound(tokensCopy.feedNotFound);
  const store = await getStore();
  const feed = await store.getCalendarFeedByHash(hashSecret(secret));
  if (!feed) throw notFound(tokensCopy.feedNotFound);
  await hit(`calendar-feed:${feed.id}`, CALENDAR_FEED_RATE_LIMIT);
  const account = await accounts().getAccountById(feed.userId);
  const user = account && verifiedAccount(account);
  if (!user) throw notFound(tokensCopy.feedNotFound);

  let name: string = calendarCopy.allWorkspacesFeedName;
  let tasks: Task[];
  if (feed.workspaceId) {
    const workspace = await getWorkspace({ user, workspaceId: feed.workspaceId }).catch(() => {
      throw notFound(tokensCopy.feedNotFound);
    });
    name = calendarCopy.workspaceFeedName(workspace.name);
    tasks = await listTasks({ user, workspaceId: feed.workspaceId });
  } else {
    const { owned, shared } = await listWorkspaces({ user });
    tasks = (await Promise.all([...owned, ...shared].map((w) => listTasks({ user, workspaceId: w.id })))).flat();
  }
  const listed = tasks.filter((t) => t.dueDate !== null && (feed.includeCompleted || !t.completed));
  const body = buildCalendar({ name, tasks: listed, appUrl: config().APP_URL });
  const newest = listed.reduce((max, t) => (t.updatedAt > max ? t.updatedAt : max), feed.createdAt);
  // DTSTAMP follows each task's updatedAt, so equal content gives equal text and an equal ETag.
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, lastModified: new Date(newest) };
}
