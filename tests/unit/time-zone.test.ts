import { parseTimeZone } from "@/lib/dates";

describe("parseTimeZone (the time-zone cookie)", () => {
  it.each(["America/New_York", "Asia/Kolkata", "UTC", "Europe/Berlin"])("accepts %s", (zone) => {
    expect(parseTimeZone(zone)).toBe(zone);
  });

  it.each([[undefined], [""], ["Mars/Olympus_Mons"], ["<script>"], ["A".repeat(200)]])("refuses %p", (raw) => {
    expect(parseTimeZone(raw)).toBeNull();
  });
});
