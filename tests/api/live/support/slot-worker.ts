/**
 * A racing server process for tests/api/live/support/feed-scenarios.ts: with DATABASE_URL from the
 * environment, claims argv[3] stream slots for the user argv[2] with the feed's limits, on the workspaces
 * argv[4..] in turn, all at once once started (tests/store/support/start-signal.ts), and prints the
 * workspace of each slot it got and how many claims each limit refused, as JSON. Run with
 * `node --conditions=react-server --import tsx`.
 */
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { LIVE_MAX_STREAMS_PER_USER, LIVE_MAX_STREAMS_PER_USER_WORKSPACE } from "@/lib/constants/live";
import { startSignal } from "@/tests/store/support/start-signal";

async function main(): Promise<void> {
  const [userId, count, ...workspaceIds] = process.argv.slice(2);
  const store = await getStore();
  await store.ping(); // opened, with a live connection, before the race starts
  await startSignal();
  const now = Date.now();
  const claims = await Promise.all(
    Array.from({ length: Number(count) }, async (_, i) => {
      const workspaceId = workspaceIds[i % workspaceIds.length];
      const claim = await store.eventLog!.claimStreamSlot({
        id: newId(),
        userId,
        workspaceId,
        memberEmail: null,
        maxPerWorkspace: LIVE_MAX_STREAMS_PER_USER_WORKSPACE,
        maxPerUser: LIVE_MAX_STREAMS_PER_USER,
        now,
        expiresAt: now + 60_000,
      });
      return claim.ok ? { granted: workspaceId } : { refused: claim.full };
    }),
  );
  await store.close();
  process.stdout.write(JSON.stringify(claims));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
