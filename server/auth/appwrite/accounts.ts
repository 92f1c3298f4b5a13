import "server-only";
import { randomBytes } from "node:crypto";
import { Account as AccountApi, OAuthProvider, Query, Users, type Models } from "node-appwrite";
import { GOOGLE_SCOPES } from "@/lib/constants/auth";
import { adminClient, sessionClient } from "@/server/appwrite/client";
import { isAppwriteError } from "@/server/appwrite/errors";
import type { Account, AccountBackend, HostedGoogleSignIn, SignedIn } from "../types";
import { isRefused, toAccountError } from "./errors";

/**
 * The appwrite account adapter: Appwrite Account in the server-side rendering pattern.
 * - An admin client (the server's API key) registers accounts and creates e-mail/password sessions;
 *   with the key, Appwrite returns the session's secret, which becomes our httpOnly session cookie.
 * - Every call on behalf of a signed-in user builds a session client for that request from the cookie.
 * - Sessions are ended with the API key (Users API), never with DELETE /account/sessions: Appwrite
 *   allows that one 100 times an hour per endpoint and IP, and every user reaches Appwrite from our
 *   server's address, so a busy deployment would soon answer 429 to every sign-out. API-key calls are
 *   not rate-limited.
 * - Verification and recovery e-mails are Appwrite's own (its SMTP and templates), linking to
 *   APP_URL/verify-email and APP_URL/reset-password with userId and secret, which the pages already read.
 * - Google sign-in is Appwrite's own OAuth2 token flow (hostedGoogleSignIn): createOAuth2Token gives the
 *   consent URL, Appwrite links the Google identity to a user and returns the browser with userId and a
 *   one-time secret, which the admin client's createSession turns into a session. Google's client id and
 *   secret live in the Appwrite console, not here; createOidcSession (our own OIDC client) is not used.
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

const INVALID = { status: "invalid" } as const;

const toAccount = (user: User): Account => ({ id: user.$id, name: user.name, email: user.email, emailVerification: user.emailVerification });

/** Signed in as `user`; the session's secret (returned to the API key only) is the cookie's token. */
const signedIn = (user: User, session: Models.Session): SignedIn => ({
  account: toAccount(user),
  session: { token: session.secret, expiresAt: new Date(session.expire) },
});

/**
 * The providers a session made from Google sign-in's OAuth2 token can name: from Appwrite 1.9.0 the
 * token's secret is a JWT carrying the provider and the session names it ("google"); 1.8 named every
 * such session "oauth2" (app/controllers/api/account.php, $createSession). Any other session —
 * email, magic-url, phone, token (a generic token the API key made), anonymous, server — did not come
 * from Google and is refused on this path.
 */
const OAUTH_SESSION_PROVIDERS: ReadonlySet<string> = new Set(["google", "oauth2"]);

