/**
 * A second process for tests/store/sqlite.test.ts: opens the store on DATABASE file argv[2] and claims due
 * reminders as argv[3] (batches of argv[4]) until none are left, then prints the claimed ids as JSON.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { openSqliteStore } from "@/server/store/sqlite";

async function main(): Promise<void> {
  const [url, claimToken, batch, now, leaseUntil] = process.argv.slice(2);
  const store = await openSqliteStore({ url });
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
