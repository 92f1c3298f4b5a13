import "server-only";
import { AUTH_RATE_LIMITS, RESEND_COOLDOWN_S } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  GoogleToken,
  LoginInput,
  RecoveryConfirmInput,
  RecoveryInput,
  RegisterInput,
  UpdateNameInput,
  VerificationConfirmInput,
  VerificationResendInput,
} from "@/lib/schemas/auth";
import { accounts } from "@/server/auth";
import type { Account, IssuedSession, OidcIdentity, SignedIn } from "@/server/auth/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { AppError, badRequest, conflict, notFound, unauthorized } from "@/server/errors";
import { clear, hit } from "@/server/rate-limit";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import { changeEvent } from "@/server/services/publisher";
import { revokeAllAccessOf } from "@/server/services/tokens";
import { endAccountStreams, endSessionStreams, endStreamsOfSessions } from "@/server/services/events";
import { deleteOwnedWorkspaces, leaveSharedWorkspaces } from "@/server/services/workspaces";

/**
 * Account rules (docs/product.md#accounts-and-sessions): registration, sign-in, verification and recovery, with the
 * rate limits. Input arrives validated by lib/schemas/auth.ts; the backend comes from server/auth.
 * Nothing here tells whether an e-mail is registered, except registration's own "already exists".
 */

export interface SignInResult extends SignedIn {
  /** The account must verify its e-mail before it can use the protected pages. */
  emailVerificationRequired: boolean;
  /** Register only: whether the verification e-mail went out (false: the account exists, Resend can retry). */
  verificationEmailSent?: boolean;
}

const key = (...parts: string[]) => ["auth", ...parts].join(":");
const address = (email: string) => email.trim().toLowerCase();
const result = (signedIn: SignedIn): SignInResult => ({ ...signedIn, emailVerificationRequired: !signedIn.account.emailVerification });

/**
 * Creates the account, signs it in, and e-mails the verification link. A send failure (Appwrite without
 * SMTP answers 503 here) does not undo the account: it is logged and reported as
 * verificationEmailSent false, and the gate's Resend tries again later.
 */
export async function register({ name, email, password, ip }: RegisterInput & { ip: string }): Promise<SignInResult> {
  await hit(key("register", "ip", ip), AUTH_RATE_LIMITS.registerPerIp);
  const account = await accounts().createAccount({ name, email, password });
  if (!account) throw conflict(authCopy.accountExists);
  const signedIn = await accounts().createEmailPasswordSession({ email, password });
  if (!signedIn) throw new AppError("internal", authCopy.registrationFailed, 500);
  try {
    await accounts().createVerification({ userId: account.id });
  } catch (error) {
    console.error("[accounts] verification e-mail after registration failed", error);
    return { ...result(signedIn), verificationEmailSent: false };
  }
  return { ...result(signedIn), verificationEmailSent: true };
}

/**
 * Counts one sign-in attempt with a password on `email` from `ip` (429 over a limit): per address, per
 * (e-mail, address) in the back-off steps, and per e-mail under a higher ceiling (AUTH_RATE_LIMITS says
 * why). The answer resets this client's back-off once the password was right.
 */
async function countSignInAttempt(email: string, ip: string): Promise<{ succeeded: () => Promise<void> }> {
  const perClient = AUTH_RATE_LIMITS.signInPerEmailClient.map((step) => ({ key: key("login", "email-client", `${step.windowMs}`, address(email), ip), step }));
  await hit(key("login", "ip", ip), AUTH_RATE_LIMITS.signInPerIp);
  for (const { key: stepKey, step } of perClient) await hit(stepKey, step);
  await hit(key("login", "email", address(email)), AUTH_RATE_LIMITS.signInPerEmail);
  return {
    succeeded: async () => {
      for (const { key: stepKey } of perClient) await clear(stepKey);
    },
  };
}

/** Same 401 for an unknown e-mail and a wrong password; attempts count as countSignInAttempt says. */
export async function login({ email, password, ip }: LoginInput & { ip: string }): Promise<SignInResult> {
  const attempt = await countSignInAttempt(email, ip);
  const signedIn = await accounts().createEmailPasswordSession({ email, password });
  if (!signedIn) throw unauthorized(authCopy.invalidCredentials);
  await attempt.succeeded();
  return result(signedIn);
}

