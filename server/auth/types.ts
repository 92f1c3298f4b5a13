/**
 * The account port: everything the services need from an account backend, modelled on a hosted
 * account service (create account, e-mail/password session, verification and recovery secrets sent by
 * e-mail, Google sign-in). Adapters: local/ (our own tables on the sqlite backend), appwrite/ (Appwrite Account).
 * Services depend on this interface only and never learn which adapter runs.
 *
 * Expected failures (taken e-mail, wrong credentials, bad or used secret) are return values, not
 * exceptions, so every adapter reports them the same way; only real faults throw.
 */

/** The account as the product sees it: id, name, e-mail and whether the e-mail is verified. */
export interface Account {
  id: string;
  name: string;
  email: string;
  emailVerification: boolean;
}

/** A signed-in session: the bearer token goes into the session cookie and nowhere else. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SignedIn {
  account: Account;
  session: IssuedSession;
}

/** A person as an OpenID provider (Google) vouches for them. */
export interface OidcIdentity {
  /** Stable subject id at the provider. */
  subject: string;
  email: string;
  /** The provider verified the e-mail address. */
  emailVerified: boolean;
  name: string;
}

/** The one-time token an account service hands the browser at the end of its own OAuth2 sign-in. */
export interface OAuthToken {
  userId: string;
  secret: string;
}

/**
 * Google sign-in run by the account service itself (Appwrite's OAuth2 token flow): the service talks to
 * Google, then sends the browser back to `success` with `userId` and `secret` appended to its query
 * (or to `failure`), and those two become a session here.
 */
export interface HostedGoogleSignIn {
  /** The URL to send the browser to (the provider's consent screen). */
  startUrl(input: { success: string; failure: string }): Promise<string>;
  /**
   * Exchanges the returned token for a session: the account Google vouched for, whose e-mail then counts
   * as verified (a password set on it while it was unverified is dropped, as with createOidcSession).
   * Null when the token is wrong, used or expired, or was not made by the Google sign-in.
   */
  createSession(token: OAuthToken): Promise<SignedIn | null>;
}

/**
 * What the browser that opened a verification link brings besides the link (AccountBackend.updateVerification):
 * its session cookie, the account's password, or a new password chosen because its owner did not register
 * the account ("I didn't create this account").
 */
export interface VerificationProof {
  sessionToken?: string;
  password?: string;
  newPassword?: string;
}

/** What confirming a verification link did (AccountBackend.updateVerification). */
export type VerificationOutcome =
  /** Wrong, used or expired link, or no such account: nothing changed. */
  | { status: "invalid" }
  /** A valid link, but the browser proved nothing else: nothing changed and the link stays usable. */
  | { status: "password_required" }
  /** A valid link with a wrong password: nothing changed and the link stays usable. */
  | { status: "wrong_password" }
  | {
      status: "verified";
      account: Account;
      /** The clicker's new session (absent when the account was verified already). */
      session?: IssuedSession;
      /** A new password was set: every other session of the account ended (the caller ends its API tokens too). */
      othersEnded: boolean;
    };

/** What changing the password from the settings did (AccountBackend.updatePassword). */
export type PasswordChange =
  /** The current password given is not the account's: nothing changed. */
  | { status: "wrong_password" }
  /** The account has no password to change (it signs in with Google only): nothing changed. */
  | { status: "no_password" }
  | {
      status: "changed";
      /**
       * The SHA-256 (hex) of each ended session's token, where the backend keeps them (local), so their live
       * streams can be ended at once; empty where the backend's change feed is its own (appwrite).
       */
      endedSessions: string[];
    };

