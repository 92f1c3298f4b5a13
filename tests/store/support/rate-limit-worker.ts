/**
 * A second (and third) process for tests/store/rate-limits-processes.test.ts and tests/store/postgres-races.test.ts: with DATABASE_URL from the
 * environment, hits the limiter argv[3] times on key argv[2] (limit argv[4] per minute), then prints how
 * many hits were let through and how many refused, as JSON.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { AppError } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { getStore } from "@/server/store";
import { startSignal } from "./start-signal";

async function main(): Promise<void> {
  const [key, hits, limit] = process.argv.slice(2);
  await (await getStore()).ping(); // opened, with a live connection, before the race starts
  await startSignal();
  let allowed = 0;
  let refused = 0;
  for (let i = 0; i < Number(hits); i++) {
    try {
      await hit(key, { limit: Number(limit), windowMs: 60_000 });
      allowed += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      refused += 1;
    }
  }
  await (await getStore()).close();
  process.stdout.write(JSON.stringify({ allowed, refused }));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
