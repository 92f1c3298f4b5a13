import { processDueReminders } from "@/server/jobs/reminder-processor";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import { DATABASE_ID, useAppwriteBackend } from "./support";

/**
 * The due-reminder processor on DUELY_BACKEND=appwrite: claims through the appwrite store adapter
 * (node-appwrite against the Appwrite protocol fake, not Appwrite), e-mails through a real SMTP sink.
 * The fake's row cache is stale (staleRowCache: after a commit, getRow may answer the row as it was,
 * as Appwrite's can), so a processor that re-read its claim with getRow would not see it.
 */

jest.setTimeout(60_000);

const { fake, sink } = useAppwriteBackend({ staleRowCache: true });

it("sends each of 40 due reminders exactly once when two runs race, and marks them all done, with a stale row cache", async () => {
  const store = await getStore();
  const userId = newId();
  const ws = await store.createWorkspace({ id: newId(), name: "Home", icon: "🏠", color: "indigo", userId, ownerEmail: "o@example.com", isDefault: true, members: [], now: new Date().toISOString() });
  const task = await store.createTask({ id: newId(), title: "Bills", dueDate: null, urgency: 3, createdAt: new Date().toISOString(), workspaceId: ws.id, userId });
  const due = new Date(Date.now() - 60_000).toISOString();
  const made = [];
  for (let i = 0; i < 40; i++) {
    made.push(
      await store.createReminder({
        id: newId(),
        text: `Pay bill ${i}`,
        dueDate: due,
        taskId: task.id,
        taskTitle: task.title,
        workspaceId: ws.id,
        userId,
        userEmail: `payer${i}@example.com`,
        userName: "Payer",
        timeZone: "Europe/Berlin",
        createdAt: new Date().toISOString(),
      }),
    );
  }

  const [a, b] = await Promise.all([processDueReminders({ batchSize: 7 }), processDueReminders({ batchSize: 7 })]);

  expect(a.claimed + b.claimed).toBe(40);
  expect(a.sent + b.sent).toBe(40);
  const messages = await sink().waitFor(40);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sink().messages).toHaveLength(40);
  expect(new Set(messages.map((m) => m.to.join())).size).toBe(40);
  const after = await collectAll((page) => store.listRemindersByTask(task.id, page));
  expect(after.map((r) => r.status)).toEqual(Array(40).fill("done"));
  for (const r of made) expect(fake().rawRow(DATABASE_ID, "reminders", r.id)).toMatchObject({ claimToken: null, leaseUntil: null, status: "done" });
});
