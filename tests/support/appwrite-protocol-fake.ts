import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { attachRealtime, readRoles, type RealtimeFake } from "./appwrite-realtime-fake";

/**
 * A PROTOCOL FAKE of Appwrite — not Appwrite. An HTTP server on loopback that answers the REST calls
 * node-appwrite makes for Duely's adapters (TablesDB rows, columns, indexes, transactions and atomic
 * increments; Account and Users; the OAuth2 token flow) with the response shapes and error bodies Appwrite documents
 * ({ message, code, type }), and records every request (method, path, query, headers, body) so tests
 * can check what the adapters send.
 *
 * What it models faithfully enough for the store contract suite: in-memory tables that validate row
 * structure against their columns (unknown column, wrong type, missing required column -> 400),
 * datetimes answered in Appwrite's "+00:00" form, the query operators the adapter uses with SQL's
 * NULL semantics, ordering with Appwrite's internal sequence as the last tie-break, cursorAfter
 * (400 when the cursor row is gone), limit (25 when none is given), select, total; transactions whose
 * staged operations are applied all or nothing on commit, an increment with `max` that fails the
 * commit when exceeded (and, like SQL, leaves a NULL counter NULL); API-key and session checks (401),
 * and injected failures (failNext) such as 429. Google sign-in: createOAuth2Token's redirect to Google's
 * consent URL (redirect URLs limited to the project's platforms), then completeGoogleSignIn does what
 * Appwrite's OAuth2 callback does once Google answered (link or create the user, issue the one-time
 * token, send the browser to the success or failure URL), and POST /account/sessions/token exchanges
 * any unexpired token for a session whose provider names the token's kind. It does not model
 * queues or latency, and never talks to Google. Permissions are modelled for Realtime only: rows keep
 * the `permissions` they are written with, teams and their memberships exist (created with the API
 * key, confirmed at once), POST /account/jwts mints a session's JWT, and the websocket at /v1/realtime
 * (tests/support/appwrite-realtime-fake.ts, which lists what it models) delivers row events to the
 * connections whose roles may read the row. REST reads with the API key ignore permissions, as Appwrite's do.
 *
 * VERSIONED: it answers as Appwrite `version` (FakeOptions, default 1.9.5) and says so on GET
 * /health/version and in every error body. Behaviour of the real server it models, with the server
 * source it was read from (appwrite/appwrite at the release tags, utopia-php/database, utopia-php/auth):
 * - OAuth2 token sessions (app/controllers/api/account.php, the OAuth2 callback and $createSession):
 *   from 1.9.0 the secret Appwrite returns is a JWT (HS256, 60 s) carrying the inner secret and the
 *   provider, and POST /account/sessions/token names the session after the provider ("google"); 1.8
 *   returned the bare secret and named the session "oauth2". A verification or recovery secret is
 *   refused there (401 user_invalid_token: its token type has no session factor); a generic token made
 *   with the API key (POST /users/{id}/tokens) gives a session named "token".
 * - Secrets (utopia-php/auth src/Auth/Proofs/Token.php, app/init/constants.php): sessions,
 *   verification and recovery tokens are 256 hex characters, OAuth2 tokens 64.
 * - Rate limits (app/controllers/shared/api.php, the routes' abuse-limit/abuse-key labels): every
 *   request that is not made with the API key counts in an hour-long window aligned on the hour;
 *   DELETE /account/sessions/{id} allows 100 per endpoint and IP (every user of one server together),
 *   POST /account/verifications/email 10 per user, POST /account/sessions/token 10 per IP and userId
 *   (a 201 resets it). Answers carry X-RateLimit-Limit, -Remaining and -Reset (Unix seconds of the
 *   window's end); over the limit: 429 general_rate_limit_exceeded.
 * - SMTP (account.php, createEmailVerification and createRecovery): without SMTP (`smtp: false`, or
 *   setSmtp(false)) both answer 503 general_smtp_disabled before anything else.
 * - Bulk update (src/Appwrite/Platform/Modules/Databases/Http/Databases/Collections/Documents/Bulk/Update.php):
 *   PATCH …/rows answers `total` = rows changed but lists at most 100 of them (APP_LIMIT_DATABASE_BATCH).
 * - Commits (…/Databases/Http/Databases/Transactions/Update.php): an operation on a row that no longer
 *   exists fails the commit with 404 document_not_found (the Documents name, not row_not_found).
 * - Row cache (`staleRowCache`, utopia-php/database src/Database/Database.php getDocument and the
 *   cache purge inside withTransaction): a commit purges the rows it touches inside the database
 *   transaction, before COMMIT, so a getRow in that window caches the pre-commit row again and serves
 *   it until the row's next write. The fake takes the worst case: after every commit, getRow answers
 *   the touched rows as they were before it until a direct write purges them; listRows reads the rows.
 * - MongoDB-backed servers (`omitNullColumns`): a column whose value is null is left out of the row's JSON.
 * Not modelled: Appwrite ≤ 1.9.4's locking read served from the row cache inside a commit (two
 * compare-and-set writers both committing) — the adapters refuse those versions at start-up.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  /** Without the /v1 prefix, e.g. /tablesdb/duely/tables/tasks/rows */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: Json;
}

/** A listRows call and the index whose leading columns serve its filters (null: none does). */
export interface ListedQuery {
  tableId: string;
  queries: Json[];
  index: string | null;
}

export interface OutboxMessage {
  kind: "verification" | "recovery";
  to: string;
  userId: string;
  secret: string;
  /** The link Appwrite would e-mail: the url passed in, with userId, secret and expire appended. */
  link: string;
}

/** A person as the fake's Google vouches for them to Appwrite. */
export interface GooglePerson {
  subject: string;
  email: string;
  name?: string;
  /** Google verified the address (true unless told). */
  emailVerified?: boolean;
}

export interface FakeAnswer {
  status: number;
  type: string;
  message: string;
  /** Extra response headers (e.g. X-RateLimit-Reset). */
  headers?: Record<string, string>;
}

export interface AppwriteProtocolFake {
  /** The endpoint to give node-appwrite, e.g. http://127.0.0.1:41234/v1 */
  readonly endpoint: string;
  readonly projectId: string;
  readonly apiKey: string;
  readonly requests: RecordedRequest[];
  readonly listed: ListedQuery[];
  readonly outbox: OutboxMessage[];
  /** The next `times` requests matching `match` get `answer` instead of being served. */
  failNext(match: { method?: string; path?: RegExp }, answer: FakeAnswer, times?: number): void;
  /** Puts a row into a table as an older deployment wrote it, bypassing validation (columns may be missing). */
  insertRawRow(databaseId: string, tableId: string, rowId: string, values: Json): void;
  /** The stored values of a row (null when absent), as Appwrite would answer them. */
  rawRow(databaseId: string, tableId: string, rowId: string): Json | null;
  /** Configures or removes Appwrite's SMTP, as an operator would between two requests. */
  setSmtp(enabled: boolean): void;
  /** Creates a user directly (as the Appwrite console would). */
  seedUser(input: { email: string; password?: string; name?: string; emailVerification?: boolean }): string;
  /**
   * Finishes a Google sign-in that createOAuth2Token started (`consentUrl` is the URL it redirected to)
   * as Appwrite's OAuth2 callback would once Google answered for `person` (or the person refused):
   * answers where Appwrite sends the browser, the success URL with userId and secret, or the failure
   * URL with Appwrite's error as JSON in its `error` parameter.
   */
  completeGoogleSignIn(consentUrl: string, person: GooglePerson | "denied"): string;
  /** Realtime's open sockets, and the subscriptions on them. */
  realtimeConnections(): number;
  realtimeSubscriptions(): number;
  /** Drops every Realtime socket, as a network failure would. */
  dropRealtime(): void;
  close(): Promise<void>;
}

export const RATE_LIMITED: FakeAnswer = {
  status: 429,
  type: "general_rate_limit_exceeded",
  message: "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
};

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const DEFAULT_FAKE_VERSION = "1.9.5";
const DEFAULT_LIST_LIMIT = 25;
/** Rows a bulk update or delete lists in its answer (APP_LIMIT_DATABASE_BATCH). */
const BULK_REPLY_ROWS = 100;
/** Abuse windows are an hour long and aligned on the hour. */
const ABUSE_WINDOW_S = 3600;
const MAX_LIST_LIMIT = 5000;
const SYSTEM_ATTRIBUTES = new Set(["$id", "$sequence", "$createdAt", "$updatedAt"]);

