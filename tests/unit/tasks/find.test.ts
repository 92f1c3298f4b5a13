import { taskTitleSchema, type Task } from "@/lib/schemas/task";
import { checkTitle } from "@/lib/tasks/title";
import { descriptionParts } from "@/lib/tasks/description";
import { EMPTY_FILTER, filterTasks } from "@/lib/tasks/filter";
import { foldForSearch, matchesSearch, searchWords } from "@/lib/tasks/search";

const NOW = new Date("2030-01-15T09:00:00.000Z");
const task = (over: Partial<Task>): Task => ({
  id: over.title ?? "t",
  title: "Task",
  dueDate: null,
  urgency: 3,
  completed: false,
  completedAt: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  workspaceId: "w",
  userId: "me",
  comments: [],
  subtasks: [],
  ...over,
});

describe("search", () => {
  it("folds case and accents, and needs every word in the title or the description", () => {
    expect(foldForSearch("Crème BRÛLÉE Ångström")).toBe("creme brulee angstrom");
    const cafe = task({ title: "Meet at the Café", description: "Bring the RÉSUMÉ" });
    expect(matchesSearch(cafe, searchWords("cafe"))).toBe(true);
    expect(matchesSearch(cafe, searchWords("  résume   MEET "))).toBe(true);
    expect(matchesSearch(cafe, searchWords("cafe milk"))).toBe(false);
    expect(matchesSearch(cafe, searchWords(""))).toBe(true);
  });
});

describe("the board's filter chips", () => {
  const tasks = [
    task({ title: "Late", dueDate: "2030-01-14T09:00:00.000Z", urgency: 4.5 }),
    task({ title: "Done late", dueDate: "2030-01-14T09:00:00.000Z", completed: true }),
    task({ title: "Gym", recurrence: { rrule: "FREQ=DAILY", timeZone: "UTC" }, urgency: 1, userId: "other" }),
    task({ title: "Call", dueDate: "2030-01-16T09:00:00.000Z", assignee: "me@example.com" }),
  ];
  const titles = (filter: Partial<typeof EMPTY_FILTER>, reminders: string[] = []) =>
    filterTasks(tasks, { ...EMPTY_FILTER, ...filter }, { now: NOW, timeZone: "UTC", meId: "me", meEmail: "Me@Example.com", taskIdsWithReminders: new Set(reminders) }).map((t) => t.title);

  it("keeps everything without a filter, and narrows by each chip", () => {
    expect(titles({})).toHaveLength(4);
    expect(titles({ overdue: true })).toEqual(["Late"]);
    expect(titles({ repeating: true })).toEqual(["Gym"]);
    expect(titles({ mine: true })).toEqual(["Late", "Done late", "Call"]);
    expect(titles({ assignedToMe: true })).toEqual(["Call"]);
    expect(titles({ bands: ["high", "low"] })).toEqual(["Late", "Gym"]);
    expect(titles({ hasReminders: true }, ["Call"])).toEqual(["Call"]);
    expect(titles({ q: "late", mine: true, overdue: true })).toEqual(["Late"]);
  });

  it("narrows by the criteria the find bar reads from plain words", () => {
    expect(titles({ due: ["tomorrow"] })).toEqual(["Call"]);
    expect(titles({ due: ["today", "this_week"] })).toEqual(["Call"]);
    expect(titles({ due: ["next_week"] })).toEqual([]);
    expect(titles({ noDate: true })).toEqual(["Gym"]);
    expect(titles({ createdBy: ["other"] })).toEqual(["Gym"]);
    expect(titles({ createdBy: [] })).toEqual([]);
    expect(titles({ workspaceId: "w" })).toHaveLength(4);
    expect(titles({ workspaceId: "elsewhere" })).toEqual([]);
    expect(titles({ status: "completed" })).toEqual(["Done late"]);
    expect(titles({ status: "open", overdue: true })).toEqual(["Late"]);
  });
});

describe("description links", () => {
  it("turns web addresses into links, leaves sentence punctuation and everything else as text", () => {
    expect(descriptionParts("See https://example.com/a?b=1. Or www.duely.app, <b>not html</b>")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.duely.app", href: "https://www.duely.app/" },
      { kind: "text", text: ", <b>not html</b>" },
    ]);
    expect(descriptionParts("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });
});

describe("the inline title check", () => {
  it("answers as taskTitleSchema does, with the same messages", () => {
    for (const text of ["", "   ", " Fix the bike ", "x".repeat(500), "x".repeat(501), ` ${"y".repeat(500)} `]) {
      const schema = taskTitleSchema.safeParse(text);
      expect(checkTitle(text)).toEqual(schema.success ? { title: schema.data } : { error: schema.error.issues[0]?.message });
    }
  });
});
