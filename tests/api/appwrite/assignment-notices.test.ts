import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { assignmentCopy } from "@/lib/copy/assignment";
import { useAppwriteBackend } from "./support";

/**
 * The assignment-notice job on DUELY_BACKEND=appwrite: notices written with their assignments and claimed
 * through the appwrite store adapter (node-appwrite against the Appwrite protocol fake, not Appwrite, its
 * row cache stale as Appwrite's can be), e-mailed through a real SMTP sink. Appwrite has no cascades, so a
 * deleted task's notice is still there for the job, which sends nothing for it.
 */

jest.setTimeout(60_000);

const { sink } = useAppwriteBackend({ staleRowCache: true });

it("sends each notice exactly once when two runs race, and nothing for a task deleted or reassigned before the run", async () => {
  const store = await getStore();
  const userId = newId();
  const now = () => new Date().toISOString();
  const ws = await store.createWorkspace({ id: newId(), name: "Team", icon: "🏠", color: "indigo", userId, ownerEmail: "o@example.com", isDefault: false, members: ["m@example.com"], now: now() });
  const notice = () => ({ id: newId(), assignedBy: "o@example.com", assignedByName: "Olivia", createdAt: now() });
  const titles = Array.from({ length: 8 }, (_, i) => `Task ${i}`);
  const tasks = [];
  for (const title of titles) {
    const task = await store.createTask({ id: newId(), title, dueDate: null, urgency: 3, createdAt: now(), workspaceId: ws.id, userId });
    expect(await store.updateTask(task.id, { assignee: "m@example.com", notice: notice(), now: now() })).toMatchObject({ ok: true });
    tasks.push(task);
  }
  // Created with its assignee: the notice is written with the task.
  const created = await store.createTask({ id: newId(), title: "Created assigned", dueDate: null, urgency: 3, createdAt: now(), workspaceId: ws.id, userId, assignee: "m@example.com", notice: notice() });
  await store.deleteTask(tasks[0].id);
  expect(await store.updateTask(tasks[1].id, { assignee: "o@example.com", notice: notice(), now: now() })).toMatchObject({ ok: true });

  const [a, b] = await Promise.all([processAssignmentNotices(), processAssignmentNotices()]);
  expect(a.claimed + b.claimed).toBe(10);
  expect(a.skipped + b.skipped).toBe(2);
  const subjects = sink().messages.map((m) => `${m.to.join()} ${m.subject}`).sort();
  expect(subjects).toEqual(
    [...titles.slice(2), created.title].map((title) => `m@example.com ${assignmentCopy.assignedSubject(title)}`).concat(`o@example.com ${assignmentCopy.assignedSubject(titles[1])}`).sort(),
  );
  expect(await processAssignmentNotices({ now: () => new Date(Date.now() + 86_400_000) })).toMatchObject({ claimed: 0 });
});
