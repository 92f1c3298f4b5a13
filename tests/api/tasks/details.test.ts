import { useTempDatabase } from "@/tests/support/db";
import { GET, POST } from "@/app/api/tasks/route";
import { PATCH } from "@/app/api/tasks/[taskId]/route";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Task } from "@/lib/schemas/task";
import { TASK_DESCRIPTION_MAX } from "@/lib/constants/tasks";
import { recurrenceCopy } from "@/lib/copy/recurrence";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { read, teamCallers } from "./support";

/** Editing a task's description and recurrence through the API, and finding tasks with GET /api/tasks?q=. */

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  ({ owner, member, stranger, team } = await teamCallers());
});

const list = async (caller: AnyTestUser, query: string) => read<Task[]>(await GET(apiRequest("GET", `/api/tasks?${query}`, { caller }), params({})));
const create = async (caller: AnyTestUser, body: unknown) => read(await POST(apiRequest("POST", "/api/tasks", { caller, body }), params({})));
const patch = async (caller: AnyTestUser, taskId: string, body: unknown) =>
  read(await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller, body }), params({ taskId })));

const GYM = { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/New_York" };

describe("description and recurrence", () => {
  it("creates and edits them, stores the rule in its canonical form, and clears them with '' and null", async () => {
    const created = await create(owner, { title: "Gym", workspaceId: team.id, description: "Line 1\nhttps://example.com", recurrence: { rrule: "RRULE:byday=MO,TU,WE,TH,FR;freq=weekly", timeZone: "America/New_York" } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ description: "Line 1\nhttps://example.com", recurrence: GYM });

    const edited = await patch(member, created.body.data.id, { description: "Leg day", recurrence: { rrule: "FREQ=DAILY", timeZone: "Europe/Berlin" } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ description: "Leg day", recurrence: { rrule: "FREQ=DAILY", timeZone: "Europe/Berlin" } });

    const cleared = await patch(owner, created.body.data.id, { description: "", recurrence: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty("description");
    expect(cleared.body.data).not.toHaveProperty("recurrence");
  });

  it.each([
    ["an hourly rule", { rrule: "FREQ=HOURLY", timeZone: "UTC" }],
    ["an interval over 365", { rrule: "FREQ=DAILY;INTERVAL=366", timeZone: "UTC" }],
    ["COUNT over 1,000", { rrule: "FREQ=DAILY;COUNT=1001", timeZone: "UTC" }],
    ["COUNT with UNTIL", { rrule: "FREQ=DAILY;COUNT=3;UNTIL=20301231", timeZone: "UTC" }],
    ["a BYHOUR part", { rrule: "FREQ=DAILY;BYHOUR=7", timeZone: "UTC" }],
    ["a rule that never occurs", { rrule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", timeZone: "UTC" }],
    ["a huge rule", { rrule: `FREQ=DAILY;${"X".repeat(5000)}`, timeZone: "UTC" }],
    ["a string", "FREQ=DAILY"],
  ])("refuses %s with 400 'Invalid recurrence'", async (_name, recurrence) => {
    const res = await create(owner, { title: "Gym", workspaceId: team.id, recurrence });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(recurrenceCopy.invalid);
  });

  it("refuses a rule in an unknown zone with the zone's own message", async () => {
    const res = await create(owner, { title: "Gym", workspaceId: team.id, recurrence: { rrule: "FREQ=DAILY", timeZone: "Mars/Olympus" } });
    expect(res).toMatchObject({ status: 400, body: { error: { message: remindersCopy.invalidTimeZone } } });
  });

  it("refuses a description over 5,000 characters, takes one of exactly 5,000, and keeps the visibility rules", async () => {
    const task = (await create(owner, { title: "Notes", workspaceId: team.id })).body.data;
    const long = await patch(owner, task.id, { description: "x".repeat(TASK_DESCRIPTION_MAX + 1) });
    expect(long).toMatchObject({ status: 400, body: { error: { message: taskDetailsCopy.descriptionTooLong } } });
    expect((await patch(owner, task.id, { description: "x".repeat(TASK_DESCRIPTION_MAX) })).status).toBe(200);
    expect(await patch(stranger, task.id, { description: "mine now" })).toMatchObject({ status: 404, body: { error: { message: taskDetailsCopy.taskNotFound } } });
    expect(await patch(owner, task.id, { title: "   " })).toMatchObject({ status: 400, body: { error: { message: taskDetailsCopy.titleRequired } } });
  });
});

describe("GET /api/tasks?q=", () => {
  it("finds by title and description, ignoring case and accents, every word anywhere", async () => {
    const { owner: olivia, team: ws } = await teamCallers();
    const cafe = (await create(olivia, { title: "Meet at the Café", workspaceId: ws.id })).body.data;
    const resume = (await create(olivia, { title: "Send CV", workspaceId: ws.id, description: "Attach the RÉSUMÉ and the cover letter" })).body.data;
    await create(olivia, { title: "Buy milk", workspaceId: ws.id });

    const ids = async (q: string) => (await list(olivia, `workspaceId=${ws.id}&q=${encodeURIComponent(q)}`)).body.data.map((t) => t.id);
    expect(await ids("cafe")).toEqual([cafe.id]);
    expect(await ids("resume COVER")).toEqual([resume.id]);
    expect(await ids("resume milk")).toEqual([]);
    expect(await ids("  ")).toHaveLength(3);
    const tooLong = await list(olivia, `workspaceId=${ws.id}&q=${"a".repeat(201)}`);
    expect(tooLong).toMatchObject({ status: 400, body: { error: { message: taskDetailsCopy.searchTooLong } } });
  });
});
