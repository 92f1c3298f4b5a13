"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { HOUR_CYCLE_COOKIE, preferenceCookie, TIME_ZONE_COOKIE, type PreferenceCookie } from "@/lib/cookies";
import { isValidTimeZone } from "@/lib/dates";
import { localeHourCycle, type HourCycle } from "@/lib/format";

/** The browser's IANA zone, or null when it reports none we can use. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

let hourCycle: HourCycle | undefined;
/** The browser's clock (12- or 24-hour, as its locale writes times), read once. */
export function browserHourCycle(): HourCycle {
  hourCycle ??= localeHourCycle();
  return hourCycle;
}

/**
 * The one writer of the time-zone and clock cookies, mounted once by the signed-in layout. `current` and
 * `currentHourCycle` are what the server rendered with (server/cookies requestTimeZone and
 * requestHourCycle, null without the cookie). When they are not the browser's (first visit, or the user
 * travelled), this stores the browser's and re-renders the page once, so the server's next render (board
 * columns and due texts, insights week) is in the user's zone and clock. A browser that reports no usable
 * zone gets FALLBACK_TIME_ZONE. If the cookies do not stick (cookies blocked), it does not refresh, so it
 * can never loop.
 */
export function TimeZoneCookie({ current, currentHourCycle }: { current: string | null; currentHourCycle: HourCycle | null }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const wanted: [PreferenceCookie, string, string | null][] = [
      [TIME_ZONE_COOKIE, browserTimeZone() ?? FALLBACK_TIME_ZONE, current],
      [HOUR_CYCLE_COOKIE, browserHourCycle(), currentHourCycle],
    ];
    const stale = wanted.filter(([, value, rendered]) => value !== rendered);
    if (stale.length === 0) return;
    for (const [name, value] of stale) document.cookie = preferenceCookie(name, value);
    const stored = document.cookie.split("; ");
    if (stale.every(([name, value]) => stored.includes(`${name}=${encodeURIComponent(value)}`))) router.refresh();
  }, [current, currentHourCycle, router]);

  return null;
}
