import { useTempDatabase } from "@/tests/support/db";
import { idempotencyAcrossProcesses } from "./support/idempotency-processes";

/** Idempotency keys hold across app instances: two processes on one libSQL file. */

const db = useTempDatabase();

describe("two processes on one libSQL file", () => {
  idempotencyAcrossProcesses(() => db.url);
});
