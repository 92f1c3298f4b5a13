import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Account as AccountApi, Client, Query, Users, type Models } from "node-appwrite";
import { isAppwriteError } from "@/server/store/appwrite/errors";
import type { Account, AccountBackend, OidcIdentity, SignedIn } from "../types";
import { isRefused, toAccountError } from "./errors";

/**
 * The appwrite account adapter: Appwrite Account in the server-side rendering pattern.
 * - An admin client (the server's API key) registers accounts and creates e-mail/password sessions;
 *   with the key, Appwrite returns the session's secret, which becomes our httpOnly session cookie.
 * - Every call on behalf of a signed-in user builds a session client for that request from the cookie.
 * - Verification and recovery e-mails are Appwrite's own (its SMTP and templates), linking to
 *   APP_URL/verify-email and APP_URL/reset-password with userId and secret, which the pages already read.
 * - Google sign-in arrives as an identity verified by our OpenID Connect client (server/auth/google.ts);
 *   the Users API links it (a label derived from Google's subject), and creates the session.
 * Expected refusals are return values, as the port asks; the rest is mapped by errors.ts.
 */

export interface AppwriteAccountsOptions {
  endpoint: string;
  projectId: string;
  apiKey: string;
  /** Where Appwrite's e-mailed links point (config APP_URL); its host must be a platform of the project. */
  appUrl: string;
  newId: () => string;
}

type User = Models.User<Models.Preferences>;

const toAccount = (user: User): Account => ({ id: user.$id, name: user.name, email: user.email, emailVerification: user.emailVerification });

/** Users labels are alphanumeric, at most 36 characters: "g" and 35 hex digits of the subject's SHA-256. */
export const googleLabel = (subject: string) => `g${createHash("sha256").update(subject).digest("hex").slice(0, 35)}`;

export function createAppwriteAccounts(options: AppwriteAccountsOptions): AccountBackend {
  const { endpoint, projectId, apiKey, appUrl, newId } = options;
  const adminClient = new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
  const admin = new AccountApi(adminClient);
  const users = new Users(adminClient);
  /** A client acting as the user of one session, made per request. */
  const asUser = (sessionSecret: string) => new AccountApi(new Client().setEndpoint(endpoint).setProject(projectId).setSession(sessionSecret));

  /** Runs a call; Appwrite's refusal (401/404, or also 400 when `badInputRefuses`) answers `refused`. */
  async function guarded<T>(context: string, run: () => Promise<T>, refused: T, badInputRefuses = false): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isRefused(error) || (badInputRefuses && isAppwriteError(error, 400))) return refused;
      throw toAccountError(error, context);
    }
  }

  /** A new session of `user`, made with the Users API (no password involved). */
  async function startSession(user: User): Promise<SignedIn> {
    const session = await users.createSession({ userId: user.$id });
    return { account: toAccount(user), session: { token: session.secret, expiresAt: new Date(session.expire) } };
  }

  async function findUser(query: string): Promise<User | null> {
    const { users: found } = await users.list({ queries: [query, Query.limit(1)], total: false });
    return found[0] ?? null;
  }

  async function linkGoogle(user: User, label: string): Promise<User> {
    await users.updateEmailVerification({ userId: user.$id, emailVerification: true });
    const labels = user.labels.includes(label) ? user.labels : [...user.labels, label];
    return users.updateLabels({ userId: user.$id, labels });
  }

  return {
    async createAccount({ name, email, password }) {
      try {
        return toAccount(await admin.create({ userId: newId(), email, password, name }));
      } catch (error) {
        if (isAppwriteError(error, 409)) return null;
        throw toAccountError(error, "register");
      }
    },

    createEmailPasswordSession: ({ email, password }) =>
      guarded(
        "sign in",
        async () => {
          const session = await admin.createEmailPasswordSession({ email, password });
          const user = await users.get({ userId: session.userId });
          return { account: toAccount(user), session: { token: session.secret, expiresAt: new Date(session.expire) } };
        },
        null,
        // A password Appwrite would never accept (shorter than 8) is just a wrong password here.
        true,
      ),

    async createOidcSession(identity: OidcIdentity) {
      try {
        const label = googleLabel(identity.subject);
        const linked = await findUser(Query.contains("labels", [label]));
        if (linked) return await startSession(linked);
        if (!identity.emailVerified) return null;
        const existing = await findUser(Query.equal("email", [identity.email.trim().toLowerCase()]));
        if (existing) {
          if (!existing.emailVerification) {
            // Google proves the address. A password set on a never-verified account may belong to someone
            // who registered the address before its owner: it is replaced by one nobody knows, with its sessions.
            await users.updatePassword({ userId: existing.$id, password: randomBytes(32).toString("hex") });
            await users.deleteSessions({ userId: existing.$id });
          }
          return await startSession(await linkGoogle(existing, label));
        }
        const created = await users.create({ userId: newId(), email: identity.email, name: identity.name.trim() || identity.email.split("@")[0] });
        return await startSession(await linkGoogle(created, label));
      } catch (error) {
        throw toAccountError(error, "Google sign-in");
      }
    },

    async findAccountByEmail(email) {
      try {
        const user = await findUser(Query.equal("email", [email.trim().toLowerCase()]));
        return user && toAccount(user);
      } catch (error) {
        throw toAccountError(error, "find account");
      }
    },

    getAccount: (sessionToken) => guarded("current account", async () => toAccount(await asUser(sessionToken).get()), null),

    async deleteSession(sessionToken) {
      await guarded("sign out", () => asUser(sessionToken).deleteSession({ sessionId: "current" }), null);
    },

    async createVerification({ userId }) {
      // Appwrite sends verification e-mails on behalf of a signed-in user: a short-lived session of
      // that user, made with the Users API, asks for it and is ended at once.
      const session = await guarded("verification", () => users.createSession({ userId }), null);
      if (!session) return;
      const user = asUser(session.secret);
      try {
        await user.createEmailVerification({ url: `${appUrl}/verify-email` });
      } catch (error) {
        throw toAccountError(error, "verification");
      } finally {
        await guarded("verification", () => user.deleteSession({ sessionId: "current" }), null);
      }
    },

    updateVerification: ({ userId, secret }) =>
      guarded(
        "verify e-mail",
        async () => {
          await admin.updateEmailVerification({ userId, secret });
          return toAccount(await users.get({ userId }));
        },
        null,
      ),

    async createRecovery({ email }) {
      await guarded("recovery", () => admin.createRecovery({ email, url: `${appUrl}/reset-password` }), null);
    },

    updateRecovery: ({ userId, secret, password }) =>
      guarded(
        "reset password",
        async () => {
          await admin.updateRecovery({ userId, secret, password });
          await users.deleteSessions({ userId });
          return true;
        },
        false,
      ),
  };
}
