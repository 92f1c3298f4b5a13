import { useTempDatabase } from "@/tests/support/db";
import { recurringScenarios } from "./recurring-scenarios";

/** Recurring tasks on the sqlite backend (a real libSQL file). */

useTempDatabase();

describe("recurring tasks on sqlite", () => {
  recurringScenarios();
});
