import { expect, test, type Page } from "./support/test";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { DENSITY_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { CARD_DENSITIES } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * The board's first view: the server sends light, static columns (no controls, no icons)
 * and the browser swaps in the interactive board once its chunk has loaded. The swap must not move
 * anything: every card keeps its box and its text, in either card density (the server reads the
 * device's choice from its cookie).
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US", viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;

async function seed(page: Page): Promise<void> {
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  const workspaceId = data.owned.find((w) => w.isDefault)!.id;
  const now = Date.now();
  // More than a page in the first column, a few elsewhere; one overdue, one completed, one with a comment and a description.
  const bodies = [
    ...Array.from({ length: COLUMN_PAGE_SIZE + 2 }, (_, i) => ({ title: `Today ${i + 1}`, dueDate: null, urgency: 1 + (i % 5) })),
    { title: "Overdue report", dueDate: new Date(now - 2 * 3_600_000).toISOString(), urgency: 4.5, description: "Line one\nhttps://example.com" },
    { title: "In three days", dueDate: new Date(now + 3 * DAY).toISOString(), urgency: 2 },
    { title: "In three weeks", dueDate: new Date(now + 21 * DAY).toISOString(), urgency: 3.3 },
  ];
  for (const body of bodies) {
    const created = await page.request.post("/api/tasks", { data: { workspaceId, ...body } });
    expect(created.status()).toBe(201);
    const task = ((await created.json()) as { data: Task }).data;
    if (body.title === "Today 2") await page.request.patch(`/api/tasks/${task.id}`, { data: { completed: true } });
    if (body.title === "In three days") await page.request.post(`/api/tasks/${task.id}/comments`, { data: { text: "A comment" } });
  }
}

/** Each card's box and text by task id. */
async function cardBoxes(page: Page, testId: string) {
  return page.getByTestId(testId).evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { id: card.getAttribute("data-task-id"), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height), text: (card as HTMLElement).innerText };
    }),
  );
}

for (const density of CARD_DENSITIES) {
  test(`the server's static board is replaced by the interactive one without moving a card (${density} cards)`, async ({ page, browser }) => {
    await createUser(page, { name: "First View" });
    await seed(page);
    const state = await page.context().storageState();
    const cookies = [
      { name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL },
      { name: DENSITY_COOKIE, value: density, url: APP_URL },
    ];

    // Without JavaScript: exactly what the server sends.
    const bare = await browser.newContext({ storageState: state, javaScriptEnabled: false, timezoneId: ZONE, locale: "en-US", viewport: { width: 1280, height: 900 } });
    await bare.addCookies(cookies);
    const staticPage = await bare.newPage();
    await staticPage.goto("/todo");
    const board = staticPage.getByTestId("static-board");
    await expect(board).toBeVisible();
    await expect(staticPage.getByTestId("task-card")).toHaveCount(0);
    await expect(board.getByRole("button")).toHaveCount(0);
    await expect(board.locator("svg")).toHaveCount(0);
    await expect(staticPage.getByRole("heading", { level: 3, name: "Overdue report" })).toBeVisible();
    // 27 open tasks in 'Today & Overdue' (the completed one is folded away, not counted): a page and 2 more.
    const today = staticPage.getByTestId("column-today");
    await expect(today.getByTestId("column-count")).toHaveText("27");
    await expect(today.getByText(tasksCopy.showMore(2))).toBeVisible();
    await expect(today.getByTestId("no-date-heading")).toHaveText(boardCopy.noDateHeading);
    await expect(today.getByTestId("completed-group")).toHaveText(boardCopy.completedGroup(1));
    const before = await cardBoxes(staticPage, "static-task-card");
    await bare.close();

    // With JavaScript: the interactive board, once drag and drop has loaded.
    await page.context().addCookies(cookies);
    await page.goto("/todo");
    await expect(page.getByRole("button", { name: /^Drag / }).first()).toBeVisible();
    await expect(page.getByTestId("static-board")).toHaveCount(0);
    const after = await cardBoxes(page, "task-card");

    expect(before.length).toBe(COLUMN_PAGE_SIZE + 2); // a page of 'Today & Overdue' and one card in each other column
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    for (const [i, card] of after.entries()) {
      const was = before[i]!;
      expect({ id: card.id, x: card.x, y: card.y, w: card.w, h: card.h }, card.text).toEqual({ id: was.id, x: was.x, y: was.y, w: was.w, h: was.h });
      expect(card.text.replace(/\s+/g, " ")).toBe(was.text.replace(/\s+/g, " "));
    }
    if (density === "compact") {
      await expect(page.getByRole("article").first()).toHaveAttribute("data-density", "compact");
      expect(Math.max(...after.map((c) => c.h))).toBeLessThan(50);
    } else {
      await expect(page.getByRole("article").first()).not.toHaveAttribute("data-density");
    }
  });
}
