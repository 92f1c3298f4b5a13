import "server-only";
import { config } from "@/server/config";
import { newId } from "@/server/ids";
import { sendMail } from "@/server/mail/transport";
import { recoveryEmail } from "@/server/mail/templates/recovery";
import { verificationEmail } from "@/server/mail/templates/verification";
import { getAccountStore } from "@/server/store";
import { createLocalAccounts, type SecretMailer } from "./local/accounts";
import type { AccountBackend } from "./types";

/** E-mails the links of the local adapter through server/mail (SMTP, or the outbox without SMTP_URL). */
const mailer: SecretMailer = {
  async verification({ account, secret }) {
    const mail = verificationEmail({ appUrl: config().APP_URL, name: account.name, userId: account.id, secret });
    await sendMail({ to: account.email, ...mail });
  },
  async recovery({ account, secret }) {
    const mail = recoveryEmail({ appUrl: config().APP_URL, name: account.name, userId: account.id, secret });
    await sendMail({ to: account.email, ...mail });
  },
};

let backend: AccountBackend | undefined;

/** The account backend of this process (DUELY_BACKEND); services use nothing else. */
export function accounts(): AccountBackend {
  if (backend) return backend;
  if (config().DUELY_BACKEND !== "sqlite") {
    throw new Error(`The ${config().DUELY_BACKEND} account adapter is not available yet (issue 9); use DUELY_BACKEND=sqlite`);
  }
  backend = createLocalAccounts({ accountStore: getAccountStore, mailer, newId });
  return backend;
}
