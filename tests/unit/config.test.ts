import { ConfigError, parseConfig } from "@/server/config";

/** server/config.ts: every variable validated once; optional services off when missing; bad values named. */

const messageOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("parseConfig", () => {
  it("runs on the embedded defaults with nothing set, every optional service switched off", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      DUELY_BACKEND: "sqlite",
      DATABASE_URL: "file:data/duely.db",
      APP_URL: "http://localhost:3000",
      OPENAI_MODEL: "gpt-4.1-mini",
      GOOGLE_ISSUER: "https://accounts.google.com",
      REMINDERS_SCHEDULER: "on",
    });
    expect(c.features).toEqual({ smtp: false, llm: false, google: false, cron: false });
  });

  it("switches a service on when its variables are there, and treats blank values as unset", () => {
    const c = parseConfig({ SMTP_URL: "smtp://127.0.0.1:2525", OPENAI_API_KEY: "sk-x", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "  ", CRON_SECRET: "s" });
    expect(c.features).toEqual({ smtp: true, llm: true, google: false, cron: true });
  });

  it("strips a trailing slash from APP_URL", () => {
    expect(parseConfig({ APP_URL: "https://duely.example.com/" }).APP_URL).toBe("https://duely.example.com");
  });

  it.each([
    ["DATABASE_URL", { DATABASE_URL: "postgres://db/duely" }],
    ["DATABASE_URL", { DATABASE_URL: "data/duely.db" }],
    ["APP_URL", { APP_URL: "localhost:3000" }],
    ["APP_URL", { APP_URL: "ftp://example.com" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["DUELY_BACKEND", { DUELY_BACKEND: "postgres" }],
    ["REMINDERS_SCHEDULER", { REMINDERS_SCHEDULER: "maybe" }],
  ])("a malformed %s stops start-up with a message naming it", (name, env) => {
    expect(messageOf(env)).toContain(`${name}:`);
  });

  it("accepts libSQL server URLs", () => {
    expect(parseConfig({ DATABASE_URL: "libsql://duely-team.turso.io" }).DATABASE_URL).toBe("libsql://duely-team.turso.io");
  });

  it("requires all four Appwrite variables with DUELY_BACKEND=appwrite, naming the missing ones", () => {
    const message = messageOf({ DUELY_BACKEND: "appwrite", APPWRITE_ENDPOINT: "https://cloud.appwrite.io/v1", APPWRITE_PROJECT_ID: "p" });
    expect(message).toContain("APPWRITE_API_KEY: required when DUELY_BACKEND=appwrite");
    expect(message).toContain("APPWRITE_DATABASE_ID: required when DUELY_BACKEND=appwrite");
    expect(message).not.toContain("APPWRITE_PROJECT_ID");
  });

  it("finds the client address from the TCP peer unless told how many proxies stand in front, or that Vercel does", () => {
    expect(parseConfig({})).toMatchObject({ TRUSTED_PROXY_HOPS: 0, TRUSTED_PROXY: "none" });
    expect(parseConfig({ TRUSTED_PROXY_HOPS: "2", TRUSTED_PROXY: "vercel" })).toMatchObject({ TRUSTED_PROXY_HOPS: 2, TRUSTED_PROXY: "vercel" });
    expect(messageOf({ TRUSTED_PROXY_HOPS: "one" })).toContain("TRUSTED_PROXY_HOPS:");
    expect(messageOf({ TRUSTED_PROXY_HOPS: "-1" })).toContain("TRUSTED_PROXY_HOPS:");
    expect(messageOf({ TRUSTED_PROXY: "cloudflare" })).toContain("TRUSTED_PROXY:");
  });
});
