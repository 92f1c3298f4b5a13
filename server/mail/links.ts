import "server-only";

/**
 * Links carried by e-mails, built from the app's public base URL (config().APP_URL, passed in by
 * server/mail/emails.ts). Query values are percent-encoded, so an address such as a+b@x.org survives.
 */
function appLink(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${appUrl.replace(/\/+$/, "")}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

export interface SecretLink {
  userId: string;
  secret: string;
}

export const verifyEmailUrl = (appUrl: string, { userId, secret }: SecretLink) => appLink(appUrl, "/verify-email", { userId, secret });

export const resetPasswordUrl = (appUrl: string, { userId, secret }: SecretLink) => appLink(appUrl, "/reset-password", { userId, secret });

export const registerUrl = (appUrl: string, email: string) => appLink(appUrl, "/register", { email });

export const boardUrl = (appUrl: string) => appLink(appUrl, "/todo");
