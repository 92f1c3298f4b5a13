"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { BoardClock } from "@/lib/board";
import type { HourCycle } from "@/lib/format";
import { browserHourCycle, browserTimeZone } from "@/components/TimeZoneCookie";

const TICK_MS = 30_000;

const everyTick = (onChange: () => void) => {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
};
const never = () => () => {};
const tickOf = (ms: number) => Math.floor(ms / TICK_MS) * TICK_MS;
const currentTick = () => tickOf(Date.now());

/**
 * The board's clock: the user's zone, their 12- or 24-hour clock and the current time (to the 30 s tick),
 * starting from what the server rendered with so hydration matches (the server's time, to the tick too: a
 * page hydrated within the tick it was rendered in renders its board once, not twice), then following the browser: its zone
 * and clock (which components/TimeZoneCookie reports to the server for the next render) and a ticking
 * `now`, so cards change column at midnight and due texts stay true.
 */
export function useBoardClock(initial: { now: string; timeZone: string; hourCycle?: HourCycle }): BoardClock {
  const nowMs = useSyncExternalStore(everyTick, currentTick, () => tickOf(Date.parse(initial.now)));
  const timeZone = useSyncExternalStore(never, () => browserTimeZone() ?? initial.timeZone, () => initial.timeZone);
  const hourCycle = useSyncExternalStore(never, browserHourCycle, () => initial.hourCycle);

  return useMemo(() => ({ now: new Date(nowMs), timeZone, hourCycle }), [nowMs, timeZone, hourCycle]);
}
