import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import {
  APP_PORT,
  APP_URL,
  CRON_SECRET,
  MAIL_FROM,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
  MAIL_SINK_URL,
  PUSH_SERVICE_ORIGIN,
  SMTP_URL,
} from "./tests/e2e/support/env";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_PORT } from "./tests/e2e/support/auth";
import { SERVER_ENTRY } from "./tests/support/app-server";

/**
 * End-to-end tests against a production build: `npm run test:e2e` builds into .next-e2e, then Playwright
 * starts the mail sink and the app as `npm start` does (the custom server, server.ts, compiled first) on port
 * 3100 with a fresh database in a temporary folder.
 */

const CI = Boolean(process.env.CI);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** CHROMIUM_PATH, else the system's Chromium, else Playwright's own download; fails at start if none exists. */
function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but there is no file there (unset it, or \`apt-get install -y chromium\`).`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` " +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary).",
  );
}

/**
 * One temporary folder for the test database. The config is evaluated by the runner and again by each
 * worker; the first evaluation creates the folder and stores it in the environment the others inherit.
 */
function e2eDataDir(): string {
  const existing = process.env.DUELY_E2E_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), "duely-e2e-"));
  process.env.DUELY_E2E_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: "list",
  use: {
    baseURL: APP_URL,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "npx tsx tests/support/mail-sink-server.ts",
      url: `${MAIL_SINK_URL}/health`,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
    {
      // A real OpenID provider standing in for Google (tests/support/oidc-server.ts).
      command: "npx tsx tests/support/oidc-server.ts",
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_REDIRECT_URI: `${APP_URL}/api/auth/google/callback`,
      },
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
    {
      command: `npm run --silent build:server && node ${SERVER_ENTRY} -p ${APP_PORT}`,
      url: `${APP_URL}/api/health`,
      env: {
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
        NEXT_TELEMETRY_DISABLED: "1",
        APP_URL,
        DATABASE_URL: `file:${join(e2eDataDir(), "e2e.db")}`,
        SMTP_URL,
        MAIL_FROM,
        CRON_SECRET,
        PUSH_SERVICE_ORIGINS: PUSH_SERVICE_ORIGIN,
        GOOGLE_ISSUER: OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        REMINDERS_SCHEDULER: "off",
        // The helpers give each made-up client its address in X-Forwarded-For, as one proxy in front would.
        TRUSTED_PROXY_HOPS: "1",
        // Empty means unset for server/config.ts: the local parser answers.
        OPENAI_API_KEY: "",
      },
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
  ],
});