/** Appwrite answers instants as "2030-01-15T09:00:00.000+00:00". */
const appwriteTime = (value: string | number | Date = Date.now()) => new Date(value).toISOString().replace("Z", "+00:00");
/** A random hex secret of `length` characters (Appwrite's tokens and sessions: 256; OAuth2 tokens: 64). */
const secret = (length = 48) => randomBytes(Math.ceil(length / 2)).toString("hex").slice(0, length);
const SESSION_SECRET_LENGTH = 256;
const TOKEN_SECRET_LENGTH = 256;
const OAUTH2_SECRET_LENGTH = 64;

/** Versions as numbers to compare: "1.9.5" -> [1, 9, 5]. */
function versionAtLeast(version: string, minimum: string): boolean {
  const [a, b] = [version, minimum].map((v) => v.split("-")[0].split(".").map((n) => Number(n) || 0));
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

// ---------------------------------------------------------------- tables

interface Column {
  key: string;
  type: "varchar" | "text" | "string" | "integer" | "double" | "boolean" | "datetime";
  size?: number;
  required: boolean;
  array: boolean;
  default: unknown;
  status: "processing" | "available";
  $createdAt: string;
}

interface Index {
  key: string;
  type: string;
  columns: string[];
  orders: string[];
  status: "processing" | "available";
  $createdAt: string;
}

interface StoredRow {
  $id: string;
  $sequence: number;
  $createdAt: string;
  $updatedAt: string;
  values: Json;
  /** Appwrite permission strings, e.g. read("team:abc"). */
  permissions?: string[];
}

interface Table {
  $id: string;
  name: string;
  permissions: string[];
  rowSecurity: boolean;
  enabled: boolean;
  columns: Column[];
  indexes: Index[];
  rows: Map<string, StoredRow>;
  $createdAt: string;
}

interface Database {
  $id: string;
  name: string;
  tables: Map<string, Table>;
  $createdAt: string;
}

interface StagedOperation {
  action: "create" | "update" | "delete" | "increment";
  databaseId: string;
  tableId: string;
  rowId: string;
  data: Json;
  column?: string;
  value?: number;
  max?: number;
  permissions?: string[];
}

interface Transaction {
  $id: string;
  status: "pending" | "committed" | "failed";
  operations: StagedOperation[];
  $createdAt: string;
  expiresAt: string;
}

interface Query {
  method: string;
  attribute?: string;
  values?: unknown[];
}

// ---------------------------------------------------------------- accounts

interface FakeUser {
  $id: string;
  name: string;
  email: string;
  password: string | null;
  emailVerification: boolean;
  labels: string[];
  $createdAt: string;
  $updatedAt: string;
}

interface FakeSession {
  $id: string;
  userId: string;
  secret: string;
  expire: string;
  /** How it was made: email (password), the OAuth2 provider ("google"; "oauth2" before 1.9), token (a generic token), server (Users API). */
  provider: string;
  $createdAt: string;
}

interface FakeTeam {
  $id: string;
  name: string;
  /** membershipId -> userId */
  memberships: Map<string, string>;
  $createdAt: string;
}

interface FakeToken {
  userId: string;
  secret: string;
  kind: "verification" | "recovery" | "oauth2" | "generic";
  expire: number;
  used: boolean;
}

interface FakeIdentity {
  userId: string;
  provider: string;
  providerUid: string;
  providerEmail: string;
}

/** Appwrite's Google provider asks for these scopes besides those passed in. */
const GOOGLE_DEFAULT_SCOPES = ["https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/userinfo.profile", "openid"];
const GOOGLE_CONSENT_URL = "https://accounts.google.com/o/oauth2/v2/auth";
/** Appwrite's default session (and OAuth2 token) lifetime: a year. */
const SESSION_LIFETIME_MS = 365 * 86_400_000;

const PASSWORD_POLICY =
  "Invalid `password` param: Password must be between 8 and 256 characters long, and should not be one of the commonly used password.";

export interface FakeOptions {
  /** The Appwrite version answered and modelled (see the top of this file): default 1.9.5. */
  version?: string;
  /** getRow may answer a row as it was before the last commit that touched it (default false). */
  staleRowCache?: boolean;
  /** Null columns are left out of row JSON, as MongoDB-backed servers do (default false). */
  omitNullColumns?: boolean;
  /** Appwrite's SMTP is configured (default true); false: verification and recovery answer 503. */
  smtp?: boolean;
  projectId?: string;
  apiKey?: string;
  /** Hostnames of the project's Web platforms: redirect URLs must point there (default: localhost). */
  platforms?: string[];
  /** The client id configured for the Google provider in the console. */
  googleClientId?: string;
  /** How long a JWT from POST /account/jwts lives (Appwrite: 15 minutes). */
  jwtLifetimeMs?: number;
}

export async function startAppwriteProtocolFake(options: FakeOptions = {}): Promise<AppwriteProtocolFake> {
  const projectId = options.projectId ?? "duely-fake-project";
  const apiKey = options.apiKey ?? `standard_${secret()}`;
  const platforms = options.platforms ?? ["localhost"];
  const googleClientId = options.googleClientId ?? "fake-client.apps.googleusercontent.com";
  const version = options.version ?? DEFAULT_FAKE_VERSION;
  /** 1.9.0 on: the OAuth2 token's secret is a JWT naming the provider, and so is the session. */
  const jwtOAuthTokens = versionAtLeast(version, "1.9.0");
  let smtp = options.smtp ?? true;
  /** The row cache (staleRowCache only): "db/table/row" -> the row JSON getRow answers. */
  const rowCache = new Map<string, Json>();
  /** Abuse counters: key -> hits in the window that started at `start` (Unix seconds). */
  const abuse = new Map<string, { start: number; hits: number }>();
  /** Signs the fake's OAuth2 token JWTs (Appwrite: _APP_OPENSSL_KEY_V1). */
  const jwtKey = randomBytes(32);
  const requests: RecordedRequest[] = [];
  const listed: ListedQuery[] = [];
  const outbox: OutboxMessage[] = [];
  const failures: { method?: string; path?: RegExp; answer: FakeAnswer; times: number }[] = [];
  const databases = new Map<string, Database>();
  const transactions = new Map<string, Transaction>();
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const tokens: FakeToken[] = [];
  const identities: FakeIdentity[] = [];
  const teams = new Map<string, FakeTeam>();
  const jwtLifetimeMs = options.jwtLifetimeMs ?? 15 * 60_000;
  /** Set once listening: Realtime delivery of row events. */
  let realtime: RealtimeFake | null = null;
  /** Row events of a commit in progress, sent only if it succeeds. */
  let stagedEvents: (() => void)[] | null = null;
  let sequence = 0;
  /** Set once listening: the server's own origin, for the OAuth2 callback URL given to Google. */
  let origin = "";

  // ------------------------------------------------------------ lookups

  function database(databaseId: string): Database {
    const db = databases.get(databaseId);
    if (!db) throw new FakeError(404, "database_not_found", "Database not found");
    return db;
  }

  function table(databaseId: string, tableId: string): Table {
    const t = database(databaseId).tables.get(tableId);
    if (!t) throw new FakeError(404, "table_not_found", "Table with the requested ID could not be found.");
    return t;
  }

  function row(t: Table, rowId: string): StoredRow {
    const r = t.rows.get(rowId);
    if (!r) throw new FakeError(404, "row_not_found", "Row with the requested ID could not be found.");
    return r;
  }

  function columnOf(t: Table, key: string): Column | undefined {
    return t.columns.find((c) => c.key === key);
  }

  // ------------------------------------------------------------ models

  function columnModel(c: Column): Json {
    return {
      key: c.key,
      type: c.type,
      status: c.status,
      error: "",
      required: c.required,
      array: c.array,
      $createdAt: c.$createdAt,
      $updatedAt: c.$createdAt,
      ...(c.size === undefined ? {} : { size: c.size }),
      ...(c.type === "datetime" ? { format: "datetime" } : {}),
      ...(c.default === null || c.default === undefined ? {} : { default: c.default }),
    };
  }

  function indexModel(i: Index): Json {
    return { $id: i.key, key: i.key, type: i.type, status: i.status, error: "", columns: i.columns, lengths: [], orders: i.orders, $createdAt: i.$createdAt, $updatedAt: i.$createdAt };
  }

  function tableModel(databaseId: string, t: Table): Json {
    return {
      $id: t.$id,
      $createdAt: t.$createdAt,
      $updatedAt: t.$createdAt,
      $permissions: t.permissions,
      databaseId,
      name: t.name,
      enabled: t.enabled,
      rowSecurity: t.rowSecurity,
      columns: t.columns.map(columnModel),
      indexes: t.indexes.map(indexModel),
      bytesMax: 65535,
      bytesUsed: 0,
    };
  }

  function rowModel(databaseId: string, t: Table, r: StoredRow, select?: string[]): Json {
    const values = Object.fromEntries(
      t.columns
        .filter((c) => !select || select.includes(c.key))
        .map((c) => [c.key, r.values[c.key] ?? null])
        .filter(([, value]) => !(options.omitNullColumns && value === null)),
    );
    return {
      $id: r.$id,
      $sequence: String(r.$sequence),
      $tableId: t.$id,
      $databaseId: databaseId,
      $createdAt: r.$createdAt,
      $updatedAt: r.$updatedAt,
      $permissions: r.permissions ?? [],
      ...values,
    };
  }

  function userModel(u: FakeUser): Json {
    return {
      $id: u.$id,
      $createdAt: u.$createdAt,
      $updatedAt: u.$updatedAt,
      name: u.name,
      registration: u.$createdAt,
      status: true,
      labels: u.labels,
      passwordUpdate: u.$updatedAt,
      email: u.email,
      phone: "",
      emailVerification: u.emailVerification,
      phoneVerification: false,
      mfa: false,
      prefs: {},
      targets: [],
      accessedAt: u.$updatedAt,
    };
  }

  function sessionModel(s: FakeSession, withSecret: boolean): Json {
    return {
      $id: s.$id,
      $createdAt: s.$createdAt,
      $updatedAt: s.$createdAt,
      userId: s.userId,
      expire: s.expire,
      provider: s.provider,
      providerUid: "",
      providerAccessToken: "",
      providerAccessTokenExpiry: "",
      providerRefreshToken: "",
      ip: "127.0.0.1",
      current: true,
      factors: ["password"],
      secret: withSecret ? s.secret : "",
      mfaUpdatedAt: "",
    };
  }

  const transactionModel = (tx: Transaction): Json => ({
    $id: tx.$id,
    $createdAt: tx.$createdAt,
    $updatedAt: tx.$createdAt,
    status: tx.status,
    operations: tx.operations.length,
    expiresAt: tx.expiresAt,
  });

  const tokenModel = (userId: string, tokenSecret: string, expire: number): Json => ({
    $id: secret().slice(0, 20),
    $createdAt: appwriteTime(),
    userId,
    secret: tokenSecret,
    expire: appwriteTime(expire),
    phrase: "",
  });

  // ------------------------------------------------------------ row values

  /** Validates one value against its column; datetimes are stored in Appwrite's form. */
  function checkValue(c: Column, value: unknown): unknown {
    if (value === null || value === undefined) {
      if (c.required) throw new FakeError(400, "row_invalid_structure", `Invalid document structure: Missing required attribute "${c.key}"`);
      return null;
    }
    if (c.array) {
      if (!Array.isArray(value)) throw invalid(c, "must be an array");
      return value.map((element) => checkScalar(c, element));
    }
    return checkScalar(c, value);
  }

  function checkScalar(c: Column, value: unknown): unknown {
    switch (c.type) {
      case "varchar":
      case "text":
      case "string":
        if (typeof value !== "string") throw invalid(c, "must be a string");
        if (c.size !== undefined && value.length > c.size) throw invalid(c, `must be at most ${c.size} chars`);
        return value;
      case "integer":
        if (!Number.isInteger(value)) throw invalid(c, "must be a valid integer");
        return value;
      case "double":
        if (typeof value !== "number" || !Number.isFinite(value)) throw invalid(c, "must be a valid float");
        return value;
      case "boolean":
        if (typeof value !== "boolean") throw invalid(c, "must be a boolean");
        return value;
      case "datetime":
        if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw invalid(c, "must be a valid date");
        return appwriteTime(value);
    }
  }

  const invalid = (c: Column, what: string) => new FakeError(400, "row_invalid_structure", `Invalid document structure: Attribute "${c.key}" ${what}`);

  function checkData(t: Table, data: Json, creating: boolean): Json {
    const checked: Json = {};
    for (const [key, value] of Object.entries(data)) {
      const c = columnOf(t, key);
      if (!c) throw new FakeError(400, "row_invalid_structure", `Invalid document structure: Unknown attribute: "${key}"`);
      checked[key] = checkValue(c, value);
    }
    if (creating) {
      for (const c of t.columns) {
        if (!(c.key in checked)) checked[c.key] = checkValue(c, c.default ?? null);
      }
    }
    return checked;
  }

  // ------------------------------------------------------------ queries

  function parseQueries(raw: unknown): Query[] {
    const list = Array.isArray(raw) ? raw : [];
    return list.map((q) => {
      if (typeof q === "string") {
        try {
          return JSON.parse(q) as Query;
        } catch {
          throw new FakeError(400, "general_query_invalid", `Invalid query: ${q}`);
        }
      }
      return q as Query;
    });
  }

  function valueOf(r: StoredRow, attribute: string): unknown {
    if (attribute === "$id") return r.$id;
    if (attribute === "$sequence") return r.$sequence;
    if (attribute === "$createdAt") return r.$createdAt;
    if (attribute === "$updatedAt") return r.$updatedAt;
    return r.values[attribute] ?? null;
  }

  function isTime(t: Table, attribute: string): boolean {
    return attribute === "$createdAt" || attribute === "$updatedAt" || columnOf(t, attribute)?.type === "datetime";
  }

  /** SQL-like comparison of two non-null values of an attribute. */
  function compareValues(t: Table, attribute: string, a: unknown, b: unknown): number {
    if (isTime(t, attribute)) return Date.parse(String(a)) - Date.parse(String(b));
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
    const [x, y] = [String(a), String(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }

  function knownAttribute(t: Table, attribute: string | undefined): string {
    if (attribute && (SYSTEM_ATTRIBUTES.has(attribute) || columnOf(t, attribute))) return attribute;
    throw new FakeError(400, "general_query_invalid", `Invalid query: Attribute not found in schema: ${attribute}`);
  }

  function matches(t: Table, q: Query, r: StoredRow): boolean {
    const values = q.values ?? [];
    if (q.method === "or") return values.some((sub) => matches(t, sub as Query, r));
    if (q.method === "and") return values.every((sub) => matches(t, sub as Query, r));
    const attribute = knownAttribute(t, q.attribute);
    const value = valueOf(r, attribute);
    switch (q.method) {
      case "equal":
        return value !== null && values.some((v) => compareValues(t, attribute, value, v) === 0);
      case "notEqual":
        // SQL: NULL != x is not true.
        return value !== null && compareValues(t, attribute, value, values[0]) !== 0;
      case "lessThan":
        return value !== null && compareValues(t, attribute, value, values[0]) < 0;
      case "lessThanEqual":
        return value !== null && compareValues(t, attribute, value, values[0]) <= 0;
      case "greaterThan":
        return value !== null && compareValues(t, attribute, value, values[0]) > 0;
      case "greaterThanEqual":
        return value !== null && compareValues(t, attribute, value, values[0]) >= 0;
      case "isNull":
        return value === null;
      case "isNotNull":
        return value !== null;
      case "contains":
        if (Array.isArray(value)) return values.some((v) => value.includes(v));
        return typeof value === "string" && values.some((v) => value.includes(String(v)));
      default:
        throw new FakeError(400, "general_query_invalid", `Invalid query method: ${q.method}`);
    }
  }

  const FILTERS = new Set(["equal", "notEqual", "lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual", "isNull", "isNotNull", "contains", "or", "and"]);

  /** Applies filters, order (then $sequence), cursor, offset and limit as Appwrite does. */
  function select(t: Table, queries: Query[]): { rows: StoredRow[]; total: number; selected?: string[] } {
    const filters = queries.filter((q) => FILTERS.has(q.method));
    const orders = queries
      .filter((q) => q.method === "orderAsc" || q.method === "orderDesc")
      .map((q) => ({ attribute: knownAttribute(t, q.attribute), direction: q.method === "orderAsc" ? 1 : -1 }));
    orders.push({ attribute: "$sequence", direction: 1 });
    const compareRows = (a: StoredRow, b: StoredRow) => {
      for (const { attribute, direction } of orders) {
        const [x, y] = [valueOf(a, attribute), valueOf(b, attribute)];
        // SQL sorts NULL first in ascending order.
        const order = x === null && y === null ? 0 : x === null ? -1 : y === null ? 1 : compareValues(t, attribute, x, y);
        if (order !== 0) return order * direction;
      }
      return 0;
    };
    let rows = [...t.rows.values()].filter((r) => filters.every((q) => matches(t, q, r))).sort(compareRows);
    const total = rows.length;
    const cursor = queries.find((q) => q.method === "cursorAfter");
    if (cursor) {
      const at = t.rows.get(String(cursor.values?.[0]));
      if (!at) throw new FakeError(400, "general_cursor_not_found", "The cursor is invalid. This can happen if the item represented by the cursor has been deleted.");
      rows = rows.filter((r) => compareRows(r, at) > 0);
    }
    const offset = Number(queries.find((q) => q.method === "offset")?.values?.[0] ?? 0);
    const limitQuery = queries.find((q) => q.method === "limit");
    const limit = limitQuery ? Number(limitQuery.values?.[0]) : DEFAULT_LIST_LIMIT;
    if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIST_LIMIT) {
      throw new FakeError(400, "general_query_invalid", `Invalid query: Invalid limit param: Value must be a valid range between 0 and ${MAX_LIST_LIMIT}`);
    }
    const selectQuery = queries.find((q) => q.method === "select");
    return { rows: rows.slice(offset, offset + limit), total, selected: selectQuery?.values as string[] | undefined };
  }

  /** The index whose columns serve a query: its first column is filtered on and every equality is among its columns. */
  function servingIndex(t: Table, queries: Query[]): string | null {
    const filtered = new Set<string>();
    const equalities = new Set<string>();
    const collect = (q: Query) => {
      if (q.method === "or" || q.method === "and") (q.values as Query[]).forEach(collect);
      else if (FILTERS.has(q.method) && q.attribute) filtered.add(q.attribute);
    };
    queries.forEach(collect);
    for (const q of queries) if (q.method === "equal" && q.attribute) equalities.add(q.attribute);
    if (equalities.has("$id")) return "$id";
    const index = t.indexes.find((i) => filtered.has(i.columns[0]) && [...equalities].every((e) => i.columns.includes(e)));
    return index?.key ?? null;
  }

  // ------------------------------------------------------------ row writes (shared by direct calls and commits)

  /** The database a table belongs to. */
  function databaseIdOf(t: Table): string {
    for (const db of databases.values()) if (db.tables.get(t.$id) === t) return db.$id;
    return "";
  }

  /** Sends a row's change to Realtime (after the commit, when inside one). */
  function emitRow(t: Table, r: StoredRow, action: "create" | "update" | "delete"): void {
    const databaseId = databaseIdOf(t);
    const payload = rowModel(databaseId, t, r) as Json & { $id: string };
    const roles = [...readRoles(t.permissions), ...(t.rowSecurity ? readRoles(r.permissions ?? []) : [])];
    const send = () => realtime?.publishRow({ databaseId, tableId: t.$id, action, payload, roles });
    if (stagedEvents) stagedEvents.push(send);
    else send();
  }

  function deleteRow(t: Table, rowId: string): void {
    const r = row(t, rowId);
    t.rows.delete(rowId);
    emitRow(t, r, "delete");
  }

  function createRow(databaseId: string, t: Table, rowId: string, data: Json, permissions?: unknown): StoredRow {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(rowId)) throw new FakeError(400, "general_argument_invalid", "Invalid `rowId` param: UID must contain at most 36 chars.");
    if (t.rows.has(rowId)) throw new FakeError(409, "row_already_exists", "Row with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.");
    const now = appwriteTime();
    const r: StoredRow = { $id: rowId, $sequence: ++sequence, $createdAt: now, $updatedAt: now, values: checkData(t, data, true), permissions: permissionList(permissions) ?? [] };
    t.rows.set(rowId, r);
    emitRow(t, r, "create");
    return r;
  }

  function updateRow(t: Table, rowId: string, data: Json, permissions?: unknown): StoredRow {
    const r = row(t, rowId);
    Object.assign(r.values, checkData(t, data, false));
    const changed = permissionList(permissions);
    if (changed) r.permissions = changed;
    r.$updatedAt = appwriteTime();
    emitRow(t, r, "update");
    return r;
  }

  /** A request's `permissions`: null or absent leaves them as they are. */
  function permissionList(value: unknown): string[] | undefined {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.some((p) => typeof p !== "string" || !/^(read|create|update|delete|write)\("[^"]+"\)$/.test(p))) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `permissions` param: Permission strings must be of the form action(\"role\").");
    }
    return value as string[];
  }

  function increment(t: Table, rowId: string, column: string, value: number, max: number | undefined): StoredRow {
    const r = row(t, rowId);
    const c = columnOf(t, column);
    if (!c || (c.type !== "integer" && c.type !== "double")) throw new FakeError(404, "column_not_found", "Column with the requested ID could not be found.");
    const current = r.values[column];
    if (max !== undefined && Number(current ?? 0) + value > max) {
      throw new FakeError(400, "attribute_limit_exceeded", `Attribute value exceeds maximum limit: ${max}`);
    }
    // Like SQL's `column = column + value`: NULL stays NULL.
    r.values[column] = current === null || current === undefined ? null : Number(current) + value;
    r.$updatedAt = appwriteTime();
    emitRow(t, r, "update");
    return r;
  }

  function applyOperation(op: StagedOperation): void {
    const t = table(op.databaseId, op.tableId);
    if (op.action === "create") createRow(op.databaseId, t, op.rowId, op.data, op.permissions);
    else if (op.action === "update") updateRow(t, op.rowId, op.data, op.permissions);
    else if (op.action === "delete") deleteRow(t, op.rowId);
    else increment(t, op.rowId, op.column ?? "", op.value ?? 1, op.max);
  }

  /** Applies every staged operation or none: touched tables are restored on the first failure. */
  function commit(tx: Transaction): void {
    const touched = new Map<Table, Map<string, StoredRow>>();
    for (const op of tx.operations) {
      const t = table(op.databaseId, op.tableId);
      if (!touched.has(t)) touched.set(t, new Map([...t.rows].map(([id, r]) => [id, { ...r, values: { ...r.values } }])));
    }
    // What a getRow racing the commit (after its purge, before COMMIT) would cache: the rows as they were.
    const before = new Map<string, Json>();
    for (const op of tx.operations) {
      const t = table(op.databaseId, op.tableId);
      const r = t.rows.get(op.rowId);
      if (r) before.set(cacheKey(op.databaseId, op.tableId, op.rowId), rowModel(op.databaseId, t, r));
    }
    stagedEvents = [];
    try {
      tx.operations.forEach(applyOperation);
      tx.status = "committed";
      const events = stagedEvents;
      stagedEvents = null;
      events.forEach((send) => send());
      if (options.staleRowCache) for (const [key, old] of before) rowCache.set(key, old);
    } catch (error) {
      stagedEvents = null;
      for (const [t, rows] of touched) t.rows = rows;
      tx.status = "failed";
      // Transactions/Update.php answers a vanished row with the Documents API's name.
      if (error instanceof FakeError && error.type === "row_not_found") throw new FakeError(404, "document_not_found", "Document with the requested ID could not be found.");
      if (error instanceof FakeError && error.status === 404) throw error;
      if (error instanceof FakeError && error.type === "attribute_limit_exceeded") throw error;
      throw new FakeError(409, "transaction_conflict", "Transaction failed due to a conflict.");
    }
  }

  const cacheKey = (databaseId: string, tableId: string, rowId: string) => `${databaseId}/${tableId}/${rowId}`;

  /** A direct write purges the row from the cache (after its own commit: nothing re-caches it stale). */
  const purge = (databaseId: string, tableId: string, rowId: string) => rowCache.delete(cacheKey(databaseId, tableId, rowId));

  function pendingTransaction(transactionId: unknown): Transaction {
    const tx = transactions.get(String(transactionId));
    if (!tx) throw new FakeError(404, "transaction_not_found", "Transaction with the requested ID could not be found.");
    if (tx.status !== "pending") throw new FakeError(400, "transaction_not_ready", "Transaction is not ready.");
    return tx;
  }

  // ------------------------------------------------------------ auth

  function requireSmtp(): void {
    if (!smtp) throw new FakeError(503, "general_smtp_disabled", "SMTP Disabled");
  }

  function requireKey(req: RecordedRequest): void {
    const key = req.headers["x-appwrite-key"];
    if (!key) throw new FakeError(401, "general_unauthorized_scope", 'User (role: guests) missing scopes (["rows.read"])');
    if (key !== apiKey) throw new FakeError(401, "user_unauthorized", "The current user is not authorized to perform the requested action.");
  }

  function sessionOf(req: RecordedRequest): FakeSession {
    const s = sessions.get(req.headers["x-appwrite-session"] ?? "");
    if (!s || Date.parse(s.expire) <= Date.now()) {
      throw new FakeError(401, "general_unauthorized_scope", 'User (role: guests) missing scopes (["account"])');
    }
    return s;
  }

  function user(userId: string): FakeUser {
    const u = users.get(userId);
    if (!u) throw new FakeError(404, "user_not_found", "User with the requested ID could not be found.");
    return u;
  }

  const userByEmail = (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase());

  function newUser(input: { userId?: string; email: string; password?: string | null; name?: string; emailVerification?: boolean }): FakeUser {
    if (input.password !== undefined && input.password !== null && (input.password.length < 8 || input.password.length > 256)) {
      throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    }
    const userId = input.userId && input.userId !== "unique()" ? input.userId : secret().slice(0, 20);
    if (users.has(userId) || userByEmail(input.email)) {
      throw new FakeError(409, "user_already_exists", "A user with the same id, email, or phone already exists in this project.");
    }
    const now = appwriteTime();
    const u: FakeUser = {
      $id: userId,
      name: input.name ?? "",
      email: input.email.toLowerCase(),
      password: input.password ?? null,
      emailVerification: input.emailVerification ?? false,
      labels: [],
      $createdAt: now,
      $updatedAt: now,
    };
    users.set(userId, u);
    return u;
  }

  function newSession(userId: string, provider: FakeSession["provider"]): FakeSession {
    const s: FakeSession = { $id: secret(20), userId, secret: secret(SESSION_SECRET_LENGTH), expire: appwriteTime(Date.now() + SESSION_LIFETIME_MS), provider, $createdAt: appwriteTime() };
    sessions.set(s.secret, s);
    return s;
  }

  function issueToken(kind: OutboxMessage["kind"], u: FakeUser, url: string): Json {
    const lifetime = kind === "verification" ? 7 * 86_400_000 : 3_600_000;
    const token: FakeToken = { userId: u.$id, secret: secret(TOKEN_SECRET_LENGTH), kind, expire: Date.now() + lifetime, used: false };
    tokens.push(token);
    const link = new URL(url);
    link.searchParams.set("userId", u.$id);
    link.searchParams.set("secret", token.secret);
    link.searchParams.set("expire", appwriteTime(token.expire));
    outbox.push({ kind, to: u.email, userId: u.$id, secret: token.secret, link: link.toString() });
    return tokenModel(u.$id, token.secret, token.expire);
  }

  const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

  /** An HS256 JWT valid for 60 s, as Appwrite's OAuth2 callback makes (Ahc\Jwt with maxAge 60). */
  function signJwt(payload: Json): string {
    const head = `${base64url(JSON.stringify({ typ: "JWT", alg: "HS256" }))}.${base64url(JSON.stringify({ ...payload, iat: Math.floor(Date.now() / 1000) }))}`;
    return `${head}.${base64url(createHmac("sha256", jwtKey).update(head).digest())}`;
  }

  /** The payload of a JWT this fake signed that is at most 60 s old; null for anything else (used as a bare secret). */
  function readJwt(value: string): { secret: string; provider: string } | null {
    const [header, payload, signature] = value.split(".");
    if (!header || !payload || !signature) return null;
    const expected = createHmac("sha256", jwtKey).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { secret?: string; provider?: string; iat?: number };
    if (!claims.iat || Date.now() / 1000 - claims.iat > 60) return null;
    if (!claims.provider || !claims.secret) throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
    return { secret: claims.secret, provider: claims.provider };
  }

  /** Uses up an unexpired token of the user (of `kind`, or of any kind as POST /account/sessions/token does). */
  function takeToken(userId: unknown, tokenSecret: unknown, kind?: FakeToken["kind"]): FakeToken {
    const token = tokens.find((t) => (!kind || t.kind === kind) && t.userId === userId && t.secret === tokenSecret && !t.used && t.expire > Date.now());
    if (!token) throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
    token.used = true;
    return token;
  }

  const useToken = (kind: FakeToken["kind"], userId: unknown, tokenSecret: unknown): FakeUser => user(takeToken(userId, tokenSecret, kind).userId);

  /** Appwrite's redirect validator: an absolute http(s) URL on one of the project's platforms. */
  function checkRedirect(param: string, value: unknown): string | undefined {
    if (value === undefined || value === "") return undefined;
    let host = "";
    try {
      const url = new URL(String(value));
      if (url.protocol === "http:" || url.protocol === "https:") host = url.hostname;
    } catch {
      // not a URL: refused below
    }
    if (!platforms.includes(host)) {
      throw new FakeError(400, "general_argument_invalid", `Invalid \`${param}\` param: URL host must be one of: ${platforms.join(", ")}`);
    }
    return String(value);
  }

  /** The URL Appwrite's OAuth2 callback redirects to: `base` with `values` set in its query. */
  function withQuery(base: string, values: Record<string, string>): string {
    const url = new URL(base);
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** What Appwrite's OAuth2 callback does once Google answered: the user of the identity, of the e-mail, or a new one. */
  function completeGoogleSignIn(consentUrl: string, person: GooglePerson | "denied"): string {
    const state = JSON.parse(new URL(consentUrl).searchParams.get("state") ?? "null") as { success: string; failure: string; token: boolean } | null;
    if (!state?.token) throw new Error("not a consent URL of createOAuth2Token");
    const fail = (type: string, code: number, message: string) => withQuery(state.failure, { error: JSON.stringify({ message, type, code }) });
    if (person === "denied") return fail("user_oauth2_provider_error", 424, "The Google OAuth2 provider returned an error: access_denied");
    const email = person.email.toLowerCase();
    const linked = identities.find((i) => i.provider === "google" && i.providerUid === person.subject);
    let u = linked ? user(linked.userId) : userByEmail(email);
    if (!linked && u && person.emailVerified === false) {
      return fail("general_bad_request", 400, "There was an error processing your request. Please check the inputs and try again.");
    }
    u ??= newUser({ email, name: person.name ?? "", emailVerification: true });
    if (!linked) identities.push({ userId: u.$id, provider: "google", providerUid: person.subject, providerEmail: email });
    if (!u.name) u.name = person.name ?? "";
    const token: FakeToken = { userId: u.$id, secret: secret(OAUTH2_SECRET_LENGTH), kind: "oauth2", expire: Date.now() + SESSION_LIFETIME_MS, used: false };
    tokens.push(token);
    // From 1.9.0 the browser gets a JWT of the secret and the provider; before, the bare secret.
    const returned = jwtOAuthTokens ? signJwt({ secret: token.secret, provider: "google" }) : token.secret;
    return withQuery(state.success, { secret: returned, userId: u.$id });
  }

  // ------------------------------------------------------------ routes

  /** Status, JSON body (null: none) and extra headers (a redirect's Location). */
  type Answer = [number, Json | null, Record<string, string>?];
  type Handler = (req: RecordedRequest, params: string[]) => Answer;
  const routes: [string, RegExp, Handler][] = [];
  const on = (method: string, pattern: string, handler: Handler) =>
    routes.push([method, new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "([^/]+)")}$`), handler]);

  on("GET", "/health/version", () => [200, { version }]);

  // TablesDB: transactions (before the :databaseId routes they would otherwise match)
  on("POST", "/tablesdb/transactions", (req) => {
    requireKey(req);
    const ttl = Number(req.body.ttl ?? 300);
    const tx: Transaction = { $id: secret().slice(0, 20), status: "pending", operations: [], $createdAt: appwriteTime(), expiresAt: appwriteTime(Date.now() + ttl * 1000) };
    transactions.set(tx.$id, tx);
    return [201, transactionModel(tx)];
  });
  on("PATCH", "/tablesdb/transactions/:transactionId", (req, [transactionId]) => {
    requireKey(req);
    const tx = pendingTransaction(transactionId);
    if (req.body.commit === true) commit(tx);
    else if (req.body.rollback === true) tx.status = "failed";
    else throw new FakeError(400, "general_argument_invalid", "Either commit or rollback must be true");
    return [200, transactionModel(tx)];
  });

  // TablesDB: databases
  on("GET", "/tablesdb/:databaseId", (req, [databaseId]) => {
    requireKey(req);
    const db = database(databaseId);
    return [200, { $id: db.$id, name: db.name, $createdAt: db.$createdAt, $updatedAt: db.$createdAt, enabled: true, type: "tablesdb" }];
  });
  on("POST", "/tablesdb", (req) => {
    requireKey(req);
    const databaseId = String(req.body.databaseId);
    if (databases.has(databaseId)) throw new FakeError(409, "database_already_exists", "Database already exists");
    const db: Database = { $id: databaseId, name: String(req.body.name), tables: new Map(), $createdAt: appwriteTime() };
    databases.set(databaseId, db);
    return [201, { $id: db.$id, name: db.name, $createdAt: db.$createdAt, $updatedAt: db.$createdAt, enabled: true, type: "tablesdb" }];
  });

  // TablesDB: tables
  on("GET", "/tablesdb/:databaseId/tables/:tableId", (req, [databaseId, tableId]) => {
    requireKey(req);
    return [200, tableModel(databaseId, table(databaseId, tableId))];
  });
  on("POST", "/tablesdb/:databaseId/tables", (req, [databaseId]) => {
    requireKey(req);
    const db = database(databaseId);
    const tableId = String(req.body.tableId);
    if (db.tables.has(tableId)) throw new FakeError(409, "table_already_exists", "A table with the requested ID already exists.");
    const t: Table = {
      $id: tableId,
      name: String(req.body.name),
      permissions: (req.body.permissions as string[] | undefined) ?? [],
      rowSecurity: req.body.rowSecurity === true,
      enabled: req.body.enabled !== false,
      columns: [],
      indexes: [],
      rows: new Map(),
      $createdAt: appwriteTime(),
    };
    db.tables.set(tableId, t);
    return [201, tableModel(databaseId, t)];
  });
  on("PUT", "/tablesdb/:databaseId/tables/:tableId", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    if (typeof req.body.name === "string") t.name = req.body.name;
    if (Array.isArray(req.body.permissions)) t.permissions = req.body.permissions as string[];
    if (typeof req.body.rowSecurity === "boolean") t.rowSecurity = req.body.rowSecurity;
    return [200, tableModel(databaseId, t)];
  });

  // TablesDB: columns (created "processing"; available once a listing has shown them so)
  on("GET", "/tablesdb/:databaseId/tables/:tableId/columns", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const models = t.columns.map(columnModel);
    for (const c of t.columns) c.status = "available";
    return [200, { total: models.length, columns: models }];
  });
  on("POST", "/tablesdb/:databaseId/tables/:tableId/columns/:type", (req, [databaseId, tableId, type]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const key = String(req.body.key);
    if (columnOf(t, key)) throw new FakeError(409, "column_already_exists", "Column with the requested key already exists.");
    const types: Record<string, Column["type"]> = { varchar: "varchar", text: "text", string: "string", integer: "integer", float: "double", boolean: "boolean", datetime: "datetime" };
    if (!types[type]) throw new FakeError(404, "general_route_not_found", "The requested route was not found.");
    if (req.body.required === true && req.body.default !== undefined && req.body.default !== null) {
      throw new FakeError(400, "column_default_unsupported", "Cannot set default value for required column");
    }
    const c: Column = {
      key,
      type: types[type],
      size: req.body.size === undefined ? undefined : Number(req.body.size),
      required: req.body.required === true,
      array: req.body.array === true,
      default: req.body.default ?? null,
      status: "processing",
      $createdAt: appwriteTime(),
    };
    t.columns.push(c);
    return [202, columnModel(c)];
  });
  on("PATCH", "/tablesdb/:databaseId/tables/:tableId/columns/:type/:key", (req, [databaseId, tableId, , key]) => {
    requireKey(req);
    const c = columnOf(table(databaseId, tableId), key);
    if (!c) throw new FakeError(404, "column_not_found", "Column with the requested ID could not be found.");
    if (req.body.size !== undefined) c.size = Number(req.body.size);
    if (typeof req.body.required === "boolean") c.required = req.body.required;
    if ("default" in req.body) c.default = req.body.default;
    return [200, columnModel(c)];
  });

  // TablesDB: indexes
  on("GET", "/tablesdb/:databaseId/tables/:tableId/indexes", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const models = t.indexes.map(indexModel);
    for (const i of t.indexes) i.status = "available";
    return [200, { total: models.length, indexes: models }];
  });
  on("POST", "/tablesdb/:databaseId/tables/:tableId/indexes", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const key = String(req.body.key);
    if (t.indexes.some((i) => i.key === key)) throw new FakeError(409, "index_already_exists", "Index with the requested key already exists.");
    const columns = (req.body.columns as string[] | undefined) ?? [];
    for (const name of columns) {
      const c = columnOf(t, name);
      if (!c) throw new FakeError(400, "column_unknown", `Unknown column: ${name}`);
      if (c.status !== "available") throw new FakeError(400, "column_not_available", "The requested column is not yet available. Please try again later.");
    }
    const i: Index = { key, type: String(req.body.type), columns, orders: (req.body.orders as string[] | undefined) ?? [], status: "processing", $createdAt: appwriteTime() };
    t.indexes.push(i);
    return [202, indexModel(i)];
  });

  // TablesDB: rows
  on("GET", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const queries = parseQueries(Object.entries(req.query).filter(([k]) => k.startsWith("queries[")).map(([, v]) => v));
    const { rows, total, selected } = select(t, queries);
    listed.push({ tableId, queries: queries as unknown as Json[], index: servingIndex(t, queries) });
    return [200, { total: req.query.total === "false" ? 0 : total, rows: rows.map((r) => rowModel(databaseId, t, r, selected)) }];
  });
  on("POST", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const rowId = String(req.body.rowId);
    const data = (req.body.data as Json | undefined) ?? {};
    if (req.body.transactionId !== undefined) {
      pendingTransaction(req.body.transactionId).operations.push({ action: "create", databaseId, tableId, rowId, data, permissions: permissionList(req.body.permissions) });
      return [201, { $id: rowId, ...data }];
    }
    return [201, rowModel(databaseId, t, createRow(databaseId, t, rowId, data, req.body.permissions))];
  });
  on("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const { rows } = select(t, [...parseQueries(req.body.queries), { method: "limit", values: [MAX_LIST_LIMIT] }]);
    const updated = rows.map((r) => updateRow(t, r.$id, (req.body.data as Json | undefined) ?? {}));
    for (const r of updated) purge(databaseId, tableId, r.$id);
    return [200, { total: updated.length, rows: updated.slice(0, BULK_REPLY_ROWS).map((r) => rowModel(databaseId, t, r)) }];
  });
  on("DELETE", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const { rows } = select(t, parseQueries(req.body.queries));
    const models = rows.slice(0, BULK_REPLY_ROWS).map((r) => rowModel(databaseId, t, r));
    for (const r of rows) {
      deleteRow(t, r.$id);
      purge(databaseId, tableId, r.$id);
    }
    return [200, { total: rows.length, rows: models }];
  });
  on("GET", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (req, [databaseId, tableId, rowId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const cached = rowCache.get(cacheKey(databaseId, tableId, rowId));
    if (cached) return [200, cached];
    return [200, rowModel(databaseId, t, row(t, rowId))];
  });
  on("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (req, [databaseId, tableId, rowId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const data = (req.body.data as Json | undefined) ?? {};
    if (req.body.transactionId !== undefined) {
      checkData(t, data, false);
      pendingTransaction(req.body.transactionId).operations.push({ action: "update", databaseId, tableId, rowId, data, permissions: permissionList(req.body.permissions) });
      return [200, { ...rowModel(databaseId, t, row(t, rowId)), ...data }];
    }
    const updated = updateRow(t, rowId, data, req.body.permissions);
    purge(databaseId, tableId, rowId);
    return [200, rowModel(databaseId, t, updated)];
  });
  on("DELETE", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (req, [databaseId, tableId, rowId]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    if (req.body.transactionId !== undefined) {
      pendingTransaction(req.body.transactionId).operations.push({ action: "delete", databaseId, tableId, rowId, data: {} });
      return [204, null];
    }
    deleteRow(t, rowId);
    purge(databaseId, tableId, rowId);
    return [204, null];
  });
  on("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId/:column/increment", (req, [databaseId, tableId, rowId, column]) => {
    requireKey(req);
    const t = table(databaseId, tableId);
    const value = req.body.value === undefined ? 1 : Number(req.body.value);
    const max = req.body.max === undefined || req.body.max === null ? undefined : Number(req.body.max);
    if (req.body.transactionId !== undefined) {
      pendingTransaction(req.body.transactionId).operations.push({ action: "increment", databaseId, tableId, rowId, data: {}, column, value, max });
      return [200, rowModel(databaseId, t, row(t, rowId))];
    }
    const incremented = increment(t, rowId, column, value, max);
    purge(databaseId, tableId, rowId);
    return [200, rowModel(databaseId, t, incremented)];
  });

  // Account (email/password sessions are made with the API key, as node-appwrite's SSR pattern does)
  on("POST", "/account", (req) => [
    201,
    userModel(newUser({ userId: String(req.body.userId), email: String(req.body.email), password: String(req.body.password ?? ""), name: String(req.body.name ?? "") })),
  ]);
  on("POST", "/account/sessions/email", (req) => {
    const u = userByEmail(String(req.body.email ?? ""));
    if (!u || u.password === null || u.password !== req.body.password) {
      throw new FakeError(401, "user_invalid_credentials", "Invalid credentials. Please check the email and password.");
    }
    return [201, sessionModel(newSession(u.$id, "email"), req.headers["x-appwrite-key"] === apiKey)];
  });
  on("GET", "/account", (req) => [200, userModel(user(sessionOf(req).userId))]);
  // A JWT of the session (app/controllers/api/account.php, POST /v1/account/jwts): HS256 over
  // { userId, sessionId }, `duration` seconds (default 900, at most 3600); the Realtime socket takes it.
  on("POST", "/account/jwts", (req) => {
    const s = sessionOf(req);
    const duration = req.body.duration === undefined ? jwtLifetimeMs / 1000 : Number(req.body.duration);
    if (!Number.isFinite(duration) || duration < 0 || duration > 3600) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `duration` param: Value must be a valid range between 0 and 3,600");
    }
    return [201, { jwt: signJwt({ userId: s.userId, sessionId: s.$id, exp: Math.floor(Date.now() / 1000 + duration) }) }];
  });

  // Teams (src/Appwrite/Platform/Modules/Teams/Http): made with the API key, a membership of an
  // existing user is confirmed at once (no invitation e-mail); a second one is 409.
  const teamModel = (team: FakeTeam) => ({ $id: team.$id, name: team.name, total: team.memberships.size, $createdAt: team.$createdAt, $updatedAt: team.$createdAt, prefs: {} });
  const membershipModel = (team: FakeTeam, membershipId: string, userId: string) => {
    const u = user(userId);
    return { $id: membershipId, $createdAt: team.$createdAt, $updatedAt: team.$createdAt, userId, userName: u.name, userEmail: u.email, teamId: team.$id, teamName: team.name, invited: team.$createdAt, joined: team.$createdAt, confirm: true, mfa: false, roles: [] };
  };
  const team = (teamId: string) => {
    const found = teams.get(teamId);
    if (!found) throw new FakeError(404, "team_not_found", "Team with the requested ID could not be found.");
    return found;
  };
  on("POST", "/teams", (req) => {
    requireKey(req);
    const teamId = String(req.body.teamId);
    if (teams.has(teamId)) throw new FakeError(409, "team_already_exists", "Team with requested ID already exists. Please choose a different ID and try again.");
    const created: FakeTeam = { $id: teamId, name: String(req.body.name ?? ""), memberships: new Map(), $createdAt: appwriteTime() };
    teams.set(teamId, created);
    return [201, teamModel(created)];
  });
  on("GET", "/teams/:teamId", (req, [teamId]) => {
    requireKey(req);
    return [200, teamModel(team(teamId))];
  });
  on("DELETE", "/teams/:teamId", (req, [teamId]) => {
    requireKey(req);
    const removed = team(teamId);
    teams.delete(teamId);
    for (const userId of removed.memberships.values()) realtime?.permissionsChanged(userId);
    return [204, null];
  });
  on("POST", "/teams/:teamId/memberships", (req, [teamId]) => {
    requireKey(req);
    const t = team(teamId);
    const userId = String(req.body.userId ?? "");
    user(userId);
    if ([...t.memberships.values()].includes(userId)) throw new FakeError(409, "membership_already_confirmed", "Membership is already confirmed.");
    const membershipId = secret(20);
    t.memberships.set(membershipId, userId);
    realtime?.permissionsChanged(userId);
    return [201, membershipModel(t, membershipId, userId)];
  });
  on("GET", "/teams/:teamId/memberships", (req, [teamId]) => {
    requireKey(req);
    const t = team(teamId);
    const memberships = [...t.memberships].map(([membershipId, userId]) => membershipModel(t, membershipId, userId));
    return [200, { total: memberships.length, memberships }];
  });
  on("DELETE", "/teams/:teamId/memberships/:membershipId", (req, [teamId, membershipId]) => {
    requireKey(req);
    const t = team(teamId);
    const userId = t.memberships.get(membershipId);
    if (!userId) throw new FakeError(404, "membership_not_found", "Membership with the requested ID could not be found.");
    t.memberships.delete(membershipId);
    realtime?.permissionsChanged(userId);
    return [204, null];
  });
  // OAuth2 token flow: Appwrite answers 301 to the provider's consent screen, with its own callback as
  // redirect_uri and success, failure and token mode in the state.
  on("GET", "/account/tokens/oauth2/:provider", (req, [provider]) => {
    if (provider !== "google") throw new FakeError(412, "project_provider_disabled", "This provider is disabled. Please enable the provider from your Appwrite console to continue.");
    const success = checkRedirect("success", req.query.success) ?? `${origin}/console/auth/oauth2/success`;
    const failure = checkRedirect("failure", req.query.failure) ?? `${origin}/console/auth/oauth2/failure`;
    const scopes = Object.entries(req.query).filter(([k]) => k.startsWith("scopes[")).map(([, v]) => v);
    const consent = new URL(GOOGLE_CONSENT_URL);
    consent.search = new URLSearchParams({
      client_id: googleClientId,
      redirect_uri: `${origin}/v1/account/sessions/oauth2/callback/google/${projectId}`,
      scope: [...new Set([...GOOGLE_DEFAULT_SCOPES, ...scopes])].join(" "),
      state: JSON.stringify({ success, failure, token: true }),
      response_type: "code",
    }).toString();
    return [301, null, { location: consent.toString(), "cache-control": "no-store, no-cache, must-revalidate, max-age=0" }];
  });
  on("POST", "/account/sessions/token", (req) => {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(String(req.body.userId ?? ""))) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `userId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char");
    }
    const jwt = readJwt(String(req.body.secret ?? ""));
    const tokenSecret = jwt ? jwt.secret : req.body.secret;
    const found = tokens.find((t) => t.userId === req.body.userId && t.secret === tokenSecret && !t.used && t.expire > Date.now());
    // A verification or recovery secret has no session factor; an OAuth2 token needs its JWT from 1.9.0.
    if (!found || found.kind === "verification" || found.kind === "recovery" || (found.kind === "oauth2" && jwtOAuthTokens && !jwt)) {
      throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
    }
    found.used = true;
    const provider = found.kind === "oauth2" ? (jwt ? jwt.provider : "oauth2") : "token";
    return [201, sessionModel(newSession(found.userId, provider), req.headers["x-appwrite-key"] === apiKey)];
  });
  on("GET", "/account/sessions/:sessionId", (req, [sessionId]) => {
    const s = sessionOf(req);
    if (sessionId !== "current" && sessionId !== s.$id) throw new FakeError(404, "user_session_not_found", "The current user session could not be found.");
    return [200, sessionModel(s, false)];
  });
  on("DELETE", "/account/sessions/:sessionId", (req, [sessionId]) => {
    const s = sessionOf(req);
    if (sessionId !== "current" && sessionId !== s.$id) throw new FakeError(404, "user_session_not_found", "The current user session could not be found.");
    sessions.delete(s.secret);
    return [204, null];
  });
  on("POST", "/account/verifications/email", (req) => {
    const u = user(sessionOf(req).userId);
    requireSmtp();
    if (u.emailVerification) throw new FakeError(409, "user_email_already_verified", "User email is already verified");
    return [201, issueToken("verification", u, String(req.body.url))];
  });
  on("PUT", "/account/verifications/email", (req) => {
    const u = useToken("verification", req.body.userId, req.body.secret);
    u.emailVerification = true;
    return [200, tokenModel(u.$id, String(req.body.secret), Date.now())];
  });
  on("POST", "/account/recovery", (req) => {
    requireSmtp();
    const u = userByEmail(String(req.body.email ?? ""));
    if (!u) throw new FakeError(404, "user_not_found", "User with the requested ID could not be found.");
    return [201, issueToken("recovery", u, String(req.body.url))];
  });
  on("PUT", "/account/recovery", (req) => {
    const password = String(req.body.password ?? "");
    if (password.length < 8) throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    const u = useToken("recovery", req.body.userId, req.body.secret);
    u.password = password;
    return [200, tokenModel(u.$id, String(req.body.secret), Date.now())];
  });

  // Users (API key)
  on("GET", "/users", (req) => {
    requireKey(req);
    const queries = parseQueries(Object.entries(req.query).filter(([k]) => k.startsWith("queries[")).map(([, v]) => v));
    const found = [...users.values()].filter((u) =>
      queries.every((q) => {
        const values = q.values ?? [];
        if (q.method === "equal" && q.attribute === "email") return values.includes(u.email);
        if (q.method === "limit") return true;
        throw new FakeError(400, "general_query_invalid", `Invalid query: ${JSON.stringify(q)}`);
      }),
    );
    return [200, { total: found.length, users: found.map(userModel) }];
  });
  on("POST", "/users", (req) => {
    requireKey(req);
    const password = req.body.password === undefined || req.body.password === null ? null : String(req.body.password);
    return [201, userModel(newUser({ userId: String(req.body.userId), email: String(req.body.email), password, name: String(req.body.name ?? "") }))];
  });
  on("GET", "/users/:userId", (req, [userId]) => {
    requireKey(req);
    return [200, userModel(user(userId))];
  });
  on("PATCH", "/users/:userId/verification", (req, [userId]) => {
    requireKey(req);
    const u = user(userId);
    u.emailVerification = req.body.emailVerification === true;
    return [200, userModel(u)];
  });
  on("PATCH", "/users/:userId/password", (req, [userId]) => {
    requireKey(req);
    const u = user(userId);
    const password = String(req.body.password ?? "");
    if (password.length < 8) throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    u.password = password;
    return [200, userModel(u)];
  });
  on("POST", "/users/:userId/sessions", (req, [userId]) => {
    requireKey(req);
    return [201, sessionModel(newSession(user(userId).$id, "server"), true)];
  });
  // A generic token (TOKEN_TYPE_GENERIC): exchanged for a session named "token".
  on("POST", "/users/:userId/tokens", (req, [userId]) => {
    requireKey(req);
    const u = user(userId);
    const length = Number(req.body.length ?? 6);
    const token: FakeToken = { userId: u.$id, secret: secret(length), kind: "generic", expire: Date.now() + Number(req.body.expire ?? 900) * 1000, used: false };
    tokens.push(token);
    return [201, tokenModel(u.$id, token.secret, token.expire)];
  });
  on("DELETE", "/users/:userId/sessions/:sessionId", (req, [userId, sessionId]) => {
    requireKey(req);
    const s = [...sessions.values()].find((candidate) => candidate.$id === sessionId && candidate.userId === user(userId).$id);
    if (!s) throw new FakeError(404, "user_session_not_found", "The current user session could not be found.");
    sessions.delete(s.secret);
    return [204, null];
  });
  on("GET", "/users/:userId/sessions", (req, [userId]) => {
    requireKey(req);
    const own = [...sessions.values()].filter((candidate) => candidate.userId === user(userId).$id);
    return [200, { total: own.length, sessions: own.map((candidate) => sessionModel(candidate, false)) }];
  });
  on("DELETE", "/users/:userId", (req, [userId]) => {
    requireKey(req);
    user(userId);
    users.delete(userId);
    for (const [key, candidate] of sessions) if (candidate.userId === userId) sessions.delete(key);
    return [204, null];
  });
  on("DELETE", "/users/:userId/sessions", (req, [userId]) => {
    requireKey(req);
    user(userId);
    for (const [key, s] of sessions) if (s.userId === userId) sessions.delete(key);
    return [204, null];
  });

  // ------------------------------------------------------------ server

  /** The routes Duely calls that carry an abuse limit (their abuse-limit and abuse-key labels). */
  const ABUSE_LIMITS: { method: string; pattern: RegExp; limit: number; key: (req: RecordedRequest) => string; resetOn?: number }[] = [
    // url:{url},ip:{ip} — every user of one server shares its IP.
    { method: "DELETE", pattern: /^\/account\/sessions\/[^/]+$/, limit: 100, key: () => "DELETE /account/sessions/:sessionId ip:127.0.0.1" },
    // url:{url},userId:{userId}
    { method: "POST", pattern: /^\/account\/verifications\/email$/, limit: 10, key: (req) => `POST /account/verifications/email user:${sessions.get(req.headers["x-appwrite-session"] ?? "")?.userId ?? ""}` },
    // ip:{ip},userId:{param-userId}, reset by a 201
    { method: "POST", pattern: /^\/account\/sessions\/token$/, limit: 10, key: (req) => `POST /account/sessions/token ip:127.0.0.1 userId:${String(req.body.userId)}`, resetOn: 201 },
  ];

  /** Counts a request in its window (API-key requests are not checked) and answers the X-RateLimit headers, or 429. */
  function countHit(req: RecordedRequest, limited: (typeof ABUSE_LIMITS)[number]): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    const start = now - (now % ABUSE_WINDOW_S);
    const key = limited.key(req);
    const counter = abuse.get(key);
    const hits = counter && counter.start === start ? counter.hits : 0;
    const headers = { "x-ratelimit-limit": String(limited.limit), "x-ratelimit-remaining": String(Math.max(0, limited.limit - hits)), "x-ratelimit-reset": String(start + ABUSE_WINDOW_S) };
    if (req.headers["x-appwrite-key"] === apiKey) return headers;
    if (hits >= limited.limit) throw new FakeError(RATE_LIMITED.status, RATE_LIMITED.type, RATE_LIMITED.message, headers);
    abuse.set(key, { start, hits: hits + 1 });
    return headers;
  }

  function serve(req: RecordedRequest): Answer {
    if (req.headers["x-appwrite-project"] !== projectId) {
      throw new FakeError(404, "project_not_found", "Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.");
    }
    const failure = failures.find((f) => f.times > 0 && (!f.method || f.method === req.method) && (!f.path || f.path.test(req.path)));
    if (failure) {
      failure.times -= 1;
      throw new FakeError(failure.answer.status, failure.answer.type, failure.answer.message, failure.answer.headers);
    }
    const limited = ABUSE_LIMITS.find((l) => l.method === req.method && l.pattern.test(req.path));
    const rateHeaders = limited ? countHit(req, limited) : undefined;
    for (const [method, pattern, handler] of routes) {
      const match = method === req.method ? pattern.exec(req.path) : null;
      if (!match) continue;
      const answer = handler(req, match.slice(1).map(decodeURIComponent));
      if (limited?.resetOn === answer[0]) abuse.delete(limited.key(req));
      return rateHeaders ? [answer[0], answer[1], { ...answer[2], ...rateHeaders }] : answer;
    }
    throw new FakeError(404, "general_route_not_found", "The requested route was not found. Please refer to the API docs and try again.");
  }

  async function handle(incoming: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? "/", "http://fake");
    const text = Buffer.concat(chunks).toString("utf8");
    const headers = Object.fromEntries(Object.entries(incoming.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));
    const recorded: RecordedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname.replace(/^\/v1/, ""),
      query: Object.fromEntries(url.searchParams),
      headers,
      body: text ? (JSON.parse(text) as Json) : {},
    };
    requests.push(recorded);
    let status: number;
    let body: Json | null;
    let answerHeaders: Record<string, string> | undefined;
    try {
      [status, body, answerHeaders] = serve(recorded);
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      [status, body, answerHeaders] = [error.status, { message: error.message, code: error.status, type: error.type, version }, error.headers];
    }
    if (body === null) {
      res.writeHead(status, answerHeaders).end();
      return;
    }
    res.writeHead(status, { ...answerHeaders, "content-type": "application/json" }).end(JSON.stringify(body));
  }

  const server = createServer((incoming, res) => {
    handle(incoming, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ message: String(error), code: 500, type: "general_unknown" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const realtimeUser = (u: FakeUser) => ({ $id: u.$id, name: u.name, email: u.email });
  realtime = attachRealtime(server, {
    projectId,
    userOfJwt(jwt) {
      const [header, payload, signature] = jwt.split(".");
      if (!header || !payload || !signature) return "Wrong number of segments";
      const expected = createHmac("sha256", jwtKey).update(`${header}.${payload}`).digest();
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "Invalid signature";
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { userId?: string; sessionId?: string; exp?: number };
      if (!claims.exp || claims.exp * 1000 <= Date.now()) return "Expired token";
      const u = claims.userId ? users.get(claims.userId) : undefined;
      // A valid JWT of an ended session signs nobody in: the connection is a guest's.
      const s = claims.sessionId ? [...sessions.values()].find((x) => x.$id === claims.sessionId && x.userId === u?.$id) : undefined;
      if (!u || !s || Date.parse(s.expire) <= Date.now()) return null;
      return realtimeUser(u);
    },
    userOfSession(value) {
      const s = sessions.get(value);
      return s && Date.parse(s.expire) > Date.now() ? realtimeUser(user(s.userId)) : null;
    },
    teamRolesOf: (userId) => [...teams.values()].filter((t) => [...t.memberships.values()].includes(userId)).map((t) => `team:${t.$id}`),
  });

  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    projectId,
    apiKey,
    requests,
    listed,
    outbox,
    failNext(match, answer, times = 1) {
      failures.push({ ...match, answer, times });
    },
    insertRawRow(databaseId, tableId, rowId, values) {
      const now = appwriteTime();
      table(databaseId, tableId).rows.set(rowId, { $id: rowId, $sequence: ++sequence, $createdAt: now, $updatedAt: now, values });
      purge(databaseId, tableId, rowId);
    },
    rawRow(databaseId, tableId, rowId) {
      const t = table(databaseId, tableId);
      const r = t.rows.get(rowId);
      return r ? rowModel(databaseId, t, r) : null;
    },
    setSmtp(enabled) {
      smtp = enabled;
    },
    seedUser({ email, password, name, emailVerification }) {
      return newUser({ email, password: password ?? null, name, emailVerification }).$id;
    },
    completeGoogleSignIn,
    realtimeConnections: () => realtime?.connectionCount() ?? 0,
    realtimeSubscriptions: () => realtime?.subscriptionCount() ?? 0,
    dropRealtime: () => realtime?.dropAll(),
    close: () => {
      realtime?.close();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
