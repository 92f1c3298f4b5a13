import { randomBytes, randomUUID } from "node:crypto";
import { collectAll } from "@/server/store/pages";
import type { PushSubscriptionRecord, ReminderDelivery, Store } from "@/server/store/types";
import { makeReminder, makeTask, makeWorkspace } from "@/tests/support/records";

const id = () => randomUUID().replaceAll("-", "");
const key = (bytes: number) => randomBytes(bytes).toString("base64url");

/** Push subscriptions, reminder channels, the VAPID key pair and reminder deliveries. */
export function pushContract(open: () => Promise<Store>): void {
  describe("push notifications", () => {
    const device = (userId: string, minute: number, extra: Partial<PushSubscriptionRecord> = {}): PushSubscriptionRecord => ({
      id: id(),
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${id()}`,
      p256dh: `B${key(64)}`.slice(0, 87),
      auth: key(16),
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString(),
      ...extra,
    });
    const devicesOf = async (store: Store, userId: string) => collectAll((page) => store.listPushSubscriptions(userId, page));

    it("saves a device and lists the user's, oldest first and paged; the same id saved again replaces it, even another user's", async () => {
      const store = await open();
      const [ada, bob] = [id(), id()];
      const first = device(ada, 1);
      expect(await store.savePushSubscription(first, { keep: 10 })).toEqual(first);
      const second = await store.savePushSubscription(device(ada, 2), { keep: 10 });
      const third = await store.savePushSubscription(device(ada, 3), { keep: 10 });
      await store.savePushSubscription(device(bob, 4), { keep: 10 });

      const page = await store.listPushSubscriptions(ada, { limit: 2 });
      expect(page.items).toEqual([first, second]);
      expect(await store.listPushSubscriptions(ada, { limit: 2, cursor: page.nextCursor })).toEqual({ items: [third], nextCursor: null });

      // The device now belongs to Bob, with the keys and time of the new save.
      const taken = { ...first, userId: bob, p256dh: `B${key(64)}`.slice(0, 87), auth: key(16), createdAt: new Date(Date.UTC(2026, 10, 1, 9, 0)).toISOString() };
      expect(await store.savePushSubscription(taken, { keep: 10 })).toEqual(taken);
      expect(await devicesOf(store, ada)).toEqual([second, third]);
      expect((await devicesOf(store, bob)).map((d) => d.id)).toEqual([expect.any(String), first.id]);
      expect((await devicesOf(store, bob))[1]).toEqual(taken);
    });

    it("keeps the `keep` devices saved last: a save beyond them drops the oldest", async () => {
      const store = await open();
      const user = id();
      const saved = [];
      for (let minute = 1; minute <= 4; minute++) saved.push(await store.savePushSubscription(device(user, minute), { keep: 3 }));
      expect(await devicesOf(store, user)).toEqual(saved.slice(1));
      // Saving an old one again makes it the newest.
      const again = { ...saved[1], createdAt: new Date(Date.UTC(2026, 10, 1, 8, 30)).toISOString() };
      await store.savePushSubscription(again, { keep: 2 });
      expect(await devicesOf(store, user)).toEqual([saved[3], again]);
    });

    it("trims concurrent saves of one user to `keep` (on Appwrite once they have settled, by the next save)", async () => {
      const store = await open();
      const user = id();
      await Promise.all(Array.from({ length: 6 }, (_, i) => store.savePushSubscription(device(user, i), { keep: 2 })));
      if (store.backend === "appwrite") await store.savePushSubscription(device(user, 59), { keep: 2 });
      expect(await devicesOf(store, user)).toHaveLength(2);
    });

    it("deletes a device only for its owner, and all of a user's", async () => {
      const store = await open();
      const [ada, eve] = [id(), id()];
      const [a, b] = [device(ada, 1), device(ada, 2)];
      for (const d of [a, b]) await store.savePushSubscription(d, { keep: 10 });
      expect(await store.deletePushSubscription({ id: a.id, userId: eve })).toBe(false);
      expect(await store.deletePushSubscription({ id: a.id, userId: ada })).toBe(true);
      expect(await store.deletePushSubscription({ id: a.id, userId: ada })).toBe(false);
      expect(await devicesOf(store, ada)).toEqual([b]);
      await store.savePushSubscription(device(ada, 3), { keep: 10 });
      expect(await store.deletePushSubscriptionsOfUser(ada)).toBe(2);
      expect(await devicesOf(store, ada)).toEqual([]);
    });

    it("keeps each user's reminder channels; null forgets them", async () => {
      const store = await open();
      const [ada, bob] = [id(), id()];
      expect(await store.getReminderChannels(ada)).toBeNull();
      await store.setReminderChannels({ userId: ada, channels: "push", now: "2026-11-01T08:00:00.000Z" });
      await store.setReminderChannels({ userId: bob, channels: "email", now: "2026-11-01T08:00:00.000Z" });
      await store.setReminderChannels({ userId: ada, channels: "both", now: "2026-11-01T08:01:00.000Z" });
      expect(await store.getReminderChannels(ada)).toBe("both");
      expect(await store.getReminderChannels(bob)).toBe("email");
      await store.setReminderChannels({ userId: ada, channels: null, now: "2026-11-01T08:02:00.000Z" });
      expect(await store.getReminderChannels(ada)).toBeNull();
      await store.setReminderChannels({ userId: ada, channels: null, now: "2026-11-01T08:03:00.000Z" }); // nothing to forget
      expect(await store.getReminderChannels(bob)).toBe("email");
    });

    it("stores one VAPID key pair: whichever candidate came first, every call (also concurrent ones) answers it", async () => {
      const store = await open();
      const pair = () => ({ publicKey: `B${key(64)}`.slice(0, 87), privateKey: key(32), createdAt: "2026-11-01T08:00:00.000Z" });
      const answers = await Promise.all(Array.from({ length: 5 }, () => store.ensureVapidKeys(pair())));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(await store.ensureVapidKeys(pair())).toEqual(answers[0]);
      expect(answers[0]).toEqual({ publicKey: expect.stringMatching(/^B/), privateKey: expect.any(String), createdAt: expect.any(String) });
    });

    it("records each delivered channel of a reminder once, lists those of several reminders, and clears a reminder's", async () => {
      const store = await open();
      const task = await makeTask(store, await makeWorkspace(store));
      const [r1, r2, r3] = [await makeReminder(store, task), await makeReminder(store, task), await makeReminder(store, task)];
      const at = "2026-11-01T08:00:00.000Z";
      await store.recordReminderDelivery({ reminderId: r1.id, channel: "email", deliveredAt: at });
      await store.recordReminderDelivery({ reminderId: r1.id, channel: "email", deliveredAt: "2026-11-01T09:00:00.000Z" }); // once
      await store.recordReminderDelivery({ reminderId: r1.id, channel: "push:abc", deliveredAt: at });
      await store.recordReminderDelivery({ reminderId: r2.id, channel: "push:abc", deliveredAt: at });

      const sorted = (list: ReminderDelivery[]) => [...list].sort((a, b) => `${a.reminderId}${a.channel}`.localeCompare(`${b.reminderId}${b.channel}`));
      expect(sorted(await store.listReminderDeliveries([r1.id, r2.id, r3.id]))).toEqual(
        sorted([
          { reminderId: r1.id, channel: "email", deliveredAt: at },
          { reminderId: r1.id, channel: "push:abc", deliveredAt: at },
          { reminderId: r2.id, channel: "push:abc", deliveredAt: at },
        ]),
      );
      expect(await store.listReminderDeliveries([])).toEqual([]);
      await store.clearReminderDeliveries(r1.id);
      expect(await store.listReminderDeliveries([r1.id, r2.id])).toEqual([{ reminderId: r2.id, channel: "push:abc", deliveredAt: at }]);
      await store.deleteWorkspace(task.workspaceId);
    });
  });
}
