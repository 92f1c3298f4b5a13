import { stopPollingForTests } from "@/server/live/poller";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "./support/streams";
import { processScenarios } from "./support/process-scenarios";

/** Two server processes on one libSQL file (./support/process-scenarios.ts): the other's changes arrive by polling. */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });
afterEach(closeStreams);
afterAll(stopPollingForTests);

processScenarios(() => ({ DATABASE_URL: db.url, DUELY_BACKEND: "sqlite" }));
