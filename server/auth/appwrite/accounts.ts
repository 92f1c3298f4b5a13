import "server-only";
import { randomBytes } from "node:crypto";
import { Account as AccountApi, Client, OAuthProvider, Query, Users, type Models } from "node-appwrite";
import { GOOGLE_SCOPES } from "@/lib/constants";
import { isAppwriteError } from "@/server/store/appwrite/errors";
import type { Account, AccountBackend, HostedGoogleSignIn, SignedIn } from "../types";
import { isRefused, toAccountError } from "./errors";

/**
 * The appwrite account adapter: Appwrite Account in the server-side rendering pattern.
 * - An admin client (the server's API key) registers accounts and creates e-mail/password sessions;
 *   with the key, Appwrite returns the session's secret, which becomes our httpOnly session cookie.
 * - Every call on behalf of a signed-in user builds a session client for that request from the cookie.
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

const toAccount = (user: User): Account => ({ id: user.$id, name: user.name, email: user.email, emailVerification: user.emailVerification });

/** Signed in as `user`; the session's secret (returned to the API key only) is the cookie's token. */
const signedIn = (user: User, session: Models.Session): SignedIn => ({
  account: toAccount(user),
  session: { token: session.secret, expiresAt: new Date(session.expire) },
});

/** The session Appwrite makes from an OAuth2 token says so (a verification or recovery secret gives "email"). */
const OAUTH2_SESSION_PROVIDER = "oauth2";

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
        if (session.provider !== OAUTH2_SESSION_PROVIDER) {
          await users.deleteSession({ userId: session.userId, sessionId: session.$id });
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
