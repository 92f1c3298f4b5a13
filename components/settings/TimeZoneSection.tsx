"use client";

import { browserHourCycle, browserTimeZone } from "@/components/TimeZoneCookie";
import { useMounted } from "@/components/ui/useMounted";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { settingsCopy } from "@/lib/copy/settings";
import type { HourCycle } from "@/lib/format";
import { SettingsSection } from "./Section";

/** 'GMT+01:00' for the zone right now, as the browser names it. */
function offsetNow(timeZone: string): string | undefined {
  return new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(new Date()).find((p) => p.type === "timeZoneName")?.value;
}

/**
 * Settings → Account → Time zone: the zone and clock the app writes every time in, read-only — the ones
 * the server rendered with (the time-zone and clock cookies), else the browser's once it runs — and how
 * to change them (on the device; the app follows it).
 */
export function TimeZoneSection({ timeZone, hourCycle }: { timeZone: string | null; hourCycle: HourCycle | null }) {
  const mounted = useMounted();
  const zone = timeZone ?? (mounted ? browserTimeZone() : null) ?? FALLBACK_TIME_ZONE;
  const clock = hourCycle ?? (mounted ? browserHourCycle() : "h12");
  // The offset's wording is the browser's ICU data: written after hydration, so the server's never differs.
  const offset = mounted ? offsetNow(zone) : undefined;
  return (
    <SettingsSection id="time-zone" title={settingsCopy.timeZoneTitle} intro={settingsCopy.timeZoneHowToChange}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{settingsCopy.timeZoneLabel}</dt>
          <dd className="mt-0.5 text-base">
            {zone}
            {offset && <span className="text-slate-600 dark:text-slate-400"> ({offset})</span>}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{settingsCopy.clockLabel}</dt>
          <dd className="mt-0.5 text-base">{clock === "h23" ? settingsCopy.clock24 : settingsCopy.clock12}</dd>
        </div>
      </dl>
    </SettingsSection>
  );
}