export async function signInWithGoogle(identity: OidcIdentity): Promise<SignInResult> {
  const signedIn = await accounts().createOidcSession(identity);
  if (!signedIn) throw unauthorized(authCopy.googleFailed);
  return result(signedIn);
}

/** Ends the session; its open live streams end with it (in every server process). */
export async function logout(sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  await accounts().deleteSession(sessionToken);
  await endSessionStreams(sessionToken);
}

/** "Resend Verification Email": one per RESEND_COOLDOWN_S per account, and a few per hour per address. */
export async function resendVerification(user: Account): Promise<{ sent: boolean }> {
  if (user.emailVerification) return { sent: false };
  const cooldown = key("verification", "cooldown", user.id);
  await hit(cooldown, { limit: 1, windowMs: RESEND_COOLDOWN_S * 1000 });
  await hit(key("verification", "email", address(user.email)), AUTH_RATE_LIMITS.verificationPerEmail);
  try {
    await accounts().createVerification({ userId: user.id });
  } catch (error) {
    console.error("[accounts] verification e-mail failed", error);
    await clear(cooldown);
    // Appwrite's own limit (10 an hour per user) answers with its Retry-After.
    if (error instanceof AppError && error.code === "rate_limited") throw error;
    throw new AppError("unavailable", authCopy.verificationResendFailed, 503);
  }
  return { sent: true };
}

/**
 * "Send New Verification Email" from a signed-out verification page, by address. The answer is the same,
 * at once, whether the address has an account, is verified already or not: the lookup and the e-mail
 * happen in the background. Limited per client and per address (the address's limit is shared with
 * the signed-in resend, and counts whether or not the address exists, so a 429 tells nothing either).
 */
export async function resendVerificationByEmail({ email, ip }: VerificationResendInput & { ip: string }): Promise<void> {
  await hit(key("verification", "ip", ip), AUTH_RATE_LIMITS.verificationPerIp);
  await hit(key("verification", "email", address(email)), AUTH_RATE_LIMITS.verificationPerEmail);
  void (async () => {
    const account = await accounts().findAccountByEmail(email);
    if (!account || account.emailVerification) return;
    await accounts().createVerification({ userId: account.id });
  })().catch((error: unknown) => console.error("[accounts] verification e-mail by address failed", error));
}

/** A confirmed verification link: the account, and the clicker's new session when they were signed in by it. */
export interface ConfirmedVerification {
  account: Account;
  session?: IssuedSession;
}

/**
 * The e-mailed link's userId + secret (docs/product.md#accounts-and-sessions). The link proves the
 * mailbox, not who registered the account, so a never-verified account also needs this browser's
 * session of it, its password, or a new password from the mailbox's owner (see
 * AccountBackend.updateVerification). Without any of them nothing changes and the answer is 401
 * `password_required`, so the page asks for the password. Wrong passwords count against the same limits
 * as signing in. A new password ends every other session, API token, calendar feed and live stream.
 */
export async function confirmVerification({
  userId,
  secret,
  password,
  newPassword,
  sessionToken,
  ip,
}: VerificationConfirmInput & { sessionToken?: string; ip: string }): Promise<ConfirmedVerification> {
  let attempt: { succeeded: () => Promise<void> } | undefined;
  if (password !== undefined) {
    const account = await accounts().getAccountById(userId);
    if (!account) throw badRequest(authCopy.verifyFailed);
    attempt = await countSignInAttempt(account.email, ip);
  }
  const outcome = await accounts().updateVerification({ userId, secret, sessionToken, password, newPassword });
  if (outcome.status === "invalid") throw badRequest(authCopy.verifyFailed);
  if (outcome.status === "password_required") throw new AppError("password_required", authCopy.verifyPasswordRequired, 401);
  if (outcome.status === "wrong_password") throw unauthorized(authCopy.incorrectPassword);
  await attempt?.succeeded();
  if (outcome.othersEnded) {
    await revokeAllAccessOf(userId);
    await endAccountStreams(userId);
  }
  return { account: outcome.account, session: outcome.session };
}

/**
 * "Send Instructions": always the same answer, at once. The e-mail goes out in the background, so
 * neither the answer nor its timing tells whether the address has an account.
 */
export async function requestRecovery({ email }: RecoveryInput): Promise<void> {
  await hit(key("recovery", "email", address(email)), AUTH_RATE_LIMITS.recoveryPerEmail);
  accounts()
    .createRecovery({ email })
    .catch((error: unknown) => console.error("[accounts] recovery e-mail failed", error));
}

