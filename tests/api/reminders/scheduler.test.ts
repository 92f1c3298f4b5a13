 
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { resetConfigForTests } from "@/server/config";
import { startReminderScheduler, stopReminderSchedulerForTests } from "@/server/jobs/reminder-scheduler";
import { seedReminder, seedTask } from "./support/seed";

const db = useTempDatabase();
const env = useApiEnvironment();
const saved = process.env.REMINDERS_SCHEDULER;

function schedulerSetting(value: "on" | "off" | undefined): void {
  if (value === undefined) delete process.env.REMINDERS_SCHEDULER;
  else process.env.REMINDERS_SCHEDULER = value;
  resetConfigForTests();
}

afterEach(() => stopReminderSchedulerForTests());
afterAll(() => schedulerSetting(saved === "on" || saved === "off" ? saved : undefined));

describe("startReminderScheduler (sqlite backend; postgres starts it the same way)", () => {
  it("does not start with REMINDERS_SCHEDULER=off", () => {
    schedulerSetting("off");
    expect(startReminderScheduler()).toBeNull();
  });

  it("is on by default: runs the processor at once, and only one scheduler per process", async () => {
    schedulerSetting(undefined);
    const store = await db.store();
    const { task } = await seedTask(store, "Water the plants");
    const reminder = await seedReminder(store, task, { userEmail: "gardener@example.com" });

    const logs = jest.spyOn(console, "info").mockImplementation(() => {});
    const scheduler = startReminderScheduler();
    expect(scheduler).not.toBeNull();
    expect(startReminderScheduler()).toBe(scheduler);

    const [mail] = await env.sink().waitFor(1);
    expect(mail).toMatchObject({ to: ["gardener@example.com"], subject: "Reminder: Water the plants" });
    await scheduler!.stop();
    expect((await store.getReminder(reminder.id))?.status).toBe("done");
    expect(logs).toHaveBeenCalledWith(expect.stringMatching(/^\[reminders\] sent 1, failed 0 in \d+ ms$/));
    logs.mockRestore();
  });
});
