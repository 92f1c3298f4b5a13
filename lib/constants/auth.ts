/** Accounts: field limits, link and session lifetimes, the screens' timings and the rate limits. */

export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_RESET = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const RESEND_COOLDOWN_S = 60;

export const LOGIN_REDIRECT_MS = 800;
export const RESET_REDIRECT_MS = 3000;
export const VERIFY_REDIRECT_MS = 3000;
export const GOOGLE_CALLBACK = { waitMs: 500, redirectMs: 1000, timeoutMs: 15_000, repeatGuardMs: 5000, duplicateToastMs: 3000 } as const;
export const GOOGLE_SCOPES = "openid email profile";

/**
 * Per fixed window (server/rate-limit.ts). Sign-in attempts on one e-mail are counted per client
 * (e-mail and address together) in growing windows — a back-off: 5 a minute, 10 in 15 minutes, 20 a
 * day — and across all clients only against a much higher ceiling, so strangers rotating addresses
 * cannot lock the owner out from their own address. A successful sign-in resets that client's counters.
 */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInPerEmailClient: [
    { limit: 5, windowMs: 60_000 },
    { limit: 10, windowMs: 15 * 60_000 },
    { limit: 20, windowMs: 24 * 60 * 60_000 },
  ],
  signInPerEmail: { limit: 100, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoveryPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  verificationPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  /** Signed-out "Send New Verification Email" by address, per client (the per-address limit applies too). */
  verificationPerIp: { limit: 10, windowMs: 60 * 60_000 },
} as const;
