import { z } from "zod";
import {
  accountSchema,
  changePasswordSchema,
  deleteAccountSchema,
  googleTokenSchema,
  loginSchema,
  messageAnswerSchema,
  recoveryConfirmSchema,
  recoverySchema,
  registerSchema,
  sessionAnswerSchema,
  updateNameSchema,
  verificationConfirmSchema,
  verificationConfirmedAnswerSchema,
  verificationResendSchema,
  verificationSentAnswerSchema,
} from "@/lib/schemas/auth";
import { created, defineRoute, noContent, ok, redirect } from "./types";

/**
 * The account: sign-up, sign-in and out, e-mail verification, password reset, Google sign-in, and the
 * settings' name, password and deletion (a session only: API tokens never change the account).
 */

const tag = "Account";

export const accountRoutes = {
  register: defineRoute({ method: "POST", path: "/api/auth/register", summary: "Create an account and sign in", tag, auth: "none", body: registerSchema, success: created(sessionAnswerSchema) }),
  login: defineRoute({ method: "POST", path: "/api/auth/login", summary: "Sign in with e-mail and password", tag, auth: "none", body: loginSchema, success: ok(sessionAnswerSchema) }),
  logout: defineRoute({ method: "POST", path: "/api/auth/logout", summary: "Sign out (ends the session cookie's session, if any, and clears the cookie)", tag, auth: "none", success: ok(z.null()) }),
  me: defineRoute({ method: "GET", path: "/api/auth/me", summary: "The signed-in account (also when its e-mail is not verified yet)", tag, auth: "session", unverified: true, success: ok(sessionAnswerSchema) }),
  updateName: defineRoute({ method: "PATCH", path: "/api/auth/me", summary: "Change the account's name", tag, auth: "session", body: updateNameSchema, success: ok(accountSchema) }),
  deleteAccount: defineRoute({ method: "DELETE", path: "/api/auth/me", summary: "Delete the account (its e-mail typed again): the workspaces it owns with their tasks, its memberships, reminders, API tokens, calendar feeds and sessions; clears the session cookie", tag, auth: "session", body: deleteAccountSchema, success: ok(z.null()) }),
  changePassword: defineRoute({ method: "POST", path: "/api/auth/password", summary: "Change the password with the current one (counted as a sign-in attempt); the account's other sessions end, this one stays", tag, auth: "session", body: changePasswordSchema, success: noContent }),
  recovery: defineRoute({ method: "POST", path: "/api/auth/recovery", summary: "E-mail a password-reset link (the same answer for any address)", tag, auth: "none", body: recoverySchema, success: ok(messageAnswerSchema) }),
  recoveryConfirm: defineRoute({ method: "POST", path: "/api/auth/recovery/confirm", summary: "Set a new password with a reset link", tag, auth: "none", body: recoveryConfirmSchema, success: ok(messageAnswerSchema) }),
  verification: defineRoute({ method: "POST", path: "/api/auth/verification", summary: "Send the verification e-mail again", tag, auth: "session", unverified: true, success: ok(verificationSentAnswerSchema) }),
  verificationResend: defineRoute({ method: "POST", path: "/api/auth/verification/resend", summary: "Send a new verification link to an address (signed out; same answer for any address)", tag, auth: "none", body: verificationResendSchema, success: ok(messageAnswerSchema) }),
  verificationConfirm: defineRoute({ method: "POST", path: "/api/auth/verification/confirm", summary: "Confirm the e-mail address (with this browser's session, the account's password, or a new password; 401 password_required without)", tag, auth: "none", body: verificationConfirmSchema, success: ok(verificationConfirmedAnswerSchema) }),
  google: defineRoute({ method: "GET", path: "/api/auth/google", summary: "Start Google sign-in (redirect)", tag, auth: "none", success: redirect }),
  googleCallback: defineRoute({ method: "GET", path: "/api/auth/google/callback", summary: "Google sign-in callback (redirect)", tag, auth: "none", success: redirect }),
  googleSession: defineRoute({ method: "POST", path: "/api/auth/google/session", summary: "Finish a hosted Google sign-in", tag, auth: "none", body: googleTokenSchema, success: ok(sessionAnswerSchema) }),
};
