import "server-only";
import { and, desc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { toInstant, toNullableInstant } from "@/server/store/rows";
import type { AccountStore } from "@/server/auth/local/store";
import type { Db } from "./open";
import { oneTimeSecrets, sessions, users } from "./schema";

/**
 * Users, sessions and one-time secrets of the sqlite backend's own accounts: the implementation of
 * the local auth adapter's port (declared in server/auth/local/store.ts, which says why it lives here).
 */
export function accountQueries(db: Db): AccountStore {
  // Every signed-in request reads its session: the statement is built once, not on each call.
  const sessionUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare();

  return {
    async createUser({ now, ...input }) {
      const at = toInstant(now);
      const [row] = await db
        .insert(users)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning();
      return row;
    },

    async getUserById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async getUserByEmail(email) {
      // Same expression as the unique index users_email_lower_unique, so the lookup uses it.
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    async getUserByGoogleSub(sub) {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row ?? null;
    },

    async updateUser(id, { now, ...patch }) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: toInstant(now) })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async deleteUser(id) {
      // The user's sessions and one-time secrets go with it (ON DELETE CASCADE).
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length === 1;
    },

    async createSession(session) {
      await db.insert(sessions).values({
        ...session,
        expiresAt: toInstant(session.expiresAt),
        createdAt: toInstant(session.createdAt),
      });
    },

    async getSession(tokenHash) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      return row ?? null;
    },

    async getSessionUser(tokenHash) {
      const [row] = await sessionUser.all({ tokenHash });
      return row ?? null;
    },

    async deleteSession(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteOtherSessions(userId, keepTokenHash) {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
        .returning({ tokenHash: sessions.tokenHash });
      return deleted.map((s) => s.tokenHash);
    },

    async deleteExpiredSessions(now) {
      const result = await db.delete(sessions).where(lte(sessions.expiresAt, toInstant(now)));
      return result.rowsAffected;
    },

    async createSecret(secret) {
      await db.insert(oneTimeSecrets).values({
        ...secret,
        expiresAt: toInstant(secret.expiresAt),
        usedAt: toNullableInstant(secret.usedAt),
        createdAt: toInstant(secret.createdAt),
      });
    },

    async getSecret(id) {
      const [row] = await db.select().from(oneTimeSecrets).where(eq(oneTimeSecrets.id, id));
      return row ?? null;
    },

    async listSecretsOfUser(userId, kind) {
      return db
        .select()
        .from(oneTimeSecrets)
        .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.kind, kind)))
        .orderBy(desc(oneTimeSecrets.createdAt), desc(oneTimeSecrets.id));
    },

    async consumeSecret(id, now) {
      const at = toInstant(now);
      // One conditional UPDATE: of concurrent callers, only the first finds used_at still NULL.
      const result = await db
        .update(oneTimeSecrets)
        .set({ usedAt: at })
        .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt), gt(oneTimeSecrets.expiresAt, at)));
      return result.rowsAffected === 1;
    },
  };
}
