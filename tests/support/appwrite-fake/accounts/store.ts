import { appwriteTime, FakeError, randomSecret, type Json, type RecordedRequest } from "../server";

/**
 * The people of the Appwrite protocol fake: users, their sessions, one-time tokens (verification,
 * recovery, OAuth2, generic), the identities Google vouched for, and the outbox of the e-mails Appwrite
 * would send; with the JSON models the Account and Users APIs answer.
 */

export interface FakeUser {
  $id: string;
  name: string;
  email: string;
  password: string | null;
  emailVerification: boolean;
  labels: string[];
  $createdAt: string;
  $updatedAt: string;
}

export interface FakeSession {
  $id: string;
  userId: string;
  secret: string;
  expire: string;
  /** How it was made: email (password), the OAuth2 provider ("google"; "oauth2" before 1.9), token (a generic token), server (Users API). */
  provider: string;
  $createdAt: string;
}

export interface FakeToken {
  userId: string;
  secret: string;
  kind: "verification" | "recovery" | "oauth2" | "generic";
  expire: number;
  used: boolean;
}

interface FakeIdentity {
  userId: string;
  provider: string;
  providerUid: string;
  providerEmail: string;
}

export interface OutboxMessage {
  kind: "verification" | "recovery";
  to: string;
  userId: string;
  secret: string;
  /** The link Appwrite would e-mail: the url passed in, with userId, secret and expire appended. */
  link: string;
}

/**
 * Secret lengths, read from utopia-php/auth src/Auth/Proofs/Token.php and appwrite/appwrite
 * app/init/constants.php: sessions, verification and recovery tokens are 256 hex characters, OAuth2
 * tokens 64.
 */
const SESSION_SECRET_LENGTH = 256;
const TOKEN_SECRET_LENGTH = 256;
export const OAUTH2_SECRET_LENGTH = 64;
/** Appwrite's default session (and OAuth2 token) lifetime: a year. */
export const SESSION_LIFETIME_MS = 365 * 86_400_000;

export const PASSWORD_POLICY =
  "Invalid `password` param: Password must be between 8 and 256 characters long, and should not be one of the commonly used password.";

export class Accounts {
  readonly users = new Map<string, FakeUser>();
  /** By secret. */
  readonly sessions = new Map<string, FakeSession>();
  readonly tokens: FakeToken[] = [];
  readonly identities: FakeIdentity[] = [];
  readonly outbox: OutboxMessage[] = [];

  user(userId: string): FakeUser {
    const u = this.users.get(userId);
    if (!u) throw new FakeError(404, "user_not_found", "User with the requested ID could not be found.");
    return u;
  }

  userByEmail(email: string): FakeUser | undefined {
    return [...this.users.values()].find((u) => u.email === email.toLowerCase());
  }

  /** The unexpired session of the request's X-Appwrite-Session, or 401. */
  sessionOf(req: RecordedRequest): FakeSession {
    const s = this.sessions.get(req.headers["x-appwrite-session"] ?? "");
    if (!s || Date.parse(s.expire) <= Date.now()) {
      throw new FakeError(401, "general_unauthorized_scope", 'User (role: guests) missing scopes (["account"])');
    }
    return s;
  }

  newUser(input: { userId?: string; email: string; password?: string | null; name?: string; emailVerification?: boolean }): FakeUser {
    if (input.password !== undefined && input.password !== null && (input.password.length < 8 || input.password.length > 256)) {
      throw new FakeError(400, "general_argument_invalid", PASSWORD_POLICY);
    }
    const userId = input.userId && input.userId !== "unique()" ? input.userId : randomSecret().slice(0, 20);
    if (this.users.has(userId) || this.userByEmail(input.email)) {
      throw new FakeError(409, "user_already_exists", "A user with the same id, email, or phone already exists in this project.");
    }
    const now = appwriteTime();
    const u: FakeUser = {
      $id: userId,
      name: input.name ?? "",
      email: input.email.toLowerCase(),
      password: input.password ?? null,
      emailVerification: input.emailVerification ?? false,
      labels: [],
      $createdAt: now,
      $updatedAt: now,
    };
    this.users.set(userId, u);
    return u;
  }

  newSession(userId: string, provider: FakeSession["provider"]): FakeSession {
    const s: FakeSession = { $id: randomSecret(20), userId, secret: randomSecret(SESSION_SECRET_LENGTH), expire: appwriteTime(Date.now() + SESSION_LIFETIME_MS), provider, $createdAt: appwriteTime() };
    this.sessions.set(s.secret, s);
    return s;
  }

  /** A verification or recovery token, its e-mail put in the outbox. */
  issueToken(kind: OutboxMessage["kind"], u: FakeUser, url: string): Json {
    const lifetime = kind === "verification" ? 7 * 86_400_000 : 3_600_000;
    const token: FakeToken = { userId: u.$id, secret: randomSecret(TOKEN_SECRET_LENGTH), kind, expire: Date.now() + lifetime, used: false };
    this.tokens.push(token);
    const link = new URL(url);
    link.searchParams.set("userId", u.$id);
    link.searchParams.set("secret", token.secret);
    link.searchParams.set("expire", appwriteTime(token.expire));
    this.outbox.push({ kind, to: u.email, userId: u.$id, secret: token.secret, link: link.toString() });
    return tokenModel(u.$id, token.secret, token.expire);
  }

  /** Uses up an unexpired token of `kind` and answers its user, or 401. */
  useToken(kind: FakeToken["kind"], userId: unknown, tokenSecret: unknown): FakeUser {
    const token = this.tokens.find((t) => t.kind === kind && t.userId === userId && t.secret === tokenSecret && !t.used && t.expire > Date.now());
    if (!token) throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
    token.used = true;
    return this.user(token.userId);
  }
}

export function userModel(u: FakeUser): Json {
  return {
    $id: u.$id,
    $createdAt: u.$createdAt,
    $updatedAt: u.$updatedAt,
    name: u.name,
    registration: u.$createdAt,
    status: true,
    labels: u.labels,
    // Set when a password is; empty for an account made without one (Google), as Appwrite's user documents.
    passwordUpdate: u.password === null ? "" : u.$updatedAt,
    email: u.email,
    phone: "",
    emailVerification: u.emailVerification,
    phoneVerification: false,
    mfa: false,
    prefs: {},
    targets: [],
    accessedAt: u.$updatedAt,
  };
}

export function sessionModel(s: FakeSession, withSecret: boolean): Json {
  return {
    $id: s.$id,
    $createdAt: s.$createdAt,
    $updatedAt: s.$createdAt,
    userId: s.userId,
    expire: s.expire,
    provider: s.provider,
    providerUid: "",
    providerAccessToken: "",
    providerAccessTokenExpiry: "",
    providerRefreshToken: "",
    ip: "127.0.0.1",
    current: true,
    factors: ["password"],
    secret: withSecret ? s.secret : "",
    mfaUpdatedAt: "",
  };
}

export const tokenModel = (userId: string, tokenSecret: string, expire: number): Json => ({
  $id: randomSecret().slice(0, 20),
  $createdAt: appwriteTime(),
  userId,
  secret: tokenSecret,
  expire: appwriteTime(expire),
  phrase: "",
});
