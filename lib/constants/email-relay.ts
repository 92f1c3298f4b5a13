/** POST /api/send-email: size caps and the per-sender rate. */

export const SEND_EMAIL_SUBJECT_MAX = 200;
export const SEND_EMAIL_HTML_MAX = 50_000;
export const SEND_EMAIL_TEXT_MAX = 20_000;
export const SEND_EMAIL_RATE = { perMinute: 5, perDay: 50 } as const;
