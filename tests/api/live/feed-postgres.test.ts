import { stopPollingForTests } from "@/server/live/poller";
import { openPostgresStore } from "@/server/store/postgres";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "./support/streams";
import { feedScenarios } from "./support/feed-scenarios";

/**
 * The live feed (./support/feed-scenarios.ts) on a real PostgreSQL database; this process LISTENs, so
 * another instance's events arrive by NOTIFY, and a row written past the store (no NOTIFY) by this
 * process's own next read.
 */

const db = usePostgresDatabase();
useApiEnvironment({ smtp: false });
afterEach(closeStreams);
afterAll(stopPollingForTests);

feedScenarios({
  environment: () => ({ DATABASE_URL: db.url }),
  otherInstance: () => openPostgresStore({ url: db.url, poolMax: 2, listen: false }),
  async writeEventRow(workspaceId, body) {
    await db.query(
      `WITH next AS (INSERT INTO event_sequences (workspace_id, seq) VALUES ($1, 1) ON CONFLICT (workspace_id) DO UPDATE SET seq = event_sequences.seq + 1 RETURNING seq)
       INSERT INTO events (workspace_id, seq, body, created_at) SELECT $1, seq, $2, $3 FROM next`,
      [workspaceId, body, new Date().toISOString()],
    );
  },
  slotsOf: async (userId) => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM live_streams WHERE user_id = $1", [userId]))[0].n),
});
