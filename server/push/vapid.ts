import "server-only";
import { generateVAPIDKeys } from "web-push";
import { config } from "@/server/config";
import { getStore } from "@/server/store";
import type { Store, VapidKeyPair } from "@/server/store/types";

export type VapidKeys = Pick<VapidKeyPair, "publicKey" | "privateKey">;

/** Per opened store: the pair it answered (a test that opens another database gets that one's). */
const stored = new WeakMap<Store, Promise<VapidKeys>>();

/**
 * The VAPID key pair (RFC 8292) that signs every push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise the pair kept in the database, made the first time one is needed (web-push's
 * generateVAPIDKeys) and stored only if none is there yet, so every instance on the database signs with
 * the same pair — a subscription is bound to the public key it was made with.
 */
export async function vapidKeys(): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = config();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  const store = await getStore();
  let keys = stored.get(store);
  if (!keys) {
    keys = store.ensureVapidKeys({ ...generateVAPIDKeys(), createdAt: new Date().toISOString() }).then(({ publicKey, privateKey }) => ({ publicKey, privateKey }));
    stored.set(store, keys);
    keys.catch(() => stored.delete(store)); // the next call tries again
  }
  return keys;
}
