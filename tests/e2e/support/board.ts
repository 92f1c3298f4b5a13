import { expect, type Locator, type Page } from "@playwright/test";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { startOfZonedDayOffset, wallTimeToInstant, zonedParts } from "@/lib/dates";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./auth";
import { APP_URL } from "./env";

/** Helpers of the board's end-to-end specs (board.spec.ts, views.spec.ts). */

/** `days` days after today in `timeZone`, at hh:mm there, as a UTC ISO instant. */
export function zonedAt(timeZone: string, days: number, hour: number, minute = 0): string {
  const { year, month, day } = zonedParts(startOfZonedDayOffset(new Date(), days, timeZone), timeZone);
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** Signs a new verified user in, with `timeZone` as the board's zone (its cookie); resolves with their default workspace's id. */
export async function boardUser(page: Page, name: string, timeZone: string): Promise<string> {
  await createUser(page, { name });
  await page.context().addCookies([{ name: TIME_ZONE_COOKIE, value: timeZone, url: APP_URL }]);
  return defaultWorkspaceId(page);
}

/** The id of the signed-in user's default workspace. */
export async function defaultWorkspaceId(page: Page): Promise<string> {
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  return data.owned.find((w) => w.isDefault)!.id;
}

/** Creates a task through the API (201 expected). */
export async function createTaskIn(page: Page, workspaceId: string, body: { title: string; dueDate?: string | null; urgency?: number }): Promise<Task> {
  const res = await page.request.post("/api/tasks", { data: { workspaceId, ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Task }).data;
}

/** Drags a card by its handle with the mouse onto `target` (past the 8 px activation distance). */
export async function dragWithMouse(page: Page, title: string, target: Locator) {
  const handle = page.getByRole("button", { name: taskDetailsCopy.dragHandle(title) });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 12 });
  await page.mouse.up();
}
