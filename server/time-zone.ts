import "server-only";
import { cookies } from "next/headers";
import { TIME_ZONE_COOKIE } from "@/lib/constants";
import { parseTimeZone } from "@/lib/dates";

/**
 * The user's IANA zone for a server render: what their browser reported in the time-zone cookie
 * (components/TimeZoneCookie), or null before it has (first visit, cookies blocked) — never the
 * server's own zone. Each page decides what to show meanwhile.
 */
export async function requestTimeZone(): Promise<string | null> {
  return parseTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}
