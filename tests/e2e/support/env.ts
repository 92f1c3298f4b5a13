/**
 * Addresses and secrets shared by playwright.config.ts and the specs. Everything runs on loopback.
 * E2E_PORT_OFFSET moves every port (app, mail sink, OpenID provider) by the same amount, so two runs
 * on one machine (two developers, two builds) do not reuse or stop each other's servers.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const APP_PORT = 3100 + PORT_OFFSET;
export const APP_URL = `http://localhost:${APP_PORT}`;

export const MAIL_SINK_SMTP_PORT = 4025 + PORT_OFFSET;
export const MAIL_SINK_HTTP_PORT = 4026 + PORT_OFFSET;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;
export const SMTP_URL = `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`;
export const MAIL_FROM = "Duely <no-reply@duely.test>";

/** The Web Push service on loopback that push.spec.ts starts (tests/support/push-service.ts); the app may send to it. */
export const PUSH_SERVICE_PORT = 4040 + PORT_OFFSET;
export const PUSH_SERVICE_ORIGIN = `http://127.0.0.1:${PUSH_SERVICE_PORT}`;

export const CRON_SECRET = "e2e-cron-secret";

/** An Origin that is not the app's, for the same-origin checks. */
export const FOREIGN_ORIGIN = "http://evil.example";
