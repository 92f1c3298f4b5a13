import { sessionCopy } from "./session";

/** Account texts: sign-in, registration, sessions, Google sign-in, password recovery and e-mail verification. */
export const authCopy = {
  ...sessionCopy,
  // Validation
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "Passwords do not match",
  passwordMinRegister: "Password must be at least 6 characters",
  passwordMinReset: "Password must be at least 8 characters long",
  enterEmail: "Please enter your email address",
  invalidResetLink: "Invalid password reset link. Please request a new one.",
  invalidVerifyLink: "Invalid verification link. Please request a new verification email.",
  /** The 401 of every API route that needs a session, when there is none. */
  mustBeLoggedIn: "You must be logged in to continue",
  nameControlCharacters: "Name cannot contain line breaks or other control characters",

  // Sign-in
  incorrectPassword: "Incorrect password. Please try again.",
  accountNotFound: "Account not found. Please check your email or sign up.",
  invalidCredentials: "Invalid email or password",
  failedToLogIn: "Failed to log in",
  failedToLogInRetry: "Failed to log in. Please try again.",
  authenticationFailed: "Authentication failed",
  verifyToContinue: "Please verify your email address to continue.",
  signingIn: "Signing in...",

  // Registration
  accountExists: "An account with this email already exists.",
  strongerPassword: "Please use a stronger password.",
  registrationFailed: "Registration failed",
  failedToCreateAccount: "Failed to create account",
  failedToCreateAccountRetry: "Failed to create account. Please try again.",

  // Session
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeVerify: (name: string) => `Welcome to Duely, ${name}! Please check your email to verify your account.`,

  // Google sign-in
  googleAfterRedirect: "Authentication failed after redirect",
  googleFailed: "Failed to authenticate with Google. Please try again.",

  // Password recovery and reset
  recoverySent: "Password recovery email sent. Please check your inbox.",
  recoveryFailed: "Failed to send recovery email. Please try again.",
  passwordResetDone: "Password has been reset successfully. You can now log in.",
  resetFailedRetry: "Failed to reset password. Please try again.",
  resetFailed: "Failed to reset password",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",

  // E-mail verification
  verificationSent: "Verification email sent. Please check your inbox.",
  verificationSendFailed: "Failed to send verification email. Please try again.",
  /** The signed-out verification page asks for the address to send a new link to. */
  resendByEmailHint: "Enter the email address you registered with and we will send a new link if it still needs verifying.",
  emailVerified: "Email verified successfully!",
  /** A verification link opened in a browser not signed in to the account asks for its password. */
  verifyPasswordRequired: "Enter your password to finish verifying",
  finishVerifying: "Finish Verifying",
  /** The mailbox's owner did not register the account: they choose its password instead. */
  notMyAccount: "I didn't create this account",
  notMyAccountIntro: "Choose a new password. Whoever registered this address is signed out everywhere and cannot sign in again.",
  setPasswordAndVerify: "Set Password and Verify",
  back: "Back",
  verifyFailed: "Failed to verify email. The link may be expired or invalid.",
  verificationFailed: "Verification failed. Please try again.",

  // Account settings: the API's refusals
  /** Changing the password: the current one given is not the account's. */
  wrongCurrentPassword: "Your current password is incorrect.",
  /** Changing the password of an account that signs in with Google only. */
  noPasswordYet: "This account signs in with Google and has no password yet. To set one, use Forgot Password on the login page.",
  /** Deleting the account: the e-mail typed to confirm is not the account's. */
  deleteEmailMismatch: "Type your account's email address exactly to delete it.",

  // Screens: /login, /register, /reset-password, /verify-email, /auth/callback, the modals and the gate
  loginTitle: "Welcome back",
  loginSubtitle: "Sign in to your account to continue.",
  registerTitle: "Create your account",
  registerSubtitle: "Start managing your tasks in plain language.",
  resetSubtitle: "Choose a new password for your account.",
  email: "Email",
  fullName: "Full Name",
  confirmPassword: "Confirm Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
  signIn: "Sign In",
  continueWithGoogle: "Continue with Google",
  googleNotConfigured: "Google sign-in is not configured",
  forgotPassword: "Forgot Password?",
  noAccount: "Don't have an account?",
  haveAccount: "Already have an account?",
  createAccount: "Create Account",
  creatingAccount: "Creating account...",
  registrationSuccessful: "Registration Successful",
  checkEmailToVerify: "Please check your email to verify your account...",
  continue: "Continue",
  forgotTitle: "Forgot Password",
  forgotIntro: "Enter your email address and we'll send you instructions to reset your password.",
  sendInstructions: "Send Instructions",
  emailSent: "Email Sent Successfully!",
  emailSentBody: "Check your inbox for instructions on how to reset your password. The link will expire in 1 hour.",
  returnToLogin: "Return to Login",
  /** The reset page's title and its submit button. */
  resetPassword: "Reset Password",
  resetting: "Resetting...",
  resetSuccessful: "Password Reset Successful",
  verifyTitle: "Email Verification",
  verifying: "Verifying your email...",
  verifyErrorBody: "The verification link may have expired or already been used.",
  sendNewVerification: "Send New Verification Email",
  backToLogin: "Back to Login",
  redirecting: "Redirecting...",
  completingSignIn: "Completing Sign In",
  pleaseWait: "Please wait while we complete your sign in...",

  // User menu
  showPassword: "Show password",
  hidePassword: "Hide password",
} as const;
