import { render } from "@testing-library/react";
import { HOUR_CYCLE_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { localeHourCycle } from "@/lib/format";
import { TimeZoneCookie } from "@/components/TimeZoneCookie";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const browserClock = localeHourCycle();
const otherClock = browserClock === "h12" ? "h23" : "h12";

function clearCookie() {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${HOUR_CYCLE_COOKIE}=; Path=/; Max-Age=0`;
}

describe("TimeZoneCookie (with a faked Next router)", () => {
  beforeEach(() => {
    refresh.mockClear();
    clearCookie();
  });
  afterEach(() => jest.restoreAllMocks());

  it("stores the browser's zone and re-renders once when the page had none", () => {
    const { rerender } = render(<TimeZoneCookie current={null} currentHourCycle={browserClock} />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}`);
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender(<TimeZoneCookie current={browserZone} currentHourCycle={browserClock} />);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the page was rendered in the browser's zone", () => {
    render(<TimeZoneCookie current={browserZone} currentHourCycle={browserClock} />);
    expect(document.cookie).not.toContain(TIME_ZONE_COOKIE);
    expect(document.cookie).not.toContain(HOUR_CYCLE_COOKIE);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("stores the browser's clock and re-renders once when the page was written on another one, or none", () => {
    const { unmount } = render(<TimeZoneCookie current={browserZone} currentHourCycle={otherClock} />);
    expect(document.cookie).toContain(`${HOUR_CYCLE_COOKIE}=${browserClock}`);
    expect(document.cookie).not.toContain(TIME_ZONE_COOKIE);
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    clearCookie();
    render(<TimeZoneCookie current={null} currentHourCycle={null} />);
    expect(document.cookie).toContain(`${HOUR_CYCLE_COOKIE}=${browserClock}`);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=`);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("replaces another zone (a traveller's old one)", () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Asia/Kolkata",
    });
    render(<TimeZoneCookie current="America/New_York" currentHourCycle={browserClock} />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent("Asia/Kolkata")}`);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("stores UTC when the browser reports no usable zone", () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Not/A_Zone",
    });
    render(<TimeZoneCookie current={null} currentHourCycle={browserClock} />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=UTC`);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does not refresh when the cookie does not stick (cookies blocked), so it cannot loop", () => {
    const cookie = jest.spyOn(document, "cookie", "set").mockImplementation(() => undefined);
    render(<TimeZoneCookie current={null} currentHourCycle={browserClock} />);
    expect(cookie).toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
