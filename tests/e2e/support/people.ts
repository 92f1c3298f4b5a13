import { ACTIVE_WORKSPACE_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { liveCopy } from "@/lib/copy/live";
import { createUser, type TestUser } from "./auth";
import { APP_URL } from "./env";
import { expect, type Browser, type Page } from "./test";

/** A person signed in in a browser context of their own, in `timeZone`. */
export async function person(browser: Browser, name: string, timeZone: string): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext({ baseURL: APP_URL, timezoneId: timeZone, locale: "en-US" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: timeZone, url: APP_URL }]);
  const page = await context.newPage();
  return { page, user: await createUser(page, { name }) };
}

/** Opens the board of `workspaceId` and waits until it is live. */
export async function openLiveBoard(page: Page, workspaceId: string) {
  await page.context().addCookies([{ name: ACTIVE_WORKSPACE_COOKIE, value: workspaceId, url: APP_URL }]);
  await page.goto("/todo");
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
}
