/**
 * Every cookie Duely sets, named once. The session and Google sign-in cookies are httpOnly and written
 * by the server (server/auth/session.ts); the active-workspace, time-zone, clock and card-density cookies are written by the
 * browser with preferenceCookie() and read by the server's renders (server/cookies.ts).
 */

/** The session token: httpOnly, SameSite=Lax, path /, expiring with the session. */
export const SESSION_COOKIE = "duely_session";
/** Google sign-in: the short-lived httpOnly cookie that carries state, nonce and the PKCE verifier to the callback. */
export const OAUTH_COOKIE = "duely_oauth";
export const OAUTH_COOKIE_LIFETIME_MS = 10 * 60_000;
/** The active workspace's id, so the server renders the one the user last chose (not a secret). */
export const ACTIVE_WORKSPACE_COOKIE = "duely_ws";
/** The browser's IANA zone, so the server renders dates in the user's zone. */
export const TIME_ZONE_COOKIE = "duely_tz";
/** The browser's clock, 'h12' or 'h23' (lib/format HourCycle), so the server writes times as the browser does. */
export const HOUR_CYCLE_COOKIE = "duely_clock";
/** The board's card density, 'comfortable' or 'compact' (lib/board CardDensity), so the server renders the cards as the device shows them. */
export const DENSITY_COOKIE = "duely_density";
/** The browser-written preference cookies are kept a year and rewritten whenever the preference changes. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type PreferenceCookie = typeof ACTIVE_WORKSPACE_COOKIE | typeof TIME_ZONE_COOKIE | typeof HOUR_CYCLE_COOKIE | typeof DENSITY_COOKIE;

/** The `document.cookie` assignment storing a preference for a year, site-wide. */
export function preferenceCookie(name: PreferenceCookie, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
