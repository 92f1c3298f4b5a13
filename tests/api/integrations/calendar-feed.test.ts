import ICAL from "ical.js";
import * as feedRoute from "@/app/api/calendar/[feed]/route";
import * as feedsRoute from "@/app/api/calendar-feeds/route";
import * as feedRouteById from "@/app/api/calendar-feeds/[feedId]/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import { getStore } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import { makeTask } from "@/tests/support/records";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { signedIn, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import type { CreatedCalendarFeed } from "@/lib/schemas/tokens";
import type { Task } from "@/lib/schemas/task";

/** Calendar feeds through the routes: created with a session, fetched anonymously by URL, 304 when unchanged, 404 once revoked. */

useTempDatabase();
useApiEnvironment({ smtp: false });

async function createFeed(caller: TestUser, body: object): Promise<CreatedCalendarFeed> {
  const { status, body: answer } = await readJson<{ data: CreatedCalendarFeed }>(await feedsRoute.POST(apiRequest("POST", "/api/calendar-feeds", { caller, body }), params({})));
  expect(status).toBe(201);
  return answer.data;
}

const fetchFeed = (url: string, headers: Record<string, string> = {}) => {
  const path = new URL(url).pathname;
  return feedRoute.GET(apiRequest("GET", path, { headers, origin: null }), params({ feed: decodeURIComponent(path.split("/").pop()!) }));
};

async function addTask(caller: TestUser, workspaceId: string, body: object): Promise<Task> {
  const { body: answer } = await readJson<{ data: Task }>(await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller, body: { workspaceId, ...body } }), params({})));
  return answer.data;
}