/**
 * Sets the new password and ends every session, API token and calendar feed of the account; a bad,
 * used or expired link is 'This password reset link is invalid or has expired…'.
 */
export async function confirmRecovery({ userId, secret, password }: RecoveryConfirmInput): Promise<void> {
  if (!(await accounts().updateRecovery({ userId, secret, password }))) throw badRequest(authCopy.resetLinkInvalid);
  await revokeAllAccessOf(userId);
  await endAccountStreams(userId);
}

/**
 * Ends a hosted Google sign-in: the state must be the one this browser's cookie keeps (so nobody can
 * sign a victim into the attacker's account with a link), then the backend turns userId and secret
 * into a session. 404 when the backend has no hosted sign-in; any refusal is the same 401.
 */
export async function signInWithGoogleToken({ token, cookie, ip }: { token: GoogleToken; cookie: string | undefined; ip: string }): Promise<SignedIn> {
  const hosted = accounts().hostedGoogleSignIn;
  if (!hosted) throw notFound();
  // The API key is exempt from Appwrite's own limits, so this route keeps one of its own.
  await hit(`auth:google:ip:${ip}`, AUTH_RATE_LIMITS.signInPerIp);
  const signedIn = cookie === token.state ? await hosted.createSession({ userId: token.userId, secret: token.secret }) : null;
  if (!signedIn) throw unauthorized(authCopy.googleFailed);
  return signedIn;
}

// ---------------------------------------------------------------- the account's own settings

/** Settings → Profile: the name, by registration's rules (comments written before keep the name they carry). */
export async function updateName({ user, name }: UpdateNameInput & { user: VerifiedAccount }): Promise<Account> {
  const updated = await accounts().updateName({ userId: user.id, name });
  if (!updated) throw unauthorized(authCopy.mustBeLoggedIn);
  return updated;
}

/**
 * Settings → Password. The current password is asked for and counts against the sign-in limits, as a
 * sign-in with it would (a stolen session cannot guess it faster than a sign-in could); the new one
 * follows registration's rules. Every other session of the account ends, with its live streams, at once;
 * this browser's session stays. API tokens and calendar feeds stay (the page says so).
 */
export async function changePassword({
  user,
  sessionToken,
  currentPassword,
  newPassword,
  ip,
}: Omit<ChangePasswordInput, "confirmPassword"> & { user: VerifiedAccount; sessionToken: string; ip: string }): Promise<void> {
  const attempt = await countSignInAttempt(user.email, ip);
  const outcome = await accounts().updatePassword({ userId: user.id, sessionToken, oldPassword: currentPassword, password: newPassword });
  if (outcome.status === "wrong_password") throw badRequest(authCopy.wrongCurrentPassword);
  if (outcome.status === "no_password") throw badRequest(authCopy.noPasswordYet);
  await attempt.succeeded();
  await endStreamsOfSessions(outcome.endedSessions);
}

/**
 * Settings → Delete account, once the account's e-mail is typed again (compared case-insensitively, as
 * e-mail addresses are). The workspaces it owns are deleted with their tasks (the members lose access at
 * once), the ones shared with it are left (their owners are told), then its reminders elsewhere, its
 * recorded day plans, its reminder channels, API tokens, calendar feeds and push subscriptions go, and the account with its sessions last, with every open stream. Each step
 * is safe to repeat, so a deletion that failed half-way can simply be asked for again.
 */
export async function deleteAccount({ user, email }: DeleteAccountInput & { user: VerifiedAccount }): Promise<void> {
  if (address(email) !== address(user.email)) throw badRequest(authCopy.deleteEmailMismatch);
  await deleteOwnedWorkspaces({ user });
  await leaveSharedWorkspaces({ user });
  const store = await getStore();
  for (const reminder of await collectAll((page) => store.listRemindersByUser({ userId: user.id }, page))) {
    await store.deleteReminder(reminder.id, changeEvent.reminderDeleted(user, reminder));
  }
  await store.deletePlannedTasksOfUser(user.id);
  await store.setReminderChannels({ userId: user.id, channels: null, now: new Date().toISOString() });
  await revokeAllAccessOf(user.id);
  await accounts().deleteAccount({ userId: user.id });
  await endAccountStreams(user.id);
}
