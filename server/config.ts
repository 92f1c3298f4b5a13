import "server-only";
import { createECDH } from "node:crypto";
import { z } from "zod";
import type { Store } from "@/server/store/types";

/**
 * Every environment variable the server reads, validated once. This is the only module that touches
 * process.env. A missing optional service switches its feature off; a malformed value stops start-up
 * with a message naming the variable.
 */

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || isUrl(v, protocols), {
    message: `must be a URL starting with ${protocols.join(" or ")}`,
  });

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Unpadded base64url of exactly `bytes` bytes (a VAPID key as web-push's generate-vapid-keys prints it). */
function isBase64UrlOf(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes;
}

/** The origin an entry of PUSH_SERVICE_ORIGINS names (scheme, host and port; a trailing slash is taken), or null. */
function originOf(entry: string): string | null {
  if (!URL.canParse(entry)) return null;
  const url = new URL(entry);
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return bare && ["http:", "https:"].includes(url.protocol) ? url.origin : null;
}

/** A PostgreSQL connection URL (node-postgres reads both schemes). */
const POSTGRES_URL = /^postgres(ql)?:\/\/.+$/;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DUELY_BACKEND: z
    .enum(["sqlite", "appwrite"], { error: "must be sqlite or appwrite (a postgres:// DATABASE_URL chooses PostgreSQL)" })
    .default("sqlite"),
  DATABASE_URL: z
    .string()
    .default("file:data/duely.db")
    .refine((v) => /^(file:.+|libsql:\/\/.+|https?:\/\/.+|wss?:\/\/.+|:memory:)$/.test(v) || POSTGRES_URL.test(v), {
      message: "must be file:<path>, libsql://<host>, http(s)://, ws(s):// or postgres(ql)://",
    }),
  DATABASE_AUTH_TOKEN: optionalString,
  /** Connections each process keeps to PostgreSQL at most (pool size x instances must stay under the server's max_connections). */
  DATABASE_POOL_MAX: optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), { message: "must be a whole number from 1 to 1000" })
    .transform((v) => (v === undefined ? 10 : Number(v))),
  /**
   * PostgreSQL without a pooler in between, for what a transaction-mode pooler (PgBouncer, Supabase's or
   * Neon's pooler) breaks: the session advisory lock of the migrations at start-up, and LISTEN.
   */
  DATABASE_DIRECT_URL: optionalString.refine((v) => v === undefined || POSTGRES_URL.test(v), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  /**
   * "off": the postgres backend reads the live feed's event log every LIVE_POLL_MS, as on libSQL, instead of
   * LISTENing for its appends (a fallback where LISTEN cannot work at all, and the tests' switch).
   */
  DATABASE_LISTEN: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  APP_URL: z
    .string()
    .default("http://localhost:3000")
    .refine((v) => isUrl(v, ["http:", "https:"]), { message: "must be an http(s) URL such as http://localhost:3000" })
    .transform((v) => v.replace(/\/+$/, "")),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalString.default("Duely <no-reply@duely.local>"),
  /** Where 'Report Bug/Feature' in the user menu goes: this page (a tracker, a form) if set, else a mail draft to SUPPORT_EMAIL; neither hides it. */
  SUPPORT_URL: optionalUrl(["http:", "https:"]),
  SUPPORT_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, { message: "must be an e-mail address" }),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl(["http:", "https:"]),
  OPENAI_MODEL: optionalString.default("gpt-4.1-mini"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl(["http:", "https:"]).default("https://accounts.google.com"),
  CRON_SECRET: optionalString,
  REMINDERS_SCHEDULER: z.enum(["on", "off"]).default("on"),
  /**
   * How the client's address (the key of per-address rate limits) is found; server/client-address.ts.
   * 0: the TCP peer of this server (nothing in front of it). N > 0: N proxies in front, each appending
   * the address it saw to X-Forwarded-For, so the client is the N-th entry from the right.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** "vercel": Vercel's edge sets X-Real-IP and overwrites X-Forwarded-For, so they are trusted as they are. */
  TRUSTED_PROXY: z.enum(["none", "vercel"]).default("none"),
  /**
   * The VAPID key pair (RFC 8292) push messages are signed with: both or neither. Unset, a pair is made on
   * first use and kept in the database, the same for every instance on it (server/push/vapid.ts).
   */
  VAPID_PUBLIC_KEY: optionalString.refine((v) => v === undefined || (isBase64UrlOf(v, 65) && v.startsWith("B")), {
    message: "must be the base64url of an uncompressed P-256 public key (65 bytes), as `npx web-push generate-vapid-keys` prints it",
  }),
  VAPID_PRIVATE_KEY: optionalString.refine((v) => v === undefined || isBase64UrlOf(v, 32), {
    message: "must be the base64url of a P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints it",
  }),
  /** Who push services may contact about this server: a mailto: or https: URL; unset, APP_URL when https, else mailto: MAIL_FROM's address. */
  VAPID_SUBJECT: optionalString.refine((v) => v === undefined || isUrl(v, ["mailto:", "https:"]), { message: "must be a mailto: or https: URL" }),
  /**
   * Push services allowed besides the browsers' own (lib/constants/push.ts KNOWN_PUSH_SERVICE_ORIGINS),
   * comma-separated origins such as http://127.0.0.1:4010 (a push service of the tests).
   */
  PUSH_SERVICE_ORIGINS: optionalString
    .refine((v) => v === undefined || v.split(",").every((entry) => originOf(entry.trim()) !== null), {
      message: "must be comma-separated origins such as https://push.example.com or http://127.0.0.1:4010 (no path)",
    })
    .transform((v) => (v === undefined ? [] : v.split(",").map((entry) => originOf(entry.trim())!))),
  APPWRITE_ENDPOINT: optionalUrl(["http:", "https:"]),
  APPWRITE_PROJECT_ID: optionalString,
  APPWRITE_API_KEY: optionalString,
  APPWRITE_DATABASE_ID: optionalString,
});

