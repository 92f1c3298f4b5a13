import "server-only";
import { RESET_LINK_LIFETIME_MS, SESSION_LIFETIME_MS, VERIFY_LINK_LIFETIME_MS } from "@/lib/constants/auth";
import type { AccountStore, OneTimeSecretKind, OneTimeSecretRecord, UserRecord } from "./store";
import type { Account, AccountBackend, IssuedSession, OidcIdentity, SignedIn } from "../types";
import { decoyHash, hashPassword, verifyPassword } from "./password";
import { hashSecret, newSecret, secretMatches } from "./tokens";

/**
 * The local account adapter: users, sessions and one-time secrets in our own tables (AccountStore),
 * scrypt password hashes, session tokens and link secrets of which only the SHA-256 is stored.
 */

/** How the adapter hands a fresh secret to the mailer; link building and templates live in server/mail. */
export interface SecretMailer {
  verification(input: { account: Account; secret: string }): Promise<void>;
  recovery(input: { account: Account; secret: string }): Promise<void>;
}

export interface LocalAccountsDeps {
  /** The account tables (opened lazily by server/store). */
  accountStore: () => Promise<AccountStore>;
  mailer: SecretMailer;
  newId: () => string;
}

const LIFETIME: Record<OneTimeSecretKind, number> = {
  verification: VERIFY_LINK_LIFETIME_MS,
  recovery: RESET_LINK_LIFETIME_MS,
};