export function createAppwriteAccounts(options: AppwriteAccountsOptions): AccountBackend {
  const { appUrl, newId } = options;
  const server = adminClient(options);
  const admin = new AccountApi(server);
  const users = new Users(server);
  /** A client acting as the user of one session, made per request. */
  const asUser = (sessionSecret: string) => new AccountApi(sessionClient(options, sessionSecret));

  /** Ends one session with the API key (see above: never the rate-limited Account endpoint). */
  async function endSession(session: { userId: string; $id: string }): Promise<void> {
    try {
      await users.deleteSession({ userId: session.userId, sessionId: session.$id });
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }

  /** Runs a call; Appwrite's refusal (401/404, or also 400 when `badInputRefuses`) answers `refused`. */
  async function guarded<T>(context: string, run: () => Promise<T>, refused: T, badInputRefuses = false): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isRefused(error) || (badInputRefuses && isAppwriteError(error, 400))) return refused;
      throw toAccountError(error, context);
    }
  }

  async function findUser(query: string): Promise<User | null> {
    const { users: found } = await users.list({ queries: [query, Query.limit(1)], total: false });
    return found[0] ?? null;
  }

  /**
   * Appwrite signs a Google address it has not seen into the existing account of that e-mail, leaving it
   * unverified. Google proves the address, so it becomes verified; a password set on the never-verified
   * account may belong to someone who registered the address before its owner: it is replaced by one
   * nobody knows, and every session ends. The caller gets a fresh session of the taken-over account.
   */
  async function takeOver(user: User): Promise<SignedIn> {
    await users.updatePassword({ userId: user.$id, password: randomBytes(32).toString("hex") });
    await users.deleteSessions({ userId: user.$id });
    const verified = await users.updateEmailVerification({ userId: user.$id, emailVerification: true });
    return signedIn(verified, await users.createSession({ userId: user.$id }));
  }

  const hostedGoogleSignIn: HostedGoogleSignIn = {
    // On the server SDK this answers the Location of Appwrite's redirect: Google's consent screen.
    startUrl: ({ success, failure }) =>
      admin.createOAuth2Token({ provider: OAuthProvider.Google, success, failure, scopes: GOOGLE_SCOPES.split(" ") }),

    async createSession({ userId, secret }) {
      // A malformed userId or secret (Appwrite's 400) is just a wrong token here.
      const session = await guarded("Google sign-in", () => admin.createSession({ userId, secret }), null, true);
      if (!session) return null;
      try {
        if (!OAUTH_SESSION_PROVIDERS.has(session.provider)) {
          await endSession(session);
          return null;
        }
        const user = await users.get({ userId: session.userId });
        return user.emailVerification ? signedIn(user, session) : await takeOver(user);
      } catch (error) {
        throw toAccountError(error, "Google sign-in");
      }
    },
  };

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
          return signedIn(await users.get({ userId: session.userId }), session);
        },
        null,
        // A password Appwrite would never accept (shorter than 8) is just a wrong password here.
        true,
      ),

    hostedGoogleSignIn,

    // Google identities arrive through hostedGoogleSignIn; Appwrite links them itself.
    createOidcSession: async () => null,

    async findAccountByEmail(email) {
      try {
        const user = await findUser(Query.equal("email", [email.trim().toLowerCase()]));
        return user && toAccount(user);
      } catch (error) {
        throw toAccountError(error, "find account");
      }
    },

    getAccount: (sessionToken) => guarded("current account", async () => toAccount(await asUser(sessionToken).get()), null),

    createRealtimeToken: (sessionToken, lifetimeMs) =>
      guarded(
        "realtime token",
        async () => {
          const duration = Math.round(lifetimeMs / 1000);
          const { jwt } = await asUser(sessionToken).createJWT({ duration });
          // Counted from before the request, so the browser renews it in time.
          return { jwt, expiresAt: new Date(Date.now() + duration * 1000 - 5_000) };
        },
        null,
      ),

    getAccountById: (userId) => guarded("account by id", async () => toAccount(await users.get({ userId })), null, true),

    async deleteSession(sessionToken) {
      // The session client only reads which session the cookie is (not rate-limited); the key ends it.
      const session = await guarded("sign out", () => asUser(sessionToken).getSession({ sessionId: "current" }), null);
      if (session) await guarded("sign out", () => endSession(session), undefined);
    },

    async createVerification({ userId }) {
      // Appwrite sends verification e-mails on behalf of a signed-in user: a short-lived session of
      // that user, made with the Users API, asks for it and is ended at once.
      const session = await guarded("verification", () => users.createSession({ userId }), null);
      if (!session) return;
      try {
        await asUser(session.secret).createEmailVerification({ url: `${appUrl}/verify-email` });
      } catch (error) {
        throw toAccountError(error, "verification");
      } finally {
        await guarded("verification", () => endSession(session), undefined);
      }
    },

    async updateVerification({ userId, secret, sessionToken, password, newPassword }) {
      // A malformed userId or secret (Appwrite's 400) is just a wrong link here.
      const before = await guarded("verify e-mail", () => users.get({ userId }), null, true);
      if (!before) return INVALID;
      // Appwrite cannot check a verification secret without using it, and using it verifies the address:
      // so every other proof is checked first, and the link is used only on the way to "verified".
      const spendLink = () => guarded("verify e-mail", async () => (await admin.updateEmailVerification({ userId, secret }), true), false, true);
      /** Verified: this browser is signed in with the session `open` makes (after whatever else it does). */
      const verifiedWith = async (open: () => Promise<Models.Session>, othersEnded: boolean) => {
        try {
          const session = await open();
          return { status: "verified" as const, ...signedIn(await users.get({ userId }), session), othersEnded };
        } catch (error) {
          throw toAccountError(error, "verify e-mail");
        }
      };

      if (before.emailVerification) return (await spendLink()) ? { status: "verified", account: toAccount(before), othersEnded: false } : INVALID;

      if (newPassword !== undefined) {
        if (!(await spendLink())) return INVALID;
        return verifiedWith(async () => {
          // Appwrite has verified the address with the link: the password and every session go at once.
          // A new password its policy refuses still ends the old one (replaced by one nobody knows).
          await users.updatePassword({ userId, password: newPassword }).catch(async (error: unknown) => {
            await users.updatePassword({ userId, password: randomBytes(32).toString("hex") });
            await users.deleteSessions({ userId });
            throw error;
          });
          await users.deleteSessions({ userId });
          return users.createSession({ userId });
        }, true);
      }

      const clicker = sessionToken ? await guarded("verify e-mail", () => asUser(sessionToken).getSession({ sessionId: "current" }), null) : null;
      if (clicker?.userId === userId) {
        if (!(await spendLink())) return INVALID;
        // The clicker's session is replaced by a fresh one as it becomes a verified one.
        return verifiedWith(async () => (await endSession(clicker), users.createSession({ userId })), false);
      }

      if (password === undefined) return { status: "password_required" };
      // The password is checked by signing in with it; the session stays only if the link is good too.
      const session = await guarded("verify e-mail", () => admin.createEmailPasswordSession({ email: before.email, password }), null, true);
      const drop = (s: Models.Session) => guarded("verify e-mail", () => endSession(s), undefined);
      if (!session || session.userId !== userId) {
        if (session) await drop(session);
        return { status: "wrong_password" };
      }
      if (!(await spendLink())) {
        await drop(session);
        return INVALID;
      }
      return verifiedWith(async () => session, false);
    },

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

    updateName: ({ userId, name }) => guarded("change name", async () => toAccount(await users.updateName({ userId, name })), null),

    async updatePassword({ userId, sessionToken, oldPassword, password }) {
      const me = asUser(sessionToken);
      try {
        // Appwrite checks oldPassword only when the account has a password (passwordUpdate is set), so an
        // account without one is refused here rather than given a password on its session alone.
        if (!(await users.get({ userId })).passwordUpdate) return { status: "no_password" };
        await me.updatePassword({ password, oldPassword });
      } catch (error) {
        // A wrong current password is 401; one Appwrite could never have accepted (shorter than 8) is a 400 on oldPassword.
        if (isAppwriteError(error, 401) || (isAppwriteError(error, 400) && /oldPassword/.test(error.message))) return { status: "wrong_password" };
        throw toAccountError(error, "change password");
      }
      try {
        const current = await me.getSession({ sessionId: "current" });
        const { sessions } = await users.listSessions({ userId, total: false });
        for (const session of sessions) if (session.$id !== current.$id) await endSession(session);
      } catch (error) {
        throw toAccountError(error, "change password");
      }
      // Appwrite Realtime re-checks a socket's session itself: no stream of ours to end.
      return { status: "changed", endedSessions: [] };
    },

    async deleteAccount({ userId }) {
      // The Users API deletes the account with its sessions; an account already gone is no error.
      await guarded("delete account", () => users.delete({ userId }), undefined);
    },
  };
}
