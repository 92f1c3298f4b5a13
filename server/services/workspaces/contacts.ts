import "server-only";
import type { Account } from "@/server/auth/types";
import { normalizeEmail } from "./access";
import { listOwned, listSharedWith } from "./queries";

/**
 * The addresses of the people who share a workspace with this user (lower-cased, without the user's
 * own): the members of the workspaces they own, and the owner and members of those shared with them.
 */
export async function listSharingContacts({ user }: { user: Account }): Promise<Set<string>> {
  const [owned, shared] = await Promise.all([listOwned(user.id), listSharedWith(user)]);
  const contacts = new Set<string>();
  for (const w of owned) for (const m of w.members) contacts.add(m);
  for (const w of shared) {
    contacts.add(normalizeEmail(w.ownerEmail));
    for (const m of w.members) contacts.add(m);
  }
  contacts.delete(normalizeEmail(user.email));
  return contacts;
}
