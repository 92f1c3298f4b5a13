import "server-only";
import { VERIFY_LINK_LIFETIME_MS } from "@/lib/constants/auth";
import { APP_NAME } from "@/lib/constants/common";
import { formatLifetime } from "../format";
import { composeEmail, greeting, type Email } from "../layout";
import { verifyEmailUrl } from "../links";

export interface VerificationEmailInput {
  appUrl: string;
  name: string;
  userId: string;
  secret: string;
}

/** Sent after registration and on "Resend Verification Email": links to /verify-email. */
export function verificationEmail({ appUrl, name, userId, secret }: VerificationEmailInput): Email {
  return composeEmail(`Verify your email address for ${APP_NAME}`, {
    preheader: `Confirm your email address to start using ${APP_NAME}.`,
    heading: "Verify your email address",
    intro: [greeting(name), [`Thanks for signing up for ${APP_NAME}. Please confirm your email address to start using your account.`]],
    action: { label: "Verify Email", url: verifyEmailUrl(appUrl, { userId, secret }) },
    outro: [
      [`The link will expire in ${formatLifetime(VERIFY_LINK_LIFETIME_MS)}.`],
      [`If you did not create a ${APP_NAME} account, you can ignore this email.`],
    ],
  });
}
