import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Databases of their own on the tests' PostgreSQL server, for jest (tests/support/postgres.ts) and for
 * Playwright, which starts the app's servers on one (tests/e2e/support/instances.ts). Nothing here imports
 * the app's server code.
 */

/** The tests' server (a superuser, or a role that may create databases). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the test through jest's api project, which starts PostgreSQL");
  return url;
}

export interface TestDatabase {
  readonly name: string;
  /** postgres://…/<name> on the tests' server. */
  readonly url: string;
  /** Drops the database, ending any connection still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database on the server at `serverUrl` (the tests' server by default). */
export async function createTestDatabase(serverUrl = testServerUrl()): Promise<TestDatabase> {
  const name = `duely_test_${randomBytes(8).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function onServer(serverUrl: string, statement: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await statement(client);
  } finally {
    await client.end();
  }
}
