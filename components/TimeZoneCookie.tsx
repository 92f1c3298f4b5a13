"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { preferenceCookie, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { isValidTimeZone } from "@/lib/dates";

/** The browser's IANA zone, or null when it reports none we can use. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

/**
 * The one writer of the time-zone cookie, mounted once by the signed-in layout. `current` is the zone
 * the server rendered with (server/cookies requestTimeZone, null without the cookie). When it is not
 * the browser's (first visit, or the user travelled), this stores the browser's zone and re-renders the
 * page once, so the server's next render (board columns, insights week) is in the user's zone. A
 * browser that reports no usable zone gets FALLBACK_TIME_ZONE. If the cookie does not stick (cookies
 * blocked), it does not refresh, so it can never loop.
 */
export function TimeZoneCookie({ current }: { current: string | null }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const zone = browserTimeZone() ?? FALLBACK_TIME_ZONE;
    if (zone === current) return;
    document.cookie = preferenceCookie(TIME_ZONE_COOKIE, zone);
    if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) router.refresh();
  }, [current, router]);

  return null;
}