/** Expired sessions are swept at most this often, on sign-in. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

const INVALID = { status: "invalid" } as const;

const toAccount = (u: UserRecord): Account => ({ id: u.id, name: u.name, email: u.email, emailVerification: u.emailVerification });

export function createLocalAccounts({ accountStore, mailer, newId }: LocalAccountsDeps): AccountBackend {
  let lastSweep = 0;

  async function startSession(user: UserRecord): Promise<SignedIn> {
    const store = await accountStore();
    const now = Date.now();
    if (now - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now;
      await store.deleteExpiredSessions(new Date(now).toISOString());
    }
    const session: IssuedSession = { token: newSecret(), expiresAt: new Date(now + SESSION_LIFETIME_MS) };
    await store.createSession({
      tokenHash: hashSecret(session.token),
      userId: user.id,
      expiresAt: session.expiresAt.toISOString(),
      createdAt: new Date(now).toISOString(),
    });
    return { account: toAccount(user), session };
  }

  async function issueSecret(userId: string, kind: OneTimeSecretKind): Promise<string> {
    const store = await accountStore();
    const secret = newSecret();
    const now = Date.now();
    await store.createSecret({
      id: newId(),
      userId,
      kind,
      secretHash: hashSecret(secret),
      expiresAt: new Date(now + LIFETIME[kind]).toISOString(),
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    });
    return secret;
  }

  /** The matching secret while it is unused and unexpired, without using it. */
  async function usableSecret(userId: string, kind: OneTimeSecretKind, secret: string, now: string): Promise<OneTimeSecretRecord | null> {
    const store = await accountStore();
    const match = (await store.listSecretsOfUser(userId, kind)).find((s) => secretMatches(secret, s.secretHash));
    return match && match.usedAt === null && match.expiresAt > now ? match : null;
  }

  /** Consumes the matching secret; true when it was unused and unexpired and this call used it. */
  async function consume(userId: string, kind: OneTimeSecretKind, secret: string): Promise<boolean> {
    const now = new Date().toISOString();
    const match = await usableSecret(userId, kind, secret, now);
    return match ? (await accountStore()).consumeSecret(match.id, now) : false;
  }

  return {
    async createAccount({ name, email, password }) {
      const store = await accountStore();
      if (await store.getUserByEmail(email)) return null;
      const user = await store.createUser({
        id: newId(),
        name,
        email,
        emailVerification: false,
        passwordHash: await hashPassword(password),
        googleSub: null,
        now: new Date().toISOString(),
      });
      return toAccount(user);
    },

    async findAccountByEmail(email) {
      const user = await (await accountStore()).getUserByEmail(email);
      return user && toAccount(user);
    },

    async getAccountById(userId) {
      const user = await (await accountStore()).getUserById(userId);
      return user && toAccount(user);
    },

    async createEmailPasswordSession({ email, password }) {
      const store = await accountStore();
      const user = await store.getUserByEmail(email);
      // An unknown e-mail or a Google-only account costs the same scrypt work as a wrong password.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user?.passwordHash || !ok) return null;
      return startSession(user);
    },

    async createOidcSession(identity: OidcIdentity) {
      const store = await accountStore();
      const now = new Date().toISOString();
      const linked = await store.getUserByGoogleSub(identity.subject);
      if (linked) return startSession(linked);
      if (!identity.emailVerified) return null;
      const existing = await store.getUserByEmail(identity.email);
      if (existing) {
        // Google proves the address. A password set on a never-verified account may belong to someone
        // who registered the address before its owner: it is dropped, with its sessions.
        const preHijack = !existing.emailVerification;
        const updated = await store.updateUser(existing.id, {
          googleSub: identity.subject,
          emailVerification: true,
          ...(preHijack ? { passwordHash: null } : {}),
          now,
        });
        if (preHijack) await store.deleteSessionsOfUser(existing.id);
        return updated && startSession(updated);
      }
      const created = await store.createUser({
        id: newId(),
        name: identity.name.trim() || identity.email.split("@")[0],
        email: identity.email,
        emailVerification: true,
        passwordHash: null,
        googleSub: identity.subject,
        now,
      });
      return startSession(created);
    },

    async getAccount(sessionToken) {
      const store = await accountStore();
      const tokenHash = hashSecret(sessionToken);
      const found = await store.getSessionUser(tokenHash);
      if (!found) return null;
      if (found.session.expiresAt <= new Date().toISOString()) {
        await store.deleteSession(tokenHash);
        return null;
      }
      return toAccount(found.user);
    },

    async deleteSession(sessionToken) {
      const store = await accountStore();
      await store.deleteSession(hashSecret(sessionToken));
    },

    async createVerification({ userId }) {
      const store = await accountStore();
      const user = await store.getUserById(userId);
      if (!user) return;
      await mailer.verification({ account: toAccount(user), secret: await issueSecret(user.id, "verification") });
    },

    async updateVerification({ userId, secret, sessionToken, password, newPassword }) {
      const store = await accountStore();
      const now = new Date().toISOString();
      const link = await usableSecret(userId, "verification", secret, now);
      const user = link && (await store.getUserById(userId));
      if (!link || !user) return INVALID;
      // The link is used only on the way to "verified" (consumeSecret is atomic: of two clicks one wins).
      const spendLink = () => store.consumeSecret(link.id, new Date().toISOString());
      /** Verifies the address and signs this browser in with a new session. */
      const verifiedWithSession = async (othersEnded: boolean) => {
        const verified = await store.updateUser(userId, { emailVerification: true, now: new Date().toISOString() });
        return verified ? ({ status: "verified", account: toAccount(verified), session: (await startSession(verified)).session, othersEnded } as const) : INVALID;
      };

      if (user.emailVerification) return (await spendLink()) ? { status: "verified", account: toAccount(user), othersEnded: false } : INVALID;

      if (newPassword !== undefined) {
        const passwordHash = await hashPassword(newPassword);
        if (!(await spendLink())) return INVALID;
        // The password changes first, then every session ends, and only then is the address verified:
        // whoever knew the registration password can neither sign in again nor hold a verified session.
        await store.updateUser(userId, { passwordHash, now });
        await store.deleteSessionsOfUser(userId);
        return verifiedWithSession(true);
      }

      const own = sessionToken ? await store.getSession(hashSecret(sessionToken)) : null;
      if (own && own.userId === userId && own.expiresAt > now) {
        if (!(await spendLink())) return INVALID;
        // The clicker's session is replaced by a fresh one as it becomes a verified one.
        await store.deleteSession(own.tokenHash);
        return verifiedWithSession(false);
      }

      if (password === undefined) return { status: "password_required" };
      if (!(await verifyPassword(password, user.passwordHash ?? (await decoyHash()))) || !user.passwordHash) return { status: "wrong_password" };
      return (await spendLink()) ? verifiedWithSession(false) : INVALID;
    },

    async createRecovery({ email }) {
      const store = await accountStore();
      const user = await store.getUserByEmail(email);
      if (!user) return;
      await mailer.recovery({ account: toAccount(user), secret: await issueSecret(user.id, "recovery") });
    },

    async updateRecovery({ userId, secret, password }) {
      const store = await accountStore();
      if (!(await consume(userId, "recovery", secret))) return false;
      const now = new Date().toISOString();
      await store.updateUser(userId, { passwordHash: await hashPassword(password), now });
      await store.deleteSessionsOfUser(userId);
      // Other recovery links sent before this reset die with the old password.
      for (const s of await store.listSecretsOfUser(userId, "recovery")) {
        if (s.usedAt === null) await store.consumeSecret(s.id, now);
      }
      return true;
    },

    async updateName({ userId, name }) {
      const user = await (await accountStore()).updateUser(userId, { name, now: new Date().toISOString() });
      return user && toAccount(user);
    },

    async updatePassword({ userId, sessionToken, oldPassword, password }) {
      const store = await accountStore();
      const user = await store.getUserById(userId);
      // Without a password to compare, the same scrypt work is done, so timing tells nothing either.
      const ok = await verifyPassword(oldPassword, user?.passwordHash ?? (await decoyHash()));
      if (!user?.passwordHash) return { status: "no_password" };
      if (!ok) return { status: "wrong_password" };
      await store.updateUser(userId, { passwordHash: await hashPassword(password), now: new Date().toISOString() });
      return { status: "changed", endedSessions: await store.deleteOtherSessions(userId, hashSecret(sessionToken)) };
    },

    async deleteAccount({ userId }) {
      await (await accountStore()).deleteUser(userId);
    },
  };
}
