"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { isValidTimeZone } from "@/lib/dates";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_S } from "@/lib/constants";
import type { BoardClock } from "@/lib/board";

const TICK_MS = 30_000;

/** The browser's IANA zone, or null when it reports none we can use. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

const everyTick = (onChange: () => void) => {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
};
const never = () => () => {};
const currentTick = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/**
 * The board's clock: the user's zone and the current time (to the 30 s tick), starting from what the
 * server rendered with so hydration matches, then following the browser: its zone (remembered in a
 * cookie so the next server render uses it) and a ticking `now`, so cards change column at midnight
 * and due texts stay true.
 */
export function useBoardClock(initial: { now: string; timeZone: string }): BoardClock {
  const nowMs = useSyncExternalStore(everyTick, currentTick, () => Date.parse(initial.now));
  const timeZone = useSyncExternalStore(never, () => browserTimeZone() ?? initial.timeZone, () => initial.timeZone);

  useEffect(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }, [timeZone]);

  return useMemo(() => ({ now: new Date(nowMs), timeZone }), [nowMs, timeZone]);
}