describe("calendar feed routes", () => {
  it("serves the workspace's dated tasks as iCalendar, 304 when unchanged, new content after a change, 404 once revoked", async () => {
    const owner = await signedIn("Cleo");
    const workspace = await workspaceOf(owner);
    await addTask(owner, workspace.id, { title: "Dentist", dueDate: "2026-12-01T09:30:00.000Z", urgency: 4 });
    await addTask(owner, workspace.id, { title: "No date" });
    const done = await addTask(owner, workspace.id, { title: "Filed taxes", dueDate: "2026-11-30T10:00:00.000Z" });
    await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${done.id}`, { caller: owner, body: { completed: true } }), params({ taskId: done.id }));

    const feed = await createFeed(owner, { workspaceId: workspace.id });
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/cal_[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace("http:", "webcal:"));

    const first = await fetchFeed(feed.url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const etag = first.headers.get("etag")!;
    const events = new ICAL.Component(ICAL.parse(await first.text())).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    // Completed tasks are left out unless the feed includes them.
    expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([["Dentist", "2026-12-01T09:30:00.000Z"]]);

    expect((await fetchFeed(feed.url, { "if-none-match": etag })).status).toBe(304);
    const lastModified = first.headers.get("last-modified")!;
    expect((await fetchFeed(feed.url, { "if-modified-since": lastModified })).status).toBe(304);

    await addTask(owner, workspace.id, { title: "Gym", dueDate: "2026-12-02T18:00:00.000Z" });
    const changed = await fetchFeed(feed.url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("SUMMARY:Gym");

    const [listed] = (await readJson<{ data: { id: string }[] }>(await feedsRoute.GET(apiRequest("GET", "/api/calendar-feeds", { caller: owner }), params({})))).body.data;
    expect(listed).toEqual({ id: feed.feed.id, workspaceId: workspace.id, includeCompleted: false, createdAt: feed.feed.createdAt });
    const revoked = await feedRouteById.DELETE(apiRequest("DELETE", `/api/calendar-feeds/${feed.feed.id}`, { caller: owner }), params({ feedId: feed.feed.id }));
    expect(revoked.status).toBe(204);
    const gone = await readJson(await fetchFeed(feed.url));
    expect(gone).toEqual({ status: 404, body: { error: { code: "not_found", message: "Calendar feed not found" } } });
  });

  it("an all-workspaces feed with completed tasks lists them marked; an unknown secret is 404; another user cannot revoke it", async () => {
    const owner = await signedIn("Dora");
    const stranger = await signedIn("Eve");
    const [a, b] = [await workspaceOf(owner), await workspaceOf(owner)];
    await addTask(owner, a.id, { title: "In A", dueDate: "2026-12-01T09:00:00.000Z" });
    const doneB = await addTask(owner, b.id, { title: "In B", dueDate: "2026-12-03T09:00:00.000Z" });
    await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${doneB.id}`, { caller: owner, body: { completed: true } }), params({ taskId: doneB.id }));
    const feed = await createFeed(owner, { includeCompleted: true });
    const text = await (await fetchFeed(feed.url)).text();
    const summaries = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary).sort();
    expect(summaries).toEqual(["In A", "✓ In B"]);

    expect((await fetchFeed(feed.url.replace(/cal_[^.]+/, "cal_unknown"))).status).toBe(404);
    const refused = await feedRouteById.DELETE(apiRequest("DELETE", `/api/calendar-feeds/${feed.feed.id}`, { caller: stranger }), params({ feedId: feed.feed.id }));
    expect(refused.status).toBe(404);
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });

  it("writes only valid DTSTARTs: no event for a stored due date past 9999, no DTEND past 9999, a rule's start in UTC when its wall clock has no four-digit year", async () => {
    const owner = await signedIn("Hal");
    const workspace = await workspaceOf(owner);
    // Stored before due dates past 9999 were refused: written straight to the store, as the API once did.
    await makeTask(await getStore(), workspace, { title: "Far", dueDate: "+010000-01-01T13:59:59.000Z" });
    await addTask(owner, workspace.id, { title: "Last", dueDate: "9999-12-31T23:50:00.000Z" });
    // 20:00 UTC on 31 December 9999 is 10:00 on 1 January 10000 in Kiritimati (UTC+14).
    await addTask(owner, workspace.id, { title: "Late rule", dueDate: "9999-12-31T20:00:00.000Z", recurrence: { rrule: "FREQ=DAILY", timeZone: "Pacific/Kiritimati" } });
    await addTask(owner, workspace.id, { title: "Early rule", dueDate: "0500-06-01T09:00:00.000Z", recurrence: { rrule: "FREQ=YEARLY", timeZone: "Europe/Berlin" } });
    await addTask(owner, workspace.id, { title: "Berlin rule", dueDate: "2026-12-01T08:00:00.000Z", recurrence: { rrule: "FREQ=WEEKLY", timeZone: "Europe/Berlin" } });
    const feed = await createFeed(owner, { workspaceId: workspace.id });
    const body = await (await fetchFeed(feed.url)).text();

    // ical.js reads it all; the lines themselves are checked as written.
    expect(new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent")).toHaveLength(4);
    const events = body.split("BEGIN:VEVENT").slice(1).map((block) => block.split("\r\n"));
    const times = (summary: string) => events.find((lines) => lines.includes(`SUMMARY:${summary}`))!.filter((l) => /^(DTSTART|DTEND)[;:]/.test(l));
    expect(events.map((lines) => lines.find((l) => l.startsWith("SUMMARY:"))).sort()).toEqual(["SUMMARY:Berlin rule", "SUMMARY:Early rule", "SUMMARY:Last", "SUMMARY:Late rule"]);
    expect(times("Last")).toEqual(["DTSTART:99991231T235000Z"]);
    expect(times("Late rule")).toEqual(["DTSTART:99991231T200000Z", "DTEND:99991231T203000Z"]);
    expect(times("Early rule")).toEqual(["DTSTART:05000601T090000Z", "DTEND:05000601T093000Z"]);
    expect(times("Berlin rule")).toEqual(["DTSTART;TZID=Europe/Berlin:20261201T090000", "DTEND;TZID=Europe/Berlin:20261201T093000"]);
  });

  it("refuses a feed of a workspace the caller cannot see", async () => {
    const owner = await signedIn("Finn");
    const stranger = await signedIn("Gus");
    const workspace = await workspaceOf(owner);
    const { status } = await readJson(await feedsRoute.POST(apiRequest("POST", "/api/calendar-feeds", { caller: stranger, body: { workspaceId: workspace.id } }), params({})));
    expect([403, 404]).toContain(status);
  });
});
