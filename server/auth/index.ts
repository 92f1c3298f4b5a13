import "server-only";
import { config } from "@/server/config";
import { newId } from "@/server/ids";
import { sendRecoveryEmail, sendVerificationEmail } from "@/server/mail";
import { getAccountStore } from "@/server/store";
import { appwriteOptions } from "@/server/store/appwrite";
import { createAppwriteAccounts } from "./appwrite/accounts";
import { createLocalAccounts, type SecretMailer } from "./local/accounts";
import type { AccountBackend } from "./types";

/** E-mails the links of the local adapter through server/mail (SMTP, or the outbox without SMTP_URL). */
const mailer: SecretMailer = {
  async verification({ account, secret }) {
    await sendVerificationEmail({ to: account.email, name: account.name, userId: account.id, secret });
  },
  async recovery({ account, secret }) {
    await sendRecoveryEmail({ to: account.email, name: account.name, userId: account.id, secret });
  },
};

let backend: AccountBackend | undefined;

/** The account backend of this process (DUELY_BACKEND); services use nothing else. */
export function accounts(): AccountBackend {
  if (backend) return backend;
  const c = config();
  backend =
    c.DUELY_BACKEND === "appwrite"
      ? createAppwriteAccounts({ ...appwriteOptions(c), appUrl: c.APP_URL, newId })
      : createLocalAccounts({ accountStore: getAccountStore, mailer, newId });
  return backend;
}
