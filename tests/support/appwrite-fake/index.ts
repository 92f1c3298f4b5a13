import { accountRoutes, realtimeUsers } from "./accounts/account";
import { completeGoogleSignIn, googleRoutes, type GooglePerson } from "./accounts/google";
import { FakeJwts } from "./accounts/jwt";
import { Accounts, type OutboxMessage } from "./accounts/store";
import { userRoutes } from "./accounts/users";
import { abuseLimits } from "./rate-limits";
import { attachRealtime } from "./realtime";
import { createFakeServer, randomSecret, type FakeAnswer, type Json, type RecordedRequest } from "./server";
import type { ListedQuery } from "./tables/model";
import { rowRoutes } from "./tables/rows";
import { schemaRoutes } from "./tables/schema";
import { TablesDb } from "./tables/store";
import { transactionRoutes } from "./tables/transactions";
import { teamRolesOf, teamRoutes, type Teams } from "./teams";

/**
 * A PROTOCOL FAKE of Appwrite — not Appwrite. An HTTP server on loopback that answers the REST calls
 * node-appwrite makes for Duely's adapters with the response shapes and error bodies Appwrite documents
 * ({ message, code, type }), and records every request so tests can check what the adapters send. It
 * does not model queues or latency, and never talks to Google.
 *
 * VERSIONED: it answers as Appwrite `version` (FakeOptions, default 1.9.5) and says so on GET
 * /health/version and in every error body. Each behaviour of the real server it models stands beside a
 * note naming the server source it was read from (appwrite/appwrite at the release tags,
 * utopia-php/database, utopia-php/auth). One file per resource:
 * - server.ts: the HTTP plumbing — recording, X-Appwrite-Project, API-key checks (401), injected
 *   failures (failNext) such as 429, routing, error bodies; rate-limits.ts: Appwrite's abuse limits.
 * - tables/: TablesDB — model.ts (what it holds, schema JSON), schema.ts (databases, tables, columns,
 *   indexes), values.ts (row structure checked against the columns), queries.ts (filters with SQL's
 *   NULL semantics, order, cursor, limit, select, total), store.ts (row writes, permissions kept, the
 *   stale row cache, MongoDB's omitted nulls), rows.ts (row routes, bulk replies capped at 100),
 *   transactions.ts (all-or-nothing commits, increments with `max`, document_not_found).
 * - accounts/: store.ts (users, sessions, tokens, secret lengths), account.ts (the Account API: sessions,
 *   token exchange, verification and recovery with SMTP off, session JWTs), users.ts (the Users API),
 *   google.ts (the OAuth2 token flow and callback, JWT secrets from 1.9.0), jwt.ts (signing).
 * - teams.ts: teams and memberships (API key, confirmed at once).
 * - realtime.ts: the websocket at /v1/realtime, which delivers row events to the connections whose roles
 *   may read the row. REST reads with the API key ignore permissions, as Appwrite's do. web-sdk.ts
 *   lets the `appwrite` web SDK run in jest's node environment, to drive that socket as the board does.
 * What is not modelled is said beside the nearest behaviour (tables/transactions.ts, realtime.ts).
 */

export { RATE_LIMITED } from "./rate-limits";
export type { FakeAnswer, GooglePerson, ListedQuery, OutboxMessage, RecordedRequest };

export const DEFAULT_FAKE_VERSION = "1.9.5";

export interface FakeOptions {
  /** The Appwrite version answered and modelled (see the notes beside each behaviour): default 1.9.5. */
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

export async function startAppwriteProtocolFake(options: FakeOptions = {}): Promise<AppwriteProtocolFake> {
  const projectId = options.projectId ?? "duely-fake-project";
  const apiKey = options.apiKey ?? `standard_${randomSecret()}`;
  const server = createFakeServer({ projectId, apiKey, version: options.version ?? DEFAULT_FAKE_VERSION });
  const accounts = new Accounts();
  const jwts = new FakeJwts();
  const teams: Teams = new Map();
  let smtp = options.smtp ?? true;
  server.use(abuseLimits(server.hasKey, (secret) => accounts.sessions.get(secret)?.userId));
  const realtime = attachRealtime(server.http, { projectId, ...realtimeUsers(accounts, jwts), teamRolesOf: (userId) => teamRolesOf(teams, userId) });
  const db = new TablesDb({ staleRowCache: options.staleRowCache ?? false, omitNullColumns: options.omitNullColumns ?? false }, realtime);

  transactionRoutes(server, db);
  schemaRoutes(server, db);
  rowRoutes(server, db);
  accountRoutes(server, accounts, jwts, { jwtLifetimeMs: options.jwtLifetimeMs ?? 15 * 60_000, smtp: () => smtp });
  teamRoutes(server, teams, accounts, realtime);
  googleRoutes(server, { projectId, googleClientId: options.googleClientId ?? "fake-client.apps.googleusercontent.com", platforms: options.platforms ?? ["localhost"] });
  userRoutes(server, accounts);
  await server.listen();

  return {
    endpoint: `${server.origin}/v1`,
    projectId,
    apiKey,
    requests: server.requests,
    listed: db.listed,
    outbox: accounts.outbox,
    failNext(match, answer, times = 1) {
      server.failNext(match, answer, times);
    },
    insertRawRow: (databaseId, tableId, rowId, values) => db.insertRaw(databaseId, tableId, rowId, values),
    rawRow(databaseId, tableId, rowId) {
      const t = db.table(databaseId, tableId);
      const r = t.rows.get(rowId);
      return r ? db.rowModel(databaseId, t, r) : null;
    },
    setSmtp(enabled) {
      smtp = enabled;
    },
    seedUser({ email, password, name, emailVerification }) {
      return accounts.newUser({ email, password: password ?? null, name, emailVerification }).$id;
    },
    completeGoogleSignIn: (consentUrl, person) => completeGoogleSignIn(accounts, jwts, server.version, consentUrl, person),
    realtimeConnections: () => realtime.connectionCount(),
    realtimeSubscriptions: () => realtime.subscriptionCount(),
    dropRealtime: () => realtime.dropAll(),
    close: () => {
      realtime.close();
      return server.close();
    },
  };
}
