import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { accessTokenContract } from "./contract/access-tokens";
import { accountContract } from "./contract/accounts";
import { rateLimitContract } from "./contract/rate-limits";
import { reminderContract } from "./contract/reminders";
import { taskContract } from "./contract/tasks";
import { taskDetailsContract } from "./contract/task-details";
import { workspaceContract } from "./contract/workspaces";

/**
 * The behaviour every adapter of the port must show, run against a live store:
 * `storeContract("sqlite", () => db.store())`. The store may already hold data of other tests;
 * each case makes its own workspaces and users.
 */
export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`Store contract: ${name}`, () => {
    it("answers a ping", async () => {
      expect(await (await open()).ping()).toBe(true);
    });
    workspaceContract(open);
    taskContract(open);
    taskDetailsContract(open);
    reminderContract(open);
    rateLimitContract(open);
    accessTokenContract(open);
  });
}

/** The account part of the port, kept by the sqlite backend only (Appwrite has its own accounts). */
export function accountStoreContract(name: string, open: () => Promise<AccountStore>): void {
  describe(`AccountStore contract: ${name}`, () => {
    accountContract(open);
  });
}
