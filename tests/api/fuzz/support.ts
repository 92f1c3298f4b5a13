import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import fc from "fast-check";
import type { NextRequest } from "next/server";

/**
 * Building blocks of the API fuzz suite: every route handler under app/api (found on disk, so a new
 * route is fuzzed without being listed), generated request parts, and a snapshot of the database to
 * prove that a refused request changed nothing.
 */

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface ApiRoute {
  /** "/api/workspaces/[workspaceId]/members/[email]" */
  template: string;
  /** Names of the dynamic segments, in order. */
  paramNames: string[];
  handlers: Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const API_DIR = path.join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === "route.ts" ? [full] : [];
  });
}

/** Every app/api/**\/route.ts with the methods it exports. */
export function apiRoutes(): ApiRoute[] {
  return routeFiles(API_DIR)
    .sort()
    .map((file) => {
      const relative = path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route modules are found at run time
      const mod = require(file) as Record<string, unknown>;
      const handlers: ApiRoute["handlers"] = {};
      for (const method of METHODS) if (typeof mod[method] === "function") handlers[method] = mod[method] as Handler;
      return {
        template: `/${relative.join("/")}`,
        paramNames: relative.filter((s) => s.startsWith("[")).map((s) => s.slice(1, -1)),
        handlers,
      };
    });
}

/** The route's path with its params filled in (percent-encoded, as a browser sends them). */
export function pathOf(route: ApiRoute, values: Record<string, string>): string {
  return route.template.replace(/\[([^\]]+)\]/g, (_m, name: string) => encodeURIComponent(values[name] ?? ""));
}

// ---------------------------------------------------------------- generated values

/** Strings that have broken parsers before: huge, control characters, prototype names, bad escapes, emoji. */
const NASTY = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "default",
  "null",
  "undefined",
  "NaN",
  "\u0000",
  "\r\nBcc: victim@example.org",
  "<script>alert(1)</script>",
  "<!--",
  "%E0%A4%A",
  "../../etc/passwd",
  "Robert'); DROP TABLE tasks;--",
  "😀".repeat(30),
  "👩‍👩‍👧‍👦",
  "\u202e\u2066",
  "T".repeat(63_000),
  "<".repeat(50_000),
  "9".repeat(400),
  "2026-03-08T03:30:00Z",
  "2026-13-45T99:99:00+25:00",
  "America/New_York",
  "Not/A_Zone",
  "!rmd in 1 hour call back",
  "!remindme tomorrow 9am",
  "someone@example.org",
  "a@b",
];

export const nastyString = (known: string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY, ...(known.length ? known : ["x"])) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  );

/** Field names the API reads, plus prototype keys. */
const FIELDS = [
  "name", "icon", "email", "password", "confirmPassword", "title", "dueDate", "urgency", "completed", "workspaceId",
  "taskId", "text", "timeZone", "prompt", "now", "to", "subject", "html", "userId", "secret", "state", "members",
  "userEmail", "emailVerification", "role", "id", "__proto__", "constructor", "prototype",
];

export const jsonValue = (known: string[]): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -1, 1e308, 3.5, 6, Number.MAX_SAFE_INTEGER),
      nastyString(known),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
    ),
  })).value;

/** An object of the API's field names with plausible or nasty values, any of them missing. */
export const nearlyValidBody = (known: string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(nastyString(known), jsonValue(known)), { maxKeys: 6 });

/** Bodies as raw text: broken JSON, duplicate keys, prototype keys JSON.parse makes own properties, oversized. */
export const rawBody = (known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom("{", "[]", "null", '"text"', "42", "true", "{\"a\":", "\u0000", "{}".repeat(10)),
    fc.tuple(fc.constantFrom(...FIELDS), nastyString(known), jsonValue(known)).map(
      ([key, first, second]) => `{"${key}":${JSON.stringify(first)},"${key}":${JSON.stringify(second)}}`,
    ),
    jsonValue(known).map((v) => `{"__proto__":${JSON.stringify(v)},"constructor":{"prototype":{"polluted":true}}}`),
    fc.constantFrom(70_000, 200_000).map((n) => JSON.stringify({ text: "x".repeat(n) })),
  );

// ---------------------------------------------------------------- database snapshot

/** Tables whose rows a refused request may legitimately change (counters of refusals). */
const VOLATILE_TABLES = new Set(["__drizzle_migrations", "rate_limits", "sqlite_sequence"]);

/** Every row of every table of a libSQL file, as one comparable string; `close` when done. */
export function snapshotter(url: string): { snapshot: () => Promise<string>; close: () => void } {
  const client = createClient({ url });
  return {
    async snapshot() {
      const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
      const parts: string[] = [];
      for (const row of tables.rows) {
        const name = String(row.name);
        if (VOLATILE_TABLES.has(name)) continue;
        const rows = await client.execute(`SELECT * FROM "${name}" ORDER BY rowid`);
        parts.push(`${name}: ${JSON.stringify(rows.rows)}`);
      }
      return parts.join("\n");
    },
    close: () => client.close(),
  };
}
