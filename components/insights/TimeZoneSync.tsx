"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { FALLBACK_TIME_ZONE, TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_S } from "@/lib/constants";
import { browserTimeZone } from "@/components/board/useBoardClock";

/**
 * Tells the server the browser's IANA zone: when the page was rendered without it (`current` null) or
 * with another one (the user travelled), it stores the zone in the time-zone cookie and re-renders the
 * page once. A browser that reports no usable zone gets FALLBACK_TIME_ZONE. If the cookie does not
 * stick (cookies blocked), it does not refresh, so it can never loop.
 */
export function TimeZoneSync({ current }: { current: string | null }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const zone = browserTimeZone() ?? FALLBACK_TIME_ZONE;
    if (zone === current) return;
    const value = encodeURIComponent(zone);
    document.cookie = `${TIME_ZONE_COOKIE}=${value}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
    if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) router.refresh();
  }, [current, router]);

  return null;
}
