import "server-only";
import { getAccountStore } from "@/server/store";

/**
 * Whether an account is registered with this address, which decides the invitation's link (/register
 * pre-filled, or the board). The account port (server/auth/types.ts) has no lookup by e-mail yet, so
 * this asks the sqlite backend's account store; on a backend without one it answers true, and the
 * invitation links to the board, whose login page offers registration.
 */
export async function accountExistsFor(email: string): Promise<boolean> {
  let accounts;
  try {
    accounts = await getAccountStore();
  } catch {
    return true;
  }
  return (await accounts.getUserByEmail(email)) !== null;
}
