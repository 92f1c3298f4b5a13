import type { Account } from "./types";

declare const verified: unique symbol;

/**
 * An account whose e-mail address is verified, as the route guard (server/http handle) and the
 * pages' getVerifiedPageUser hand it out. Services that act for a user require this type, so the check
 * happens once at the edge and a service cannot be called with an unchecked account. Only
 * `verifiedAccount` below makes one.
 */
export type VerifiedAccount = Account & { readonly [verified]: true };

/** The account as a VerifiedAccount when its e-mail is verified, else null. */
export function verifiedAccount(account: Account): VerifiedAccount | null {
  return account.emailVerification ? (account as VerifiedAccount) : null;
}
