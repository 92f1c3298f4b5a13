import { createECDH } from "node:crypto";
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
      backend: "sqlite",
      DATABASE_URL: "file:data/duely.db",
      DATABASE_POOL_MAX: 10,
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
    ["DATABASE_URL", { DATABASE_URL: "data/duely.db" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/duely" }],
    ["APP_URL", { APP_URL: "localhost:3000" }],
    ["APP_URL", { APP_URL: "ftp://example.com" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["DUELY_BACKEND", { DUELY_BACKEND: "postgres" }],
    ["REMINDERS_SCHEDULER", { REMINDERS_SCHEDULER: "maybe" }],
    ["SUPPORT_URL", { SUPPORT_URL: "javascript:alert(1)" }],
    ["SUPPORT_EMAIL", { SUPPORT_EMAIL: "not an address" }],
  ])("a malformed %s stops start-up with a message naming it", (name, env) => {
    expect(messageOf(env)).toContain(`${name}:`);
  });

  it("takes the support page and address as given, both unset by default", () => {
    const unset = parseConfig({});
    expect([unset.SUPPORT_URL, unset.SUPPORT_EMAIL]).toEqual([undefined, undefined]);
    expect(parseConfig({ SUPPORT_URL: "https://github.com/acme/duely/issues", SUPPORT_EMAIL: " help@duely.example " })).toMatchObject({
      SUPPORT_URL: "https://github.com/acme/duely/issues",
      SUPPORT_EMAIL: "help@duely.example",
    });
  });

  it("accepts libSQL server URLs", () => {
    expect(parseConfig({ DATABASE_URL: "libsql://duely-team.turso.io" }).DATABASE_URL).toBe("libsql://duely-team.turso.io");
  });

  describe("PostgreSQL", () => {
    const appwrite = { DUELY_BACKEND: "appwrite", APPWRITE_ENDPOINT: "https://cloud.appwrite.io/v1", APPWRITE_PROJECT_ID: "p", APPWRITE_API_KEY: "k", APPWRITE_DATABASE_ID: "d" };
    it.each(["postgres://duely:secret@db.example.com:5432/duely", "postgresql://duely@db.example.com/duely?sslmode=require"])(
      "is chosen by DATABASE_URL=%s, with a pool of 10 connections unless told",
      (url) => {
        expect(parseConfig({ DATABASE_URL: url })).toMatchObject({ backend: "postgres", DUELY_BACKEND: "sqlite", DATABASE_URL: url, DATABASE_POOL_MAX: 10 });
      },
    );

    it("keeps the libSQL backend for every other URL, and Appwrite with DUELY_BACKEND=appwrite", () => {
      expect(parseConfig({ DATABASE_URL: "file:/tmp/x.db" }).backend).toBe("sqlite");
      expect(parseConfig({ DATABASE_URL: "libsql://duely-team.turso.io" }).backend).toBe("sqlite");
      expect(parseConfig(appwrite).backend).toBe("appwrite");
    });

    it("takes DATABASE_POOL_MAX from 1 to 1000 (blank: 10) and the direct URL for migrations and LISTEN", () => {
      const url = "postgres://duely@pooler.example.com:6543/duely";
      const direct = "postgresql://duely@db.example.com:5432/duely";
      expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "25", DATABASE_DIRECT_URL: direct })).toMatchObject({
        DATABASE_POOL_MAX: 25,
        DATABASE_DIRECT_URL: direct,
      });
      expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "1" }).DATABASE_POOL_MAX).toBe(1);
      expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "1000" }).DATABASE_POOL_MAX).toBe(1000);
      expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: " ", DATABASE_DIRECT_URL: "" })).toMatchObject({ DATABASE_POOL_MAX: 10, DATABASE_DIRECT_URL: undefined });
    });

    it("LISTENs for the live feed unless DATABASE_LISTEN=off, and refuses any other value", () => {
      const url = "postgres://db/duely";
      expect(parseConfig({ DATABASE_URL: url }).DATABASE_LISTEN).toBe("on");
      expect(parseConfig({ DATABASE_URL: url, DATABASE_LISTEN: "off" }).DATABASE_LISTEN).toBe("off");
      expect(messageOf({ DATABASE_URL: url, DATABASE_LISTEN: "no" })).toContain("DATABASE_LISTEN: must be on or off");
    });

    it.each(["0", "1001", "2.5", "-3", "ten", "1e2"])("stops start-up on DATABASE_POOL_MAX=%s, naming it", (value) => {
      expect(messageOf({ DATABASE_URL: "postgres://db/duely", DATABASE_POOL_MAX: value })).toContain("DATABASE_POOL_MAX: must be a whole number from 1 to 1000");
    });

    it("refuses a direct URL that is not PostgreSQL, or without a postgres:// DATABASE_URL", () => {
      expect(messageOf({ DATABASE_URL: "postgres://db/duely", DATABASE_DIRECT_URL: "https://db.example.com" })).toContain(
        "DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// URL",
      );
      expect(messageOf({ DATABASE_DIRECT_URL: "postgres://db/duely" })).toContain("DATABASE_DIRECT_URL: only used with a postgres:// DATABASE_URL");
    });

    it("refuses DUELY_BACKEND=postgres, saying what chooses PostgreSQL", () => {
      expect(messageOf({ DUELY_BACKEND: "postgres" })).toContain("DUELY_BACKEND: must be sqlite or appwrite (a postgres:// DATABASE_URL chooses PostgreSQL)");
    });

    it("refuses a postgres:// DATABASE_URL beside DUELY_BACKEND=appwrite", () => {
      expect(messageOf({ ...appwrite, DATABASE_URL: "postgres://db/duely" })).toContain("DATABASE_URL: a postgres:// URL chooses PostgreSQL, which DUELY_BACKEND=appwrite does not use");
    });
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

  describe("push", () => {
    const pair = () => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return { VAPID_PUBLIC_KEY: ecdh.getPublicKey("base64url"), VAPID_PRIVATE_KEY: ecdh.getPrivateKey("base64url") };
    };

    it("takes a VAPID pair or none (then the database's), and refuses half a pair or keys that do not match", () => {
      const keys = pair();
      expect(parseConfig(keys)).toMatchObject(keys);
      expect([parseConfig({}).VAPID_PUBLIC_KEY, parseConfig({}).VAPID_PRIVATE_KEY]).toEqual([undefined, undefined]);
      expect(messageOf({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toContain("VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY");
      expect(messageOf({ VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toContain("VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY");
      expect(messageOf({ ...keys, VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY })).toContain("VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY");
      expect(messageOf({ ...keys, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY.slice(1) })).toContain("VAPID_PUBLIC_KEY:");
      expect(messageOf({ ...keys, VAPID_PRIVATE_KEY: "short" })).toContain("VAPID_PRIVATE_KEY:");
    });

    it("signs as VAPID_SUBJECT, else APP_URL when https, else mailto: MAIL_FROM's address; refuses other schemes", () => {
      expect(parseConfig({ VAPID_SUBJECT: "mailto:ops@example.com" }).VAPID_SUBJECT).toBe("mailto:ops@example.com");
      expect(parseConfig({ APP_URL: "https://duely.example.com" }).VAPID_SUBJECT).toBe("https://duely.example.com");
      expect(parseConfig({ MAIL_FROM: "Duely <bot@duely.example>" }).VAPID_SUBJECT).toBe("mailto:bot@duely.example");
      expect(messageOf({ VAPID_SUBJECT: "http://duely.example.com" })).toContain("VAPID_SUBJECT:");
    });

    it("reads PUSH_SERVICE_ORIGINS as origins (a trailing slash taken), and refuses a path or a non-URL", () => {
      expect(parseConfig({}).PUSH_SERVICE_ORIGINS).toEqual([]);
      expect(parseConfig({ PUSH_SERVICE_ORIGINS: "http://127.0.0.1:4010/, https://push.example.com" }).PUSH_SERVICE_ORIGINS).toEqual([
        "http://127.0.0.1:4010",
        "https://push.example.com",
      ]);
      expect(messageOf({ PUSH_SERVICE_ORIGINS: "https://push.example.com/send" })).toContain("PUSH_SERVICE_ORIGINS:");
      expect(messageOf({ PUSH_SERVICE_ORIGINS: "push.example.com" })).toContain("PUSH_SERVICE_ORIGINS:");
    });
  });
});