export interface AccountBackend {
  /**
   * Present when the backend runs Google sign-in itself (appwrite). Absent (local): our OpenID Connect
   * client (server/auth/google.ts) verifies the person and createOidcSession signs them in.
   */
  readonly hostedGoogleSignIn?: HostedGoogleSignIn;
  /** A new, unverified account; null when the e-mail (case-insensitively) is taken. */
  createAccount(input: { name: string; email: string; password: string }): Promise<Account | null>;
  /** Signs in with e-mail and password; null for an unknown e-mail or a wrong password alike. */
  createEmailPasswordSession(input: { email: string; password: string }): Promise<SignedIn | null>;
  /**
   * Signs in with a provider identity: the account linked to it, else the account with the same
   * e-mail (only when the provider verified it; that e-mail then counts as verified), else a new
   * verified account. Null when the identity cannot be accepted (unverified e-mail), and always on a
   * backend with hostedGoogleSignIn, which takes no identity from our client.
   */
  createOidcSession(identity: OidcIdentity): Promise<SignedIn | null>;
  /** The account registered with this e-mail (case-insensitively), or null. Never exposed to clients. */
  findAccountByEmail(email: string): Promise<Account | null>;
  /** The account behind a live session token, or null (unknown, expired or ended). */
  getAccount(sessionToken: string): Promise<Account | null>;
  /**
   * A short-lived token of the session for the browser's own connection to the account service's
   * change feed (Appwrite Realtime), lasting `lifetimeMs`; null when the session is not live. Absent
   * on a backend without one (local).
   */
  createRealtimeToken?(sessionToken: string, lifetimeMs: number): Promise<{ jwt: string; expiresAt: Date } | null>;
  /** The account with this id, or null: for credentials that name their account (personal API tokens). */
  getAccountById(userId: string): Promise<Account | null>;
  deleteSession(sessionToken: string): Promise<void>;

  /** E-mails the account a verification link (`APP_URL/verify-email?userId=…&secret=…`), valid 7 days. */
  createVerification(input: { userId: string }): Promise<void>;
  /**
   * Confirms a verification link. The link proves that the clicker reads the mailbox, not that they
   * registered the account: someone may have registered the address before its owner. So a never-verified
   * account is verified only with a second proof, and how tells who may stay signed in:
   * - `sessionToken` of a live session of this very account (the clicker registered or signed in in this
   *   browser): verified; that session is replaced by a fresh one, the account's other sessions stay;
   * - the account's `password`: verified, this browser gets a new session, the other sessions stay (the
   *   same person); a wrong one is `wrong_password`;
   * - `newPassword` (the mailbox's owner did not register the account): the password is replaced, every
   *   session ends before the address counts as verified, and this browser gets the only new session;
   * - none of them: `password_required`.
   * Only "verified" uses the link; every other answer leaves the account and the link as they were. An
   * account that was verified already keeps its sessions and password, and the link is merely used.
   */
  updateVerification(input: { userId: string; secret: string } & VerificationProof): Promise<VerificationOutcome>;
  /**
   * E-mails a recovery link (`APP_URL/reset-password?userId=…&secret=…`), valid 1 hour. Silently does
   * nothing for an unknown e-mail, so callers cannot tell whether it is registered.
   */
  createRecovery(input: { email: string }): Promise<void>;
  /** Sets the new password and ends every session of the account; false for a bad, used or expired secret. */
  updateRecovery(input: { userId: string; secret: string; password: string }): Promise<boolean>;

  /** Sets the account's name; null when the account no longer exists. */
  updateName(input: { userId: string; name: string }): Promise<Account | null>;
  /**
   * Replaces the password of `userId`, whose live session `sessionToken` asks, when `oldPassword` is its
   * current one: every other session of the account ends, this one stays. The new password's rules are the
   * services' (and on appwrite also Appwrite's policy, whose refusal is the weak-password 400).
   */
  updatePassword(input: { userId: string; sessionToken: string; oldPassword: string; password: string }): Promise<PasswordChange>;
  /** Deletes the account with its sessions and links. Safe to repeat: an account already gone is no error. */
  deleteAccount(input: { userId: string }): Promise<void>;
}