/** Where the product's data lives: a libSQL database, PostgreSQL, or Appwrite. */
export type Backend = Store["backend"];

export type Config = Omit<z.infer<typeof schema>, "VAPID_SUBJECT"> & {
  /** Always set: VAPID_SUBJECT, or its default (defaultVapidSubject). */
  VAPID_SUBJECT: string;
  /** DUELY_BACKEND=appwrite chooses Appwrite; otherwise DATABASE_URL's scheme chooses libSQL or PostgreSQL. */
  backend: Backend;
  features: { smtp: boolean; llm: boolean; google: boolean; cron: boolean };
};

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const c = result.data;
  if (c.DUELY_BACKEND === "appwrite") {
    const missing = (["APPWRITE_ENDPOINT", "APPWRITE_PROJECT_ID", "APPWRITE_API_KEY", "APPWRITE_DATABASE_ID"] as const).filter(
      (k) => !c[k],
    );
    if (missing.length) throw new ConfigError(missing.map((k) => `${k}: required when DUELY_BACKEND=appwrite`));
  }
  const postgresUrl = POSTGRES_URL.test(c.DATABASE_URL);
  const backend: Backend = c.DUELY_BACKEND === "appwrite" ? "appwrite" : postgresUrl ? "postgres" : "sqlite";
  if (c.DUELY_BACKEND === "appwrite" && postgresUrl) {
    throw new ConfigError(["DATABASE_URL: a postgres:// URL chooses PostgreSQL, which DUELY_BACKEND=appwrite does not use: leave one of them out"]);
  }
  if (c.DATABASE_DIRECT_URL && backend !== "postgres") {
    throw new ConfigError(["DATABASE_DIRECT_URL: only used with a postgres:// DATABASE_URL"]);
  }
  checkVapidPair(c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY);
  return {
    ...c,
    VAPID_SUBJECT: c.VAPID_SUBJECT ?? defaultVapidSubject(c.APP_URL, c.MAIL_FROM),
    backend,
    features: {
      smtp: Boolean(c.SMTP_URL),
      llm: Boolean(c.OPENAI_API_KEY),
      google: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
      cron: Boolean(c.CRON_SECRET),
    },
  };
}

/** Both VAPID keys or neither, and the public one must be the private one's. */
function checkVapidPair(publicKey: string | undefined, privateKey: string | undefined): void {
  if (!publicKey && !privateKey) return;
  if (!publicKey || !privateKey) {
    throw new ConfigError([`${publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"}: required with ${publicKey ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"} (set both, or neither to keep a generated pair in the database)`]);
  }
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  } catch {
    throw new ConfigError(["VAPID_PRIVATE_KEY: is not a valid P-256 private key"]);
  }
  if (ecdh.getPublicKey("base64url") !== publicKey) throw new ConfigError(["VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY"]);
}

/** APP_URL when it is https (what push services prefer), else a mailto: of MAIL_FROM's address. */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith("https:")) return appUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

let cached: Config | undefined;

/** The validated configuration of this process (parsed on first use). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
