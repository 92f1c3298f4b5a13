/**
 * A second process for the claim races of tests/store/sqlite.test.ts and tests/store/postgres-races.test.ts:
 * opens the store on database URL argv[2] (a libSQL file, or PostgreSQL) and claims due reminders as
 * argv[3] (batches of argv[4]) until none are left, then prints the claimed ids as JSON.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { parseConfig } from "@/server/config";
import { openPostgresStore } from "@/server/store/postgres";
import { openSqliteStore } from "@/server/store/sqlite";
import { startSignal } from "./start-signal";

async function main(): Promise<void> {
  const [url, claimToken, batch, now, leaseUntil] = process.argv.slice(2);
  const postgres = parseConfig({ DATABASE_URL: url }).backend === "postgres";
  const store = postgres ? await openPostgresStore({ url, poolMax: 2 }) : await openSqliteStore({ url });
  await store.ping(); // a live connection before the race starts
  await startSignal();
  const claimed: string[] = [];
  for (;;) {
    const got = await store.claimDueReminders({ now, limit: Number(batch), claimToken, leaseUntil });
    if (got.length === 0) break;
    claimed.push(...got.map((r) => r.id));
  }
  await store.close();
  process.stdout.write(JSON.stringify(claimed));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
