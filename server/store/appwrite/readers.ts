import "server-only";
import { Permission, Query, Role, Teams, Users } from "node-appwrite";
import { adminClient } from "@/server/appwrite/client";
import { isAppwriteError, toProductError } from "@/server/appwrite/errors";
import { normalizeMemberEmail } from "@/server/store/rows";
import type { RealtimeStore, WorkspaceRecord } from "@/server/store/types";
import type { AppwriteStoreOptions } from "./tables";

/**
 * Who may read a workspace's rows through Appwrite Realtime (docs/product.md#live-boards). Our server
 * is the only writer, with the API key; the browser only listens, with a short-lived JWT of its user,
 * and Appwrite sends a row's change to the connections whose roles may read the row.
 *
 * One Appwrite team per workspace (team id = workspace id), holding the owner and every member who has
 * an account, rather than a read role per user on every row: a member change is then one membership
 * call, not a rewrite of every task row of the workspace, and Appwrite re-reads the roles of a user's
 * open sockets when their membership changes, so a removed member stops receiving at once.
 * - workspaces and tasks rows: read("team:{workspaceId}");
 * - reminders rows: read("user:{owner}") (only their owner sees them).
 * The tables have row security and no table-wide permission; the server's key ignores both.
 * The team follows the row: the member list is written first (its Realtime event still reaches the
 * member being removed, whose browser then leaves the board), then the team is brought in line. A
 * member invited before they had an account joins the team when their browser first asks to subscribe.
 */

export const workspaceRowPermissions = (workspaceId: string) => [Permission.read(Role.team(workspaceId))];
export const taskRowPermissions = (workspaceId: string) => [Permission.read(Role.team(workspaceId))];
export const reminderRowPermissions = (ownerId: string) => [Permission.read(Role.user(ownerId))];

/** The tables whose rows the browser listens to. */
export const REALTIME_TABLES = ["workspaces", "tasks", "reminders"] as const;

export function realtimeReaders(options: AppwriteStoreOptions): RealtimeStore {
  const client = adminClient(options);
  const teams = new Teams(client);
  const users = new Users(client);

  async function call<T>(context: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toProductError(error, context);
    }
  }

  /** The account ids of these e-mails (those without an account are left out). */
  async function accountIds(emails: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const email of emails) {
      const { users: found } = await call("find member", () => users.list({ queries: [Query.equal("email", [email]), Query.limit(1)], total: false }));
      if (found[0]) ids.push(found[0].$id);
    }
    return ids;
  }

  /** Reads before it writes, so that a sync with nothing to change writes nothing. */
  async function ensureTeam(workspace: WorkspaceRecord): Promise<void> {
    try {
      await teams.get({ teamId: workspace.id });
      return;
    } catch (error) {
      if (!isAppwriteError(error, 404)) throw toProductError(error, "read workspace team");
    }
    try {
      await teams.create({ teamId: workspace.id, name: workspace.id });
    } catch (error) {
      if (!isAppwriteError(error, 409)) throw toProductError(error, "create workspace team");
    }
  }

  return {
    subscription: {
      endpoint: options.endpoint,
      projectId: options.projectId,
      channels: REALTIME_TABLES.map((table) => `databases.${options.databaseId}.tables.${table}.rows`),
    },

    async syncReaders(workspace) {
      await ensureTeam(workspace);
      const wanted = new Set([workspace.userId, ...(await accountIds(workspace.members.map(normalizeMemberEmail)))]);
      const { memberships } = await call("list workspace team", () => teams.listMemberships({ teamId: workspace.id, queries: [Query.limit(5000)] }));
      const present = new Set(memberships.map((m) => m.userId));
      for (const membership of memberships) {
        if (wanted.has(membership.userId)) continue;
        try {
          await teams.deleteMembership({ teamId: workspace.id, membershipId: membership.$id });
        } catch (error) {
          if (!isAppwriteError(error, 404)) throw toProductError(error, "remove workspace reader");
        }
      }
      for (const userId of wanted) {
        if (present.has(userId)) continue;
        try {
          await teams.createMembership({ teamId: workspace.id, roles: [], userId });
        } catch (error) {
          // 409: a concurrent sync added them; 404: the owner's account is gone (an old row).
          if (!isAppwriteError(error, 409) && !isAppwriteError(error, 404)) throw toProductError(error, "add workspace reader");
        }
      }
    },

    async dropReaders(workspaceId) {
      try {
        await teams.delete({ teamId: workspaceId });
      } catch (error) {
        if (!isAppwriteError(error, 404)) throw toProductError(error, "delete workspace team");
      }
    },
  };
}
