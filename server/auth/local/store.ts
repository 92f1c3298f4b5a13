/**
 * The port of the local account adapter (accounts.ts): users, sessions and one-time secrets kept in
 * our own tables. Only that adapter uses it, so it is declared here, beside it, and not in the
 * product's store port (server/store/types.ts); with DUELY_BACKEND=appwrite, Appwrite keeps the
 * accounts and nothing implements this.
 *
 * The rule: a port is declared by the code that uses it; an adapter implements it beside the database
 * it talks to. So the sqlite implementation stays in server/store/sqlite/accounts.ts (same connection,
 * schema and migrations as the product's tables), typed by this interface, and server/store/index.ts,
 * which opens that one connection, hands it out through getAccountStore().
 */

export interface UserRecord {
  id: string;
  name: string;
  email: string; // as typed at registration
  emailVerification: boolean;
  passwordHash: string | null; // null for accounts created through Google
  googleSub: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionRecord {
  /** SHA-256 of the session token (the token itself is never stored). */
  tokenHash: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
}

export type OneTimeSecretKind = "verification" | "recovery";

export interface OneTimeSecretRecord {
  id: string;
  userId: string;
  kind: OneTimeSecretKind;
  secretHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface AccountStore {
  createUser(input: Omit<UserRecord, "createdAt" | "updatedAt"> & { now: string }): Promise<UserRecord>;
  getUserById(id: string): Promise<UserRecord | null>;
  /** Case-insensitive. */
  getUserByEmail(email: string): Promise<UserRecord | null>;
  getUserByGoogleSub(sub: string): Promise<UserRecord | null>;
  updateUser(
    id: string,
    patch: Partial<Pick<UserRecord, "name" | "emailVerification" | "passwordHash" | "googleSub">> & { now: string },
  ): Promise<UserRecord | null>;
  /** Deletes the user with their sessions and one-time secrets, in one step; false when there was no such user. */
  deleteUser(id: string): Promise<boolean>;

  createSession(session: SessionRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SessionRecord | null>;
  /** The session and its user in one round trip (every signed-in request starts with it). */
  getSessionUser(tokenHash: string): Promise<{ session: SessionRecord; user: UserRecord } | null>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteSessionsOfUser(userId: string): Promise<void>;
  /** Deletes every session of the user but the one of `keepTokenHash`; the token hashes of those it deleted. */
  deleteOtherSessions(userId: string, keepTokenHash: string): Promise<string[]>;
  deleteExpiredSessions(now: string): Promise<number>;

  createSecret(secret: OneTimeSecretRecord): Promise<void>;
  getSecret(id: string): Promise<OneTimeSecretRecord | null>;
  /** Newest first. */
  listSecretsOfUser(userId: string, kind: OneTimeSecretKind): Promise<OneTimeSecretRecord[]>;
  /**
   * Marks the secret used only if it is still unused and unexpired at `now`; true when this call won.
   * (Single use even under concurrent requests.)
   */
  consumeSecret(id: string, now: string): Promise<boolean>;
}
