import { createClient } from "@libsql/client";
import { stopPollingForTests } from "@/server/live/poller";
import { openSqliteStore } from "@/server/store/sqlite";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "./support/streams";
import { feedScenarios } from "./support/feed-scenarios";

/** The live feed (./support/feed-scenarios.ts) on a real libSQL file. */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });
afterEach(closeStreams);
afterAll(stopPollingForTests);

/** Runs `use` with a connection of its own on this file's database (another process's, as far as the store knows). */
async function onFile<T>(use: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url: db.url });
  try {
    return await use(client);
  } finally {
    client.close();
  }
}

feedScenarios({
  environment: () => ({ DATABASE_URL: db.url, DUELY_BACKEND: "sqlite" }),
  otherInstance: () => openSqliteStore({ url: db.url }),
  writeEventRow: (workspaceId, body) =>
    onFile(async (client) => {
      await client.batch([
        { sql: "INSERT INTO event_sequences (workspace_id, seq) VALUES (?, 1) ON CONFLICT(workspace_id) DO UPDATE SET seq = seq + 1", args: [workspaceId] },
        { sql: "INSERT INTO events (workspace_id, seq, body, created_at) SELECT ?, seq, ?, ? FROM event_sequences WHERE workspace_id = ?", args: [workspaceId, body, new Date().toISOString(), workspaceId] },
      ]);
    }),
  slotsOf: (userId) => onFile(async (client) => Number((await client.execute({ sql: "SELECT count(*) AS n FROM live_streams WHERE user_id = ?", args: [userId] })).rows[0].n)),
});
