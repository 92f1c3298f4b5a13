/**
 * Recurring tasks: the validation message and the words of a rule on a card ("Every weekday at 7:00").
 * Day and month names come from Intl in the reader's locale; the sentence frame is English.
 */
export const recurrenceCopy = {
  invalid: "Invalid recurrence",

  every: (unit: string) => `Every ${unit}`,
  everyN: (count: number, units: string) => `Every ${count} ${units}`,
  units: {
    day: ["day", "days"],
    week: ["week", "weeks"],
    month: ["month", "months"],
    year: ["year", "years"],
  },
  weekday: "weekday",
  weekend: "weekend",
  onDays: (rule: string, days: string) => `${rule} on ${days}`,
  /** "Monday and Thursday", "Monday, Wednesday and Friday". */
  list: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`,
  ordinal: (n: number) => {
    if (n === -1) return "last";
    if (n === -2) return "second to last";
    if (n < 0) return `${-n}th to last`;
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
    return `${n}${suffix}`;
  },
  nthWeekday: (ordinal: string, weekday: string) => `the ${ordinal} ${weekday}`,
  nthDay: (ordinal: string) => `the ${ordinal}`,
  lastDay: "the last day",
  setPosition: (ordinal: string, what: string) => `the ${ordinal} of ${what}`,
  inMonths: (rule: string, months: string) => `${rule} in ${months}`,
  at: (rule: string, time: string) => `${rule} at ${time}`,
  times: (rule: string, count: number) => `${rule}, ${count} ${count === 1 ? "time" : "times"}`,
  until: (rule: string, date: string) => `${rule}, until ${date}`,
} as const;
