import "server-only";
import { cookies } from "next/headers";
import { parseCardDensity, type CardDensity } from "@/lib/board";
import { ACTIVE_WORKSPACE_COOKIE, DENSITY_COOKIE, HOUR_CYCLE_COOKIE, SESSION_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { parseTimeZone } from "@/lib/dates";
import { parseHourCycle, type HourCycle } from "@/lib/format";

/**
 * The request's cookies as server components and layouts read them (next/headers). Route handlers
 * read `req.cookies` instead (server/auth/session.ts), so jest can call them directly.
 */

/** The session token, if the browser sent one (getCurrentUser checks it against the backend). */
export async function requestSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}

/**
 * The workspace the user last chose, as the browser remembers it, or null. Only a request: the
 * workspace service decides which workspace is active (it may be gone or no longer shared).
 */
export async function requestedWorkspaceId(): Promise<string | null> {
  return (await cookies()).get(ACTIVE_WORKSPACE_COOKIE)?.value || null;
}

/**
 * The user's IANA zone for a server render: what their browser reported in the time-zone cookie
 * (components/TimeZoneCookie), or null before it has (first visit, cookies blocked) — never the
 * server's own zone. Each page decides what to show meanwhile.
 */
export async function requestTimeZone(): Promise<string | null> {
  return parseTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}

/** The user's clock (12- or 24-hour) as their browser reported it (components/TimeZoneCookie), or null before it has. */
export async function requestHourCycle(): Promise<HourCycle | null> {
  return parseHourCycle((await cookies()).get(HOUR_CYCLE_COOKIE)?.value);
}

/** The board's card density this device chose (components/board/preferences), or null before it has chosen. */
export async function requestCardDensity(): Promise<CardDensity | null> {
  return parseCardDensity((await cookies()).get(DENSITY_COOKIE)?.value);
}
