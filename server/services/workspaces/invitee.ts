import "server-only";
import { accounts } from "@/server/auth";

/**
 * Whether an account is registered with this address, which decides the invitation's link
 * (/register pre-filled, or the board).
 */
export async function accountExistsFor(email: string): Promise<boolean> {
  return (await accounts().findAccountByEmail(email)) !== null;
}
