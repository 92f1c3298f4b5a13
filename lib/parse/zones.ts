/**
 * Time zones named after a clock time ("call Bob at 3pm PST", "15:00 CET", "noon ET", "9am Pacific time").
 * Each name stands for the zone of its region, and the date decides the offset: "3pm PST" is 15:00 on
 * Los Angeles's clock that day, PDT in summer included, because people write "PST" and "EST" all year.
 * MST stands for Denver's clock (Arizona's summer is an hour apart). GMT and UTC are UTC itself.
 *
 * Refused, because several regions share them: IST (India, Ireland, Israel), AST (Atlantic, Arabia), SST
 * (Samoa, Singapore), GST (Gulf, South Georgia); CST and CT are read as North American Central, not China.
 * A refused name (and any name not in the table) is not a zone: the time is read in the user's zone and
 * the name stays in the title, where the user sees it.
 * Two-letter names count in capitals only ("PT", not "pt"); region words need "time" or the end after them
 * ("3pm Central", "at 5 central time", not "at 5 Central Park").
 *
 *   findZoneCues(text: string): ZoneCue[]
 */

export const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  pst: "America/Los_Angeles", pdt: "America/Los_Angeles", pt: "America/Los_Angeles", pacific: "America/Los_Angeles",
  mst: "America/Denver", mdt: "America/Denver", mt: "America/Denver", mountain: "America/Denver",
  cst: "America/Chicago", cdt: "America/Chicago", ct: "America/Chicago", central: "America/Chicago",
  est: "America/New_York", edt: "America/New_York", et: "America/New_York", eastern: "America/New_York",
  akst: "America/Anchorage", akdt: "America/Anchorage", hst: "Pacific/Honolulu",
  gmt: "UTC", utc: "UTC", bst: "Europe/London", wet: "Europe/Lisbon",
  cet: "Europe/Berlin", cest: "Europe/Berlin", eet: "Europe/Athens", eest: "Europe/Athens", msk: "Europe/Moscow",
  sast: "Africa/Johannesburg", jst: "Asia/Tokyo", kst: "Asia/Seoul", hkt: "Asia/Hong_Kong", sgt: "Asia/Singapore",
  awst: "Australia/Perth", acst: "Australia/Adelaide", acdt: "Australia/Adelaide",
  aest: "Australia/Sydney", aedt: "Australia/Sydney", aet: "Australia/Sydney",
  nzst: "Pacific/Auckland", nzdt: "Pacific/Auckland",
};

const REGION_WORDS = /^(?:pacific|mountain|central|eastern)$/i;

export interface ZoneCue {
  start: number;
  end: number;
  /** The IANA zone the name stands for. */
  zone: string;
}

/**
 * A zone word right after a clock time: "3pm PST", "15:00 (CET)", "noon ET", "9 a.m. eastern time"; not one
 * followed by an offset ("UTC+2", which the date parser reads as a fixed offset).
 */
const ZONE_AFTER_TIME =
  /(?<=(?:\d|\d\s*[ap]\.?m\.?|\bnoon|\bmidday|\bmidnight|o'?clock|\dh)\s*)\(?\b([a-z]{2,5}|pacific|mountain|central|eastern)\b(\s+time\b)?\)?(?!\s*[+-]\d)/gi;
const END_FOLLOWS = /^\s*(?:$|[,.;!?)])/;

/** The zone names in `text`, left to right. Cheap when the text has no digit and no noon/midnight. */
export function findZoneCues(text: string): ZoneCue[] {
  if (!/\d|noon|midday|midnight/i.test(text)) return [];
  const cues: ZoneCue[] = [];
  ZONE_AFTER_TIME.lastIndex = 0;
  for (let m = ZONE_AFTER_TIME.exec(text); m; m = ZONE_AFTER_TIME.exec(text)) {
    const word = m[1];
    const zone = ZONE_ABBREVIATIONS[word.toLowerCase()];
    if (!zone || (word.length === 2 && word !== word.toUpperCase())) continue;
    const end = m.index + m[0].length;
    if (REGION_WORDS.test(word) && !m[2] && !END_FOLLOWS.test(text.slice(end))) continue;
    cues.push({ start: m.index, end, zone });
  }
  return cues;
}
