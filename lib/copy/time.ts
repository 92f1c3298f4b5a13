/** '1 comment', '2 comments': a count and its noun, singular for exactly one. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const minutes = (n: number) => plural(n, "minute", "minutes");
const hours = (n: number) => plural(n, "hour", "hours");
const days = (n: number) => plural(n, "day", "days");

/** Due texts, relative times, countdowns and counts (lib/format). */
export const timeCopy = {
  todayAt: (time: string) => `Today at ${time}`,
  tomorrowAt: (time: string) => `Tomorrow at ${time}`,
  dateAt: (date: string, time: string) => `${date} at ${time}`,
  /** 'Thu, Dec 10, 3:00 PM' */
  dayAndTime: (day: string, time: string) => `${day}, ${time}`,
  justNow: "just now",
  minutesAgo: (n: number) => `${minutes(n)} ago`,
  hoursAgo: (n: number) => `${hours(n)} ago`,
  daysAgo: (n: number) => `${days(n)} ago`,
  inMinutes: (n: number) => `in ${minutes(n)}`,
  inHours: (n: number) => `in ${hours(n)}`,
  inDays: (n: number) => `in ${days(n)}`,
  comments: (n: number) => plural(n, "comment", "comments"),
} as const;
