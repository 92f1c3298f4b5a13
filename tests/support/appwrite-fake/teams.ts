import type { Accounts } from "./accounts/store";
import type { RealtimeFake } from "./realtime";
import { appwriteTime, FakeError, randomSecret, type FakeServer } from "./server";

/**
 * Teams, read from appwrite/appwrite src/Appwrite/Platform/Modules/Teams/Http: made with the API key, a
 * membership of an existing user is confirmed at once (no invitation e-mail); a second one is 409. A
 * team's members hold the role `team:{id}`, which Realtime checks against a row's read permissions; a
 * membership created or deleted (or the team deleted) re-reads the user's roles on their open sockets.
 */

interface FakeTeam {
  $id: string;
  name: string;
  /** membershipId -> userId */
  memberships: Map<string, string>;
  $createdAt: string;
}

export type Teams = Map<string, FakeTeam>;

/** `team:{id}` roles of the user's current memberships. */
export const teamRolesOf = (teams: Teams, userId: string) =>
  [...teams.values()].filter((t) => [...t.memberships.values()].includes(userId)).map((t) => `team:${t.$id}`);

const teamModel = (team: FakeTeam) => ({ $id: team.$id, name: team.name, total: team.memberships.size, $createdAt: team.$createdAt, $updatedAt: team.$createdAt, prefs: {} });

export function teamRoutes(server: FakeServer, teams: Teams, accounts: Accounts, realtime: RealtimeFake): void {
  const membershipModel = (team: FakeTeam, membershipId: string, userId: string) => {
    const u = accounts.user(userId);
    return { $id: membershipId, $createdAt: team.$createdAt, $updatedAt: team.$createdAt, userId, userName: u.name, userEmail: u.email, teamId: team.$id, teamName: team.name, invited: team.$createdAt, joined: team.$createdAt, confirm: true, mfa: false, roles: [] };
  };
  const team = (teamId: string) => {
    const found = teams.get(teamId);
    if (!found) throw new FakeError(404, "team_not_found", "Team with the requested ID could not be found.");
    return found;
  };

  server.onKey("POST", "/teams", (req) => {
    const teamId = String(req.body.teamId);
    if (teams.has(teamId)) throw new FakeError(409, "team_already_exists", "Team with requested ID already exists. Please choose a different ID and try again.");
    const created: FakeTeam = { $id: teamId, name: String(req.body.name ?? ""), memberships: new Map(), $createdAt: appwriteTime() };
    teams.set(teamId, created);
    return [201, teamModel(created)];
  });
  server.onKey("GET", "/teams/:teamId", (_req, [teamId]) => [200, teamModel(team(teamId))]);
  server.onKey("DELETE", "/teams/:teamId", (_req, [teamId]) => {
    const removed = team(teamId);
    teams.delete(teamId);
    for (const userId of removed.memberships.values()) realtime.permissionsChanged(userId);
    return [204, null];
  });
  server.onKey("POST", "/teams/:teamId/memberships", (req, [teamId]) => {
    const t = team(teamId);
    const userId = String(req.body.userId ?? "");
    accounts.user(userId);
    if ([...t.memberships.values()].includes(userId)) throw new FakeError(409, "membership_already_confirmed", "Membership is already confirmed.");
    const membershipId = randomSecret(20);
    t.memberships.set(membershipId, userId);
    realtime.permissionsChanged(userId);
    return [201, membershipModel(t, membershipId, userId)];
  });
  server.onKey("GET", "/teams/:teamId/memberships", (_req, [teamId]) => {
    const t = team(teamId);
    const memberships = [...t.memberships].map(([membershipId, userId]) => membershipModel(t, membershipId, userId));
    return [200, { total: memberships.length, memberships }];
  });
  server.onKey("DELETE", "/teams/:teamId/memberships/:membershipId", (_req, [teamId, membershipId]) => {
    const t = team(teamId);
    const userId = t.memberships.get(membershipId);
    if (!userId) throw new FakeError(404, "membership_not_found", "Membership with the requested ID could not be found.");
    t.memberships.delete(membershipId);
    realtime.permissionsChanged(userId);
    return [204, null];
  });
}
