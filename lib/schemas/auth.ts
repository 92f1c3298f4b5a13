import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_REGISTER, PASSWORD_MIN_RESET } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { isFreeOfControlCharacters } from "./text";

/**
 * Request bodies of /api/auth/*, shared by the forms and the route handlers so both give the
 * same message. The first issue is the one shown. Over-long values fail with a plain 400 ("Invalid input").
 */

const tooLong = { error: commonCopy.invalidInput };

/** A required text field; `missing` is the user-facing message when it is absent or blank. */
const required = (missing: string, max: number, trim = true) => {
  const base = z.string({ error: missing });
  return (trim ? base.trim() : base).min(1, missing).max(max, { ...tooLong, abort: true });
};

const email = (missing: string) =>
  required(missing, EMAIL_MAX).pipe(z.email({ error: commonCopy.invalidEmail }));

export const loginSchema = z.object({
  email: required(authCopy.fillAllFields, EMAIL_MAX),
  password: required(authCopy.fillAllFields, PASSWORD_MAX, false),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A person's name: registration's Full Name and the settings' Profile. */
const personName = required(authCopy.fillAllFields, NAME_MAX).refine(isFreeOfControlCharacters, { error: authCopy.nameControlCharacters });

/**
 * A password chosen at registration or in the settings: typed twice alike and at least
 * PASSWORD_MIN_REGISTER characters; the issue goes on the field the form shows it under.
 */
function checkNewPassword(ctx: z.RefinementCtx, password: string, confirmPassword: string, field: string): void {
  if (password !== confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: authCopy.passwordsDoNotMatch });
  } else if (password.length < PASSWORD_MIN_REGISTER) {
    ctx.addIssue({ code: "custom", path: [field], message: authCopy.passwordMinRegister });
  }
}

export const registerSchema = z
  .object({
    name: personName,
    email: required(authCopy.fillAllFields, EMAIL_MAX),
    password: required(authCopy.fillAllFields, PASSWORD_MAX, false),
    confirmPassword: required(authCopy.fillAllFields, PASSWORD_MAX, false),
  })
  .superRefine((v, ctx) => {
    if (!z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: commonCopy.invalidEmail });
    } else {
      checkNewPassword(ctx, v.password, v.confirmPassword, "password");
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** PATCH /api/auth/me: a new name, by registration's rules. */
export const updateNameSchema = z.object({ name: personName });
export type UpdateNameInput = z.infer<typeof updateNameSchema>;

/** POST /api/auth/password: the current password, and the new one twice (registration's rules). */
export const changePasswordSchema = z
  .object({
    currentPassword: required(authCopy.fillAllFields, PASSWORD_MAX, false),
    newPassword: required(authCopy.fillAllFields, PASSWORD_MAX, false),
    confirmPassword: required(authCopy.fillAllFields, PASSWORD_MAX, false),
  })
  .superRefine((v, ctx) => checkNewPassword(ctx, v.newPassword, v.confirmPassword, "newPassword"));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** DELETE /api/auth/me: the account's e-mail, typed again to confirm (the service compares it). */
export const deleteAccountSchema = z.object({ email: required(authCopy.deleteEmailMismatch, EMAIL_MAX) });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const recoverySchema = z.object({ email: email(authCopy.enterEmail) });
export type RecoveryInput = z.infer<typeof recoverySchema>;

/** "Send New Verification Email" from a signed-out verification page: the address only. */
export const verificationResendSchema = z.object({ email: email(authCopy.enterEmail) });
export type VerificationResendInput = z.infer<typeof verificationResendSchema>;

/** userId + secret from an e-mailed link; a missing part is the link's own message. Appwrite's secrets are 256 characters. */
const linkParams = (invalid: string) => ({
  userId: required(invalid, 100),
  secret: required(invalid, 256),
});

/**
 * A verification link, with the account's `password` when this browser is not signed in to it, or a
 * `newPassword` (twice, at least 8 characters, as on reset) when the mailbox's owner did not register it.
 */
export const verificationConfirmSchema = z
  .object({
    ...linkParams(authCopy.invalidVerifyLink),
    password: z.string().min(1, authCopy.fillAllFields).max(PASSWORD_MAX, tooLong).optional(),
    newPassword: z.string().max(PASSWORD_MAX, tooLong).optional(),
    confirmPassword: z.string().max(PASSWORD_MAX, tooLong).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === undefined) {
      if (v.confirmPassword !== undefined) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: commonCopy.invalidInput });
    } else if (v.password !== undefined) {
      ctx.addIssue({ code: "custom", path: ["password"], message: commonCopy.invalidInput });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: authCopy.passwordsDoNotMatch });
    } else if (v.newPassword.length < PASSWORD_MIN_RESET) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: authCopy.passwordMinReset });
    }
  });
export type VerificationConfirmInput = z.infer<typeof verificationConfirmSchema>;


export const recoveryConfirmSchema = z
  .object({
    ...linkParams(authCopy.invalidResetLink),
    password: z.string({ error: authCopy.passwordMinReset }).max(PASSWORD_MAX, tooLong),
    confirmPassword: z.string({ error: authCopy.passwordsDoNotMatch }).max(PASSWORD_MAX, tooLong),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: authCopy.passwordsDoNotMatch });
    } else if (v.password.length < PASSWORD_MIN_RESET) {
      ctx.addIssue({ code: "custom", path: ["password"], message: authCopy.passwordMinReset });
    }
  });
export type RecoveryConfirmInput = z.infer<typeof recoveryConfirmSchema>;

/** The signed-in user as the API returns it. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerification: z.boolean(),
});
export type AccountView = z.infer<typeof accountSchema>;

/** Answer of register, login and GET /api/auth/me. */
export const sessionAnswerSchema = z.object({
  user: accountSchema,
  emailVerificationRequired: z.boolean(),
  /** Register only: false when the verification e-mail could not be sent (the gate's Resend tries again). */
  verificationEmailSent: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Answer of the routes that only say what happened (recovery, resending a verification link). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** Answer of POST /api/auth/verification: false when the e-mail is verified already (nothing sent). */
export const verificationSentAnswerSchema = z.object({ sent: z.boolean() });

/** Answer of confirming a verification link; `signedIn`: this browser now has a session of the account. */
export const verificationConfirmedAnswerSchema = z.object({ user: accountSchema, signedIn: z.boolean() });
export type VerificationConfirmedAnswer = z.infer<typeof verificationConfirmedAnswerSchema>;

/** The first message of a failed parse, for the forms. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? commonCopy.invalidInput;
}

const tokenField = (max: number) => z.string({ error: authCopy.googleFailed }).min(1, authCopy.googleFailed).max(max, authCopy.googleFailed);

/** What /auth/callback receives from a hosted sign-in and posts on; any flaw is the Google sign-in failure ('Failed to authenticate with Google'). */
export const googleTokenSchema = z.object({ state: tokenField(64), userId: tokenField(36), secret: tokenField(256) });
export type GoogleToken = z.infer<typeof googleTokenSchema>;
