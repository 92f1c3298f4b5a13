import type { RealtimeHooks, RealtimeUser } from "../realtime";
import { FakeError, type FakeServer, type RecordedRequest } from "../server";
import { oauth2TokensAreJwts, readOAuth2Jwt } from "./google";
import type { FakeJwts } from "./jwt";
import { PASSWORD_POLICY, sessionModel, tokenModel, userModel, type Accounts, type FakeUser } from "./store";

/**
 * Appwrite's Account API as the fake answers it: sign-up, email/password sessions (made with the API
 * key, as node-appwrite's SSR pattern does, so the answer carries the secret), the current user and
 * session, the exchange of a one-time token for a session, e-mail verification and password recovery
 * (their e-mails go to the fake's outbox), and session JWTs, which also say who a Realtime connection is.
 */

export interface AccountConfig {
  /** How long a JWT from POST /account/jwts lives when no `duration` is asked. */
  jwtLifetimeMs: number;
  /** Appwrite's SMTP is configured (the fake's setSmtp changes it between two requests). */
  smtp: () => boolean;
}

export function accountRoutes(server: FakeServer, accounts: Accounts, jwts: FakeJwts, config: AccountConfig): void {
  /**
   * Read from appwrite/appwrite app/controllers/api/account.php (createEmailVerification and
   * createRecovery): without SMTP both answer 503 general_smtp_disabled before anything else.
   */
  const requireSmtp = () => {
    if (!config.smtp()) throw new FakeError(503, "general_smtp_disabled", "SMTP Disabled");
  };
  const currentSession = (req: RecordedRequest, sessionId: string) => {
    const s = accounts.sessionOf(req);
    if (sessionId !== "current" && sessionId !== s.$id) throw new FakeError(404, "user_session_not_found", "The current user session could not be found.");
    return s;
  };

  server.on("POST", "/account", (req) => [
    201,
    userModel(accounts.newUser({ userId: String(req.body.userId), email: String(req.body.email), password: String(req.body.password ?? ""), name: String(req.body.name ?? "") })),
  ]);
  server.on("POST", "/account/sessions/email", (req) => {
    const u = accounts.userByEmail(String(req.body.email ?? ""));
    if (!u || u.password === null || u.password !== req.body.password) {
      throw new FakeError(401, "user_invalid_credentials", "Invalid credentials. Please check the email and password.");
    }
    return [201, sessionModel(accounts.newSession(u.$id, "email"), server.hasKey(req))];
  });
  server.on("GET", "/account", (req) => [200, userModel(accounts.user(accounts.sessionOf(req).userId))]);
  // A JWT of the session (app/controllers/api/account.php, POST /v1/account/jwts): HS256 over
  // { userId, sessionId }, `duration` seconds (default 900, at most 3600); the Realtime socket takes it.
  server.on("POST", "/account/jwts", (req) => {
    const s = accounts.sessionOf(req);
    const duration = req.body.duration === undefined ? config.jwtLifetimeMs / 1000 : Number(req.body.duration);
    if (!Number.isFinite(duration) || duration < 0 || duration > 3600) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `duration` param: Value must be a valid range between 0 and 3,600");
    }
    return [201, { jwt: jwts.sign({ userId: s.userId, sessionId: s.$id, exp: Math.floor(Date.now() / 1000 + duration) }) }];
  });
  // A one-time token for a session, read from app/controllers/api/account.php ($createSession): any
  // unexpired token of the user whose kind has a session factor. A verification or recovery secret is
  // refused (401 user_invalid_token); an OAuth2 token needs its JWT from 1.9.0 and its session is named
  // after the provider ("google"; 1.8: "oauth2"); a generic token made with the API key (POST
  // /users/{id}/tokens) gives a session named "token".
  server.on("POST", "/account/sessions/token", (req) => {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(String(req.body.userId ?? ""))) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `userId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char");
    }
    const jwt = readOAuth2Jwt(jwts, String(req.body.secret ?? ""));
    const tokenSecret = jwt ? jwt.secret : req.body.secret;
    const found = accounts.tokens.find((t) => t.userId === req.body.userId && t.secret === tokenSecret && !t.used && t.expire > Date.now());
    if (!found || found.kind === "verification" || found.kind === "recovery" || (found.kind === "oauth2" && oauth2TokensAreJwts(server.version) && !jwt)) {
      throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
    }
    found.used = true;
    const provider = found.kind === "oauth2" ? (jwt ? jwt.provider : "oauth2") : "token";
    return [201, sessionModel(accounts.newSession(found.userId, provider), server.hasKey(req))];
  });
  server.on("GET", "/account/sessions/:sessionId", (req, [sessionId]) => [200, sessionModel(currentSession(req, sessionId), false)]);
  server.on("DELETE", "/account/sessions/:sessionId", (req, [sessionId]) => {
    accounts.sessions.delete(currentSession(req, sessionId).secret);
    return [204, null];
  });
  /**
   * Read from app/controllers/api/account.php (PATCH /v1/account/password): `password` must meet the
   * policy (8 to 256 characters) and `oldPassword`, optional, is checked by the same length validator (400)
   * and then, when the account has a password (passwordUpdate set), against it (401
   * user_invalid_credentials); an account without one (Google) takes any. The project option that ends
   * the other sessions here is not modelled: the adapter ends them itself.
   */
  server.on("PATCH", "/account/password", (req) => {
    const u = accounts.user(accounts.sessionOf(req).userId);
    const password = String(req.body.password ?? "");
    const oldPassword = req.body.oldPassword === undefined ? "" : String(req.body.oldPassword);
    if (password.length < 8 || password.length > 256) throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    if (oldPassword !== "" && (oldPassword.length < 8 || oldPassword.length > 256)) {
      throw new FakeError(400, "general_argument_invalid", "Invalid `oldPassword` param: Password must be between 8 and 256 characters long.");
    }
    if (u.password !== null && u.password !== oldPassword) {
      throw new FakeError(401, "user_invalid_credentials", "Invalid credentials. Please check the email and password.");
    }
    u.password = password;
    return [200, userModel(u)];
  });
  server.on("POST", "/account/verifications/email", (req) => {
    const u = accounts.user(accounts.sessionOf(req).userId);
    requireSmtp();
    if (u.emailVerification) throw new FakeError(409, "user_email_already_verified", "User email is already verified");
    return [201, accounts.issueToken("verification", u, String(req.body.url))];
  });
  server.on("PUT", "/account/verifications/email", (req) => {
    const u = accounts.useToken("verification", req.body.userId, req.body.secret);
    u.emailVerification = true;
    return [200, tokenModel(u.$id, String(req.body.secret), Date.now())];
  });
  server.on("POST", "/account/recovery", (req) => {
    requireSmtp();
    const u = accounts.userByEmail(String(req.body.email ?? ""));
    if (!u) throw new FakeError(404, "user_not_found", "User with the requested ID could not be found.");
    return [201, accounts.issueToken("recovery", u, String(req.body.url))];
  });
  server.on("PUT", "/account/recovery", (req) => {
    const password = String(req.body.password ?? "");
    if (password.length < 8) throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    const u = accounts.useToken("recovery", req.body.userId, req.body.secret);
    u.password = password;
    return [200, tokenModel(u.$id, String(req.body.secret), Date.now())];
  });
}

const realtimeUser = (u: FakeUser): RealtimeUser => ({ $id: u.$id, name: u.name, email: u.email });

/** Who a Realtime connection is: the user of a session JWT (the socket URL's `jwt`) or of a session secret. */
export function realtimeUsers(accounts: Accounts, jwts: FakeJwts): Pick<RealtimeHooks, "userOfJwt" | "userOfSession"> {
  return {
    userOfJwt(jwt) {
      const claims = jwts.claims(jwt);
      if (typeof claims === "string") return claims;
      const { userId, sessionId, exp } = claims as { userId?: string; sessionId?: string; exp?: number };
      if (!exp || exp * 1000 <= Date.now()) return "Expired token";
      const u = userId ? accounts.users.get(userId) : undefined;
      // A valid JWT of an ended session signs nobody in: the connection is a guest's.
      const s = sessionId ? [...accounts.sessions.values()].find((x) => x.$id === sessionId && x.userId === u?.$id) : undefined;
      if (!u || !s || Date.parse(s.expire) <= Date.now()) return null;
      return realtimeUser(u);
    },
    userOfSession(secret) {
      const s = accounts.sessions.get(secret);
      return s && Date.parse(s.expire) > Date.now() ? realtimeUser(accounts.user(s.userId)) : null;
    },
  };
}
