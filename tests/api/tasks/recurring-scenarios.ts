import { newId } from "@/server/ids";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { getStore } from "@/server/store";
import { createTask, deleteTask, listTasks, toggleCompletion, updateTask } from "@/server/services/tasks";
import { nextOccurrenceId } from "@/server/services/task-series";
import type { WorkspaceRecord } from "@/server/store/types";

/**
 * Recurring tasks through the services, on whichever backend the calling test file set up (a real
 * libSQL file, or the Appwrite protocol fake): completing makes the next occurrence exactly once, even
 * when completions race; reopening withdraws it; "Stop repeating" ends the series.
 */

const person = (name: string): VerifiedAccount =>
  verifiedAccount({ id: newId(), name, email: `${name.toLowerCase()}-${newId().slice(0, 8)}@example.com`, emailVerification: true })!;

async function sharedWorkspace(owner: VerifiedAccount, member: VerifiedAccount): Promise<WorkspaceRecord> {
  const store = await getStore();
  return store.createWorkspace({
    id: newId(),
    name: "Team",
    icon: "📋",
    color: "indigo",
    userId: owner.id,
    ownerEmail: owner.email,
    isDefault: false,
    members: [member.email],
    now: new Date().toISOString(),
  });
}

const GYM = { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/New_York" };
// Friday 6 March 2026, 7:00 in New York (EST); the next weekday is Monday 9 March, after the DST change (EDT).
const FRIDAY_7AM = "2026-03-06T12:00:00.000Z";
const MONDAY_7AM = "2026-03-09T11:00:00.000Z";

export function recurringScenarios(): void {
  it("completing a recurring task makes the next weekday's occurrence at the same wall-clock time, carrying title, urgency and description", async () => {
    const owner = person("Olivia");
    const member = person("Mario");
    const ws = await sharedWorkspace(owner, member);
    const gym = await createTask({
      user: owner,
      task: { title: "Gym", dueDate: FRIDAY_7AM, urgency: 4, workspaceId: ws.id, description: "Leg day", recurrence: GYM },
    });
    const done = await toggleCompletion({ user: member, taskId: gym.id, completed: true });
    expect(done).toMatchObject({ completed: true, recurrence: GYM });

    const tasks = await listTasks({ user: owner, workspaceId: ws.id });
    expect(tasks).toHaveLength(2);
    const next = tasks.find((t) => t.id !== gym.id)!;
    expect(next).toMatchObject({
      id: nextOccurrenceId(gym.id),
      title: "Gym",
      urgency: 4,
      description: "Leg day",
      dueDate: MONDAY_7AM,
      completed: false,
      recurrence: GYM,
      userId: owner.id,
      comments: [],
    });
  });

  it("makes the next occurrence exactly once when 'complete' is sent twice and by two members at once", async () => {
    const owner = person("Olivia");
    const member = person("Mario");
    const ws = await sharedWorkspace(owner, member);
    const gym = await createTask({ user: owner, task: { title: "Gym", dueDate: FRIDAY_7AM, urgency: 3, workspaceId: ws.id, recurrence: GYM } });

    await Promise.all([
      toggleCompletion({ user: owner, taskId: gym.id, completed: true }),
      toggleCompletion({ user: owner, taskId: gym.id, completed: true }),
      toggleCompletion({ user: member, taskId: gym.id, completed: true }),
      updateTask({ user: member, taskId: gym.id, patch: { completed: true } }),
    ]);
    await toggleCompletion({ user: member, taskId: gym.id, completed: true });

    const tasks = await listTasks({ user: member, workspaceId: ws.id });
    expect(tasks.map((t) => [t.dueDate, t.completed])).toEqual([
      [FRIDAY_7AM, true],
      [MONDAY_7AM, false],
    ]);
  });

  it("reopening the completed occurrence (Undo) withdraws the untouched next one; a touched one stays", async () => {
    const owner = person("Olivia");
    const member = person("Mario");
    const ws = await sharedWorkspace(owner, member);
    const gym = await createTask({ user: owner, task: { title: "Gym", dueDate: FRIDAY_7AM, urgency: 3, workspaceId: ws.id, recurrence: GYM } });

    await toggleCompletion({ user: owner, taskId: gym.id, completed: true });
    await toggleCompletion({ user: owner, taskId: gym.id, completed: false });
    expect((await listTasks({ user: owner, workspaceId: ws.id })).map((t) => t.id)).toEqual([gym.id]);

    await toggleCompletion({ user: owner, taskId: gym.id, completed: true });
    const nextId = nextOccurrenceId(gym.id);
    await updateTask({ user: member, taskId: nextId, patch: { title: "Gym (bring towel)" } });
    await toggleCompletion({ user: owner, taskId: gym.id, completed: false });
    const tasks = await listTasks({ user: owner, workspaceId: ws.id });
    expect(tasks.map((t) => [t.title, t.completed])).toEqual([
      ["Gym", false],
      ["Gym (bring towel)", false],
    ]);
  });

  it("'Stop repeating' ends the series; a COUNT series ends after its last occurrence; a one-off task makes nothing", async () => {
    const owner = person("Olivia");
    const member = person("Mario");
    const ws = await sharedWorkspace(owner, member);
    const gym = await createTask({ user: owner, task: { title: "Gym", dueDate: FRIDAY_7AM, urgency: 3, workspaceId: ws.id, recurrence: GYM } });
    const stopped = await updateTask({ user: owner, taskId: gym.id, patch: { recurrence: null } });
    expect(stopped).not.toHaveProperty("recurrence");
    await toggleCompletion({ user: owner, taskId: gym.id, completed: true });

    const twice = await createTask({
      user: owner,
      task: { title: "Physio", dueDate: FRIDAY_7AM, urgency: 3, workspaceId: ws.id, recurrence: { rrule: "FREQ=DAILY;COUNT=2", timeZone: "Europe/Berlin" } },
    });
    await toggleCompletion({ user: owner, taskId: twice.id, completed: true });
    const second = await toggleCompletion({ user: owner, taskId: nextOccurrenceId(twice.id), completed: true });
    expect(second).toMatchObject({ dueDate: "2026-03-07T12:00:00.000Z", recurrence: { rrule: "FREQ=DAILY;COUNT=1" } });

    const plain = await createTask({ user: owner, task: { title: "Call mom", dueDate: null, urgency: 3, workspaceId: ws.id } });
    await toggleCompletion({ user: owner, taskId: plain.id, completed: true });

    const tasks = await listTasks({ user: owner, workspaceId: ws.id });
    expect(tasks.map((t) => t.title).sort()).toEqual(["Call mom", "Gym", "Physio", "Physio"]);
    await deleteTask({ user: owner, taskId: plain.id });
  });
}
