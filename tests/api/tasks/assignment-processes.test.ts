import { useTempDatabase } from "@/tests/support/db";
import { assignmentAcrossProcesses } from "./assignment-processes";

/** The assignment e-mail goes once across app instances: two processes on one libSQL file. */

const db = useTempDatabase();

describe("two processes on one libSQL file", () => {
  assignmentAcrossProcesses(() => db.url);
});
