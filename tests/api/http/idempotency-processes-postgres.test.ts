import { usePostgresDatabase } from "@/tests/support/postgres";
import { idempotencyAcrossProcesses } from "./support/idempotency-processes";

/** Idempotency keys hold across app instances: two processes on one PostgreSQL database. */

const db = usePostgresDatabase();

describe("two processes on one PostgreSQL database", () => {
  idempotencyAcrossProcesses(() => db.url);
});
