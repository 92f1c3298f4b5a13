import { createClient, type Client } from "@libsql/client";
import { stopPollingForTests } from "@/server/live/poller";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "./support/streams";
import { outboxScenario } from "./support/outbox-scenario";

/**
 * The outbox on a real libSQL file (./support/outbox-scenario.ts); the trigger that refuses the event's row
 * is SQLite's RAISE(ABORT). (A process killed right after its commit: tests/api/live/processes.test.ts.)
 */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });
afterEach(closeStreams);
afterAll(stopPollingForTests);

let raw: Client;
beforeAll(async () => {
  await db.store();
  raw = createClient({ url: db.url });
});
afterAll(() => raw.close());

outboxScenario(async (message) => {
  await raw.execute(`CREATE TRIGGER outbox_test_failure BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, '${message}'); END`);
  return async () => void (await raw.execute("DROP TRIGGER outbox_test_failure"));
});
