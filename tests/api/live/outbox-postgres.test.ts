import { stopPollingForTests } from "@/server/live/poller";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "./support/streams";
import { outboxScenario } from "./support/outbox-scenario";

/**
 * The outbox on a real PostgreSQL database (./support/outbox-scenario.ts); the trigger that refuses the
 * event's row raises an exception, which rolls the whole transaction back. (Processes killed right after
 * their commit: tests/api/live/processes-postgres.test.ts.)
 */

const db = usePostgresDatabase();
useApiEnvironment({ smtp: false });
afterEach(closeStreams);
afterAll(stopPollingForTests);

outboxScenario(async (message) => {
  await db.store();
  await db.query(`CREATE FUNCTION outbox_test_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$`);
  await db.query("CREATE TRIGGER outbox_test_failure BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION outbox_test_failure()");
  return async () => {
    await db.query("DROP TRIGGER outbox_test_failure ON events");
    await db.query("DROP FUNCTION outbox_test_failure()");
  };
});
