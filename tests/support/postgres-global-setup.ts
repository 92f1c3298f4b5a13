import { startPostgresServer, type PostgresServer } from "./postgres-server";

/**
 * The api project's global setup: one PostgreSQL server for the whole jest run, unless TEST_DATABASE_URL
 * already names one (then nothing is started). Its URL goes to the test files through TEST_DATABASE_URL
 * (workers inherit the environment); each file makes a database of its own on it (tests/support/postgres.ts).
 */

export const holder = globalThis as typeof globalThis & { __duelyPostgresServer?: PostgresServer };

export default async function postgresGlobalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startPostgresServer();
  holder.__duelyPostgresServer = server;
  process.env.TEST_DATABASE_URL = server.url;
}
