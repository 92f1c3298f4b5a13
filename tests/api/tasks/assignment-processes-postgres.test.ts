import { usePostgresDatabase } from "@/tests/support/postgres";
import { assignmentAcrossProcesses } from "./assignment-processes";

/** The assignment e-mail goes once across app instances: two processes on one PostgreSQL database. */

const db = usePostgresDatabase();

describe("two processes on one PostgreSQL database", () => {
  assignmentAcrossProcesses(() => db.url);
});
