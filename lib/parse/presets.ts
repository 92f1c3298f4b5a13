import { NEXT_WEEK_DAYS, QUICK_DATE_PRESETS, QUICK_DATE_PRESETS_SHOWN } from "@/lib/constants/parse";
import { parseCopy } from "@/lib/copy/parse";
import {
  addCalendarDays,
  addCalendarMonths,
  calendarWeekday,
  daysInMonth,
  wallTimeToInstantMemo,
  zonedPartsMemo,
  type CalendarDate,
} from "@/lib/dates";
import { formatTime, type FormatContext } from "@/lib/format";
import type { ParseContext } from "@/lib/parse/types";

/**
 * The quick-date presets, computed in the user's zone: Today 12:00, 15:00, 18:00;
 * Tomorrow 9:00, 14:00; the weekdays 2 to 6 days out at 9:00; the coming Saturday and Sunday at 10:00.
 * Past ones are dropped and the first six (in time order) are shown. "More": next week (+7 days, 9:00),
 * two weeks (+14 days, 9:00) and the end of the month (9:00; next month's once this one's has passed).
 */

export interface DatePreset {
  id: string;
  label: string;
  /** UTC ISO instant. */
  dueDate: string;
}

export interface QuickDatePresets {
  shown: DatePreset[];
  more: DatePreset[];
}

const weekdayName = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

function dayLabel(date: CalendarDate): string {
  return weekdayName.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The labels write their times on the reader's clock (`hourCycle`), as every other time of the app. */
export function quickDatePresets({ now, timeZone, hourCycle }: ParseContext & Pick<FormatContext, "hourCycle">): QuickDatePresets {
  const p = zonedPartsMemo(now, timeZone);
  const today: CalendarDate = { year: p.year, month: p.month, day: p.day };
  const at = (date: CalendarDate, hour: number) =>
    wallTimeToInstantMemo({ ...date, hour, minute: 0, second: 0 }, timeZone).toISOString();
  const preset = (id: string, day: string, date: CalendarDate, hour: number): DatePreset => {
    const dueDate = at(date, hour);
    return { id, label: parseCopy.presetLabel(day, formatTime(new Date(dueDate), { now, timeZone, hourCycle })), dueDate };
  };

  const candidates: DatePreset[] = [
    ...QUICK_DATE_PRESETS.todayHours.map((h) => preset(`today-${h}`, parseCopy.presets.today, today, h)),
    ...QUICK_DATE_PRESETS.tomorrowHours.map((h) =>
      preset(`tomorrow-${h}`, parseCopy.presets.tomorrow, addCalendarDays(today, 1), h),
    ),
  ];
  const { from, to } = QUICK_DATE_PRESETS.weekdayDaysOut;
  for (let days = from; days <= to; days++) {
    const date = addCalendarDays(today, days);
    const weekday = calendarWeekday(date);
    if (weekday === 0 || weekday === 6) continue;
    candidates.push(preset(`day-${days}`, dayLabel(date), date, QUICK_DATE_PRESETS.weekdayHour));
  }
  for (const weekend of [6, 0]) {
    const date = addCalendarDays(today, (weekend - calendarWeekday(today) + 7) % 7);
    candidates.push(preset(`weekend-${weekend}`, dayLabel(date), date, QUICK_DATE_PRESETS.weekendHour));
  }

  const nowMs = now.getTime();
  const shown = candidates
    .filter((c) => Date.parse(c.dueDate) > nowMs)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate))
    .slice(0, QUICK_DATE_PRESETS_SHOWN);

  const hour = QUICK_DATE_PRESETS.moreHour;
  const monthEnd = (offset: number): CalendarDate => {
    const { year, month } = addCalendarMonths(today.year, today.month, offset);
    return { year, month, day: daysInMonth(year, month) };
  };
  const endOfMonth = Date.parse(at(monthEnd(0), hour)) > nowMs ? monthEnd(0) : monthEnd(1);
  const more: DatePreset[] = [
    { id: "next-week", label: parseCopy.presets.nextWeek, dueDate: at(addCalendarDays(today, NEXT_WEEK_DAYS), hour) },
    { id: "two-weeks", label: parseCopy.presets.twoWeeks, dueDate: at(addCalendarDays(today, QUICK_DATE_PRESETS.twoWeeksDays), hour) },
    { id: "end-of-month", label: parseCopy.presets.endOfMonth, dueDate: at(endOfMonth, hour) },
  ];
  return { shown, more };
}
