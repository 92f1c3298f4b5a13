import { arrayParam, FakeError, randomSecret, type FakeServer } from "../server";
import { parseQueries } from "../tables/queries";
import { PASSWORD_POLICY, sessionModel, tokenModel, userModel, type Accounts, type FakeToken } from "./store";

/**
 * Appwrite's Users API (API key) as the fake answers it: find users by e-mail, create, read and delete
 * them, set their name, verification or password, make sessions and generic tokens for them, and list or end
 * their sessions.
 */

export function userRoutes(server: FakeServer, accounts: Accounts): void {
  const { users, sessions } = accounts;

  server.onKey("GET", "/users", (req) => {
    const queries = parseQueries(arrayParam(req, "queries"));
    const found = [...users.values()].filter((u) =>
      queries.every((q) => {
        const values = q.values ?? [];
        if (q.method === "equal" && q.attribute === "email") return values.includes(u.email);
        if (q.method === "limit") return true;
        throw new FakeError(400, "general_query_invalid", `Invalid query: ${JSON.stringify(q)}`);
      }),
    );
    return [200, { total: found.length, users: found.map(userModel) }];
  });
  server.onKey("POST", "/users", (req) => {
    const password = req.body.password === undefined || req.body.password === null ? null : String(req.body.password);
    return [201, userModel(accounts.newUser({ userId: String(req.body.userId), email: String(req.body.email), password, name: String(req.body.name ?? "") }))];
  });
  server.onKey("GET", "/users/:userId", (_req, [userId]) => [200, userModel(accounts.user(userId))]);
  server.onKey("PATCH", "/users/:userId/verification", (req, [userId]) => {
    const u = accounts.user(userId);
    u.emailVerification = req.body.emailVerification === true;
    return [200, userModel(u)];
  });
  server.onKey("PATCH", "/users/:userId/name", (req, [userId]) => {
    const u = accounts.user(userId);
    u.name = String(req.body.name ?? "");
    return [200, userModel(u)];
  });
  server.onKey("PATCH", "/users/:userId/password", (req, [userId]) => {
    const u = accounts.user(userId);
    const password = String(req.body.password ?? "");
    if (password.length < 8) throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    u.password = password;
    return [200, userModel(u)];
  });
  server.onKey("POST", "/users/:userId/sessions", (_req, [userId]) => [201, sessionModel(accounts.newSession(accounts.user(userId).$id, "server"), true)]);
  // A generic token (TOKEN_TYPE_GENERIC): exchanged for a session named "token".
  server.onKey("POST", "/users/:userId/tokens", (req, [userId]) => {
    const u = accounts.user(userId);
    const length = Number(req.body.length ?? 6);
    const token: FakeToken = { userId: u.$id, secret: randomSecret(length), kind: "generic", expire: Date.now() + Number(req.body.expire ?? 900) * 1000, used: false };
    accounts.tokens.push(token);
    return [201, tokenModel(u.$id, token.secret, token.expire)];
  });
  server.onKey("DELETE", "/users/:userId/sessions/:sessionId", (_req, [userId, sessionId]) => {
    const s = [...sessions.values()].find((candidate) => candidate.$id === sessionId && candidate.userId === accounts.user(userId).$id);
    if (!s) throw new FakeError(404, "user_session_not_found", "The current user session could not be found.");
    sessions.delete(s.secret);
    return [204, null];
  });
  server.onKey("GET", "/users/:userId/sessions", (_req, [userId]) => {
    const own = [...sessions.values()].filter((candidate) => candidate.userId === accounts.user(userId).$id);
    return [200, { total: own.length, sessions: own.map((candidate) => sessionModel(candidate, false)) }];
  });
  server.onKey("DELETE", "/users/:userId", (_req, [userId]) => {
    accounts.user(userId);
    users.delete(userId);
    for (const [key, candidate] of sessions) if (candidate.userId === userId) sessions.delete(key);
    return [204, null];
  });
  server.onKey("DELETE", "/users/:userId/sessions", (_req, [userId]) => {
    accounts.user(userId);
    for (const [key, s] of sessions) if (s.userId === userId) sessions.delete(key);
    return [204, null];
  });
}
