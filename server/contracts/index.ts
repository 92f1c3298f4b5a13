import { accessRoutes } from "./access";
import { accountRoutes } from "./account";
import { brainDumpRoutes } from "./brain-dump";
import { otherRoutes } from "./other";
import { planRoutes } from "./plan";
import { pushRoutes } from "./push";
import { reminderRoutes } from "./reminders";
import { subtaskRoutes } from "./subtasks";
import { taskRoutes } from "./tasks";
import { transferRoutes } from "./transfer";
import type { RouteContract } from "./types";
import { workspaceRoutes } from "./workspaces";

/**
 * Every route of the JSON API, in the order /docs/api shows them. A route file exports
 * `handle(<its contract>, …)` for each method; tests/api/openapi checks that each contract here is
 * exported by exactly one route file, at the path and method the contract names.
 */
export const API_CONTRACTS: readonly RouteContract[] = [
  ...Object.values(accountRoutes),
  ...Object.values(accessRoutes),
  ...Object.values(workspaceRoutes),
  ...Object.values(taskRoutes),
  ...Object.values(subtaskRoutes),
  ...Object.values(brainDumpRoutes),
  ...Object.values(planRoutes),
  ...Object.values(reminderRoutes),
  ...Object.values(pushRoutes),
  ...Object.values(transferRoutes),
  ...Object.values(otherRoutes),
];
