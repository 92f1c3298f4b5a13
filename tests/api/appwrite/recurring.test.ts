import { recurringScenarios } from "@/tests/api/tasks/recurring-scenarios";
import { useAppwriteBackend } from "./support";

/** Recurring tasks on DUELY_BACKEND=appwrite, node-appwrite talking to the Appwrite protocol fake (not Appwrite). */

jest.setTimeout(30_000);

useAppwriteBackend();

describe("recurring tasks on the Appwrite protocol fake", () => {
  recurringScenarios();
});
