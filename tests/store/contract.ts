import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { accessTokenContract } from "./contract/access-tokens";
import { accountContract } from "./contract/accounts";
import { assigneeContract } from "./contract/assignees";
import { assignmentNoticeContract } from "./contract/assignment-notices";
import { eventContract } from "./contract/events";
import { idempotencyContract } from "./contract/idempotency";
import { importContract } from "./contract/import";
import { planContract } from "./contract/plans";
import { pushContract } from "./contract/push";
import { rateLimitContract } from "./contract/rate-limits";
import { reminderContract } from "./contract/reminders";
import { subtaskContract } from "./contract/subtasks";
import { taskBatchContract } from "./contract/task-batch";
import { taskContract } from "./contract/tasks";
import { taskDetailsContract } from "./contract/task-details";
import { workspaceContract } from "./contract/workspaces";

/** The parts of the contract, each a describe block of its own. */
export type ContractPart = "workspaces" | "tasks" | "taskBatch" | "plans" | "taskDetails" | "subtasks" | "import" | "reminders" | "rateLimits" | "idempotency" | "accessTokens" | "events" | "push" | "assignees" | "assignmentNotices";

const EVERY_PART: readonly ContractPart[] = ["workspaces", "tasks", "taskBatch", "plans", "taskDetails", "subtasks", "import", "reminders", "rateLimits", "idempotency", "accessTokens", "events", "push", "assignees", "assignmentNotices"];

/**
 * The behaviour every adapter of the port must show, run against a live store:
 * `storeContract("sqlite", () => db.store())`. The store may already hold data of other tests;
 * each case makes its own workspaces and users. `parts` runs only those parts (an adapter that does
 * not serve the others yet); a case of a chosen part that needs tasks is skipped without "tasks".
 */
export function storeContract(name: string, open: () => Promise<Store>, parts: readonly ContractPart[] = EVERY_PART): void {
  describe(`Store contract: ${name}`, () => {
    it("answers a ping", async () => {
      expect(await (await open()).ping()).toBe(true);
    });
    if (parts.includes("workspaces")) workspaceContract(open, { tasks: parts.includes("tasks") });
    if (parts.includes("tasks")) taskContract(open);
    if (parts.includes("taskBatch")) taskBatchContract(open);
    if (parts.includes("plans")) planContract(open);
    if (parts.includes("taskDetails")) taskDetailsContract(open);
    if (parts.includes("subtasks")) subtaskContract(open);
    if (parts.includes("import")) importContract(open);
    if (parts.includes("reminders")) reminderContract(open);
    if (parts.includes("rateLimits")) rateLimitContract(open);
    if (parts.includes("idempotency")) idempotencyContract(open);
    if (parts.includes("accessTokens")) accessTokenContract(open);
    if (parts.includes("events")) eventContract(open);
    if (parts.includes("push")) pushContract(open);
    if (parts.includes("assignees")) assigneeContract(open);
    if (parts.includes("assignmentNotices")) assignmentNoticeContract(open);
  });
}

/** The account part of the port, kept by the sqlite and postgres backends (Appwrite has its own accounts). */
export function accountStoreContract(name: string, open: () => Promise<AccountStore>): void {
  describe(`AccountStore contract: ${name}`, () => {
    accountContract(open);
  });
}
