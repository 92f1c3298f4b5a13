import { render } from "@testing-library/react";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { TimeZoneCookie } from "@/components/TimeZoneCookie";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function clearCookie() {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
}

describe("TimeZoneCookie (with a faked Next router)", () => {
  beforeEach(() => {
    refresh.mockClear();
    clearCookie();
  });
  afterEach(() => jest.restoreAllMocks());

  it("stores the browser's zone and re-renders once when the page had none", () => {
    const { rerender } = render(<TimeZoneCookie current={null} />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}`);
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender(<TimeZoneCookie current={browserZone} />);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the page was rendered in the browser's zone", () => {
    render(<TimeZoneCookie current={browserZone} />);
    expect(document.cookie).not.toContain(TIME_ZONE_COOKIE);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("replaces another zone (a traveller's old one)", () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Asia/Kolkata",
    });
    render(<TimeZoneCookie current="America/New_York" />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent("Asia/Kolkata")}`);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("stores UTC when the browser reports no usable zone", () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Not/A_Zone",
    });
    render(<TimeZoneCookie current={null} />);
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=UTC`);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does not refresh when the cookie does not stick (cookies blocked), so it cannot loop", () => {
    const cookie = jest.spyOn(document, "cookie", "set").mockImplementation(() => undefined);
    render(<TimeZoneCookie current={null} />);
    expect(cookie).toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
