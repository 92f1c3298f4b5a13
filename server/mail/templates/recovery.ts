import "server-only";
import { RESET_LINK_LIFETIME_MS } from "@/lib/constants/auth";
import { APP_NAME } from "@/lib/constants/common";
import { formatLifetime } from "../format";
import { composeEmail, greeting, type Email } from "../layout";
import { resetPasswordUrl } from "../links";

export interface RecoveryEmailInput {
  appUrl: string;
  name: string;
  userId: string;
  secret: string;
}

/** Sent by "Forgot Password": links to /reset-password and says "The link will expire in 1 hour." */
export function recoveryEmail({ appUrl, name, userId, secret }: RecoveryEmailInput): Email {
  return composeEmail(`Reset your ${APP_NAME} password`, {
    preheader: `Choose a new password for your ${APP_NAME} account.`,
    heading: "Reset your password",
    intro: [greeting(name), [`We received a request to reset the password of your ${APP_NAME} account.`]],
    action: { label: "Reset Password", url: resetPasswordUrl(appUrl, { userId, secret }) },
    outro: [
      [`The link will expire in ${formatLifetime(RESET_LINK_LIFETIME_MS)}.`],
      ["If you did not ask for a new password, you can ignore this email: your password stays the same."],
    ],
  });
}
