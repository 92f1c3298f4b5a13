import { countNotDone, remindersInTab } from "@/components/reminders/filter";
import type { ReminderView } from "@/lib/schemas/reminder";

const reminder = (id: string, status: ReminderView["status"], dueDate: string, createdAt = "2026-01-01T00:00:00.000Z"): ReminderView => ({
  id,
  text: `text ${id}`,
  dueDate,
  taskId: "t1",
  taskTitle: "Task",
  workspaceId: "w1",
  status,
  createdAt,
  sentAt: status === "done" ? dueDate : null,
  commentId: null,
});

const list = [
  reminder("sent-late", "done", "2026-05-02T09:00:00.000Z"),
  reminder("later", "pending", "2026-05-03T09:00:00.000Z"),
  reminder("soon", "pending", "2026-05-01T09:00:00.000Z"),
  reminder("sent-early", "done", "2026-04-01T09:00:00.000Z"),
  reminder("soon-made-earlier", "pending", "2026-05-01T09:00:00.000Z", "2025-12-31T00:00:00.000Z"),
];
const ids = (items: ReminderView[]) => items.map((r) => r.id);

describe("remindersInTab", () => {
  it("All: pending ones soonest first, then the sent ones", () => {
    expect(ids(remindersInTab(list, "all"))).toEqual(["soon-made-earlier", "soon", "later", "sent-early", "sent-late"]);
  });

  it("Pending and Sent split by status", () => {
    expect(ids(remindersInTab(list, "pending"))).toEqual(["soon-made-earlier", "soon", "later"]);
    expect(ids(remindersInTab(list, "sent"))).toEqual(["sent-early", "sent-late"]);
  });

  it("does not reorder the list it was given", () => {
    const before = ids(list);
    remindersInTab(list, "all");
    expect(ids(list)).toEqual(before);
  });
});

describe("countNotDone", () => {
  it("counts the reminders not sent yet", () => {
    expect(countNotDone(list)).toBe(3);
    expect(countNotDone([])).toBe(0);
    expect(countNotDone(list.filter((r) => r.status === "done"))).toBe(0);
  });
});
