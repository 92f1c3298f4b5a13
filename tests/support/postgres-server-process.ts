/**
 * Starts the tests' PostgreSQL server (tests/support/postgres-server.ts) in a process of its own and prints
 * `{ url, pid, root, startMs }` as one JSON line; stops it on SIGINT/SIGTERM or when stdin closes.
 *
 *   npx tsx tests/support/postgres-server-process.ts      # a server to point TEST_DATABASE_URL at, or to time
 *
 * tests/store/postgres-server.test.ts also runs it and kills it with SIGKILL, to see that the server goes too.
 */
import { startPostgresServer } from "./postgres-server";

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startPostgresServer();
  const startMs = Math.round(performance.now() - started);
  process.stdout.write(`${JSON.stringify({ url: server.url, pid: server.pid, root: server.root, startMs })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(String(error));
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  process.stdin.on("end", stop).resume();
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
