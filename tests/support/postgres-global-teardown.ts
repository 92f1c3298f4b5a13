import { holder } from "./postgres-global-setup";

/** Stops the server the global setup started (none when TEST_DATABASE_URL was given). */
export default async function postgresGlobalTeardown(): Promise<void> {
  const server = holder.__duelyPostgresServer;
  if (!server) return;
  holder.__duelyPostgresServer = undefined;
  delete process.env.TEST_DATABASE_URL;
  await server.stop();
}
