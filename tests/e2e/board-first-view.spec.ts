import { expect, test, type Page } from "./support/test";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { DENSITY_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { CARD_DENSITIES } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { liveCopy } from "@/lib/copy/live";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";
import { readTrace } from "../support/chromium-trace";

/**
 * The board's first view: the server renders the board in full (the cards with their controls), and the
 * browser hydrates that markup in place once the columns' chunk is there. No card is replaced, moved or
 * written again, in either card density (the server reads the device's choice from its cookie), and
 * nothing on the page shifts while it loads and its live feed connects, on a phone too.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US", viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;
/**
 * The JavaScript a phone's /todo may fetch in its first seconds: compressed KiB as sent, in the static files'
 * Brotli copies (server/precompressed.ts; about 194 KiB, 224 in Next's gzip). bench:lighthouse's "JS
 * transferred" adds the headers and counts in kB.
 */
const SCRIPT_BUDGET_KB = 200;
const HYDRATED_MARK = "duely-board-hydrated";

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
async function cardBoxes(page: Page) {
  return page.getByTestId("task-card").evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { id: card.getAttribute("data-task-id"), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height), text: (card as HTMLElement).innerText };
    }),
  );
}

interface Watched {
  parsed: Element[];
  shifts: { value: number; hadRecentInput: boolean; moved: string[] }[];
}

/**
 * Before the page's first byte: keeps every card element the HTML parser makes, and every layout shift
 * (PerformanceObserver, the browser's own measure behind CLS).
 */
function watchLoad(): void {
  const watched: Watched = { parsed: [], shifts: [] };
  (window as unknown as { __watched: Watched }).__watched = watched;
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.matches("[data-testid=task-card]")) watched.parsed.push(node);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      // What moved, for the failure's message: the element (tag, test id, start of its text), from and to.
      const moved = shift.sources.map(({ node, previousRect: a, currentRect: b }) => {
        const name = node instanceof Element ? `${node.tagName.toLowerCase()}[${node.getAttribute("data-testid") ?? ""}] "${(node.textContent ?? "").slice(0, 30)}"` : String(node?.nodeName);
        return `${name} ${[a.x, a.y, a.width, a.height].map(Math.round).join(",")} -> ${[b.x, b.y, b.width, b.height].map(Math.round).join(",")}`;
      });
      watched.shifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** How many cards the parser made, how many of them are still in the page, whether the page's cards are those, and the layout shifts' sum. */
async function loadRecord(page: Page) {
  return page.evaluate(() => {
    const { parsed, shifts } = (window as unknown as { __watched: Watched }).__watched;
    const now = [...document.querySelectorAll("[data-testid=task-card]")];
    return {
      parsed: parsed.length,
      stillThere: parsed.filter((card) => card.isConnected).length,
      allParsed: now.every((card) => parsed.includes(card)),
      shift: shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
      moved: shifts.filter((s) => !s.hadRecentInput).flatMap((s) => s.moved),
    };
  });
}

/** The page's console errors and uncaught exceptions (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const density of CARD_DENSITIES) {
  test(`the server renders the whole board and the browser hydrates it in place: no card replaced, moved or changed (${density} cards)`, async ({ page, browser }) => {
    await createUser(page, { name: "First View" });
    await seed(page);
    const state = await page.context().storageState();
    const cookies = [
      { name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL },
      { name: DENSITY_COOKIE, value: density, url: APP_URL },
    ];

    // Without JavaScript: exactly what the server sends, the cards with their controls.
    const bare = await browser.newContext({ storageState: state, javaScriptEnabled: false, timezoneId: ZONE, locale: "en-US", viewport: { width: 1280, height: 900 } });
    await bare.addCookies(cookies);
    const serverPage = await bare.newPage();
    await serverPage.goto("/todo");
    // A page and 2 more open tasks in 'Today & Overdue' (the completed one is folded away, not counted).
    const today = serverPage.getByTestId("column-today");
    await expect(today.getByTestId("column-count")).toHaveText(String(COLUMN_PAGE_SIZE + 2));
    await expect(today.getByText(tasksCopy.showMore(2))).toBeVisible();
    await expect(today.getByTestId("no-date-heading")).toHaveText(boardCopy.noDateHeading);
    await expect(today.getByTestId("completed-group")).toHaveText(boardCopy.completedGroup(1));
    await expect(serverPage.locator("h3", { hasText: "Overdue report" })).toBeVisible();
    await expect(serverPage.getByTestId("task-card")).toHaveCount(COLUMN_PAGE_SIZE + 2); // a page of 'Today & Overdue' and one card in each other column
    await expect(serverPage.locator('button[aria-label^="Drag "]')).toHaveCount(COLUMN_PAGE_SIZE + 2);
    const before = await cardBoxes(serverPage);
    await bare.close();

    // With JavaScript: the same elements, hydrated.
    const errors = collectErrors(page);
    await page.addInitScript(watchLoad);
    await page.context().addCookies(cookies);
    await page.goto("/todo");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Drag / }).first()).toBeEnabled();
    const after = await cardBoxes(page);
    expect(await loadRecord(page)).toEqual({ parsed: COLUMN_PAGE_SIZE + 2, stillThere: COLUMN_PAGE_SIZE + 2, allParsed: true, shift: 0, moved: [] });
    expect(errors).toEqual([]);

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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("nothing on the page shifts while /todo loads, hydrates and its live feed connects", async ({ page }) => {
    await createUser(page, { name: "Phone View" });
    await seed(page);
    await page.context().addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
    await page.addInitScript(watchLoad);
    await page.goto("/todo");
    // The indicator is there from the first paint (connecting), a dot whose text is for screen readers.
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "connected", { timeout: 10_000 });
    await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected);
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.waitForTimeout(500);
    const { shift, moved } = await loadRecord(page);
    expect(shift, moved.join("\n")).toBe(0);
  });

  test("the board taking over after hydration restyles a few elements, not the board (Chromium's own trace)", async ({ page }) => {
    await createUser(page, { name: "Phone Styles" });
    await seed(page);
    await page.context().addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
    await page.addInitScript(markBoardHydrated, HYDRATED_MARK);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Tracing.start", { categories: "devtools.timeline,blink.user_timing", transferMode: "ReturnAsStream" });
    await page.goto("/todo"); // resolves once the board's cover is gone
    await page.waitForTimeout(1000); // the live feed connects, reminders arrive, the clock ticks in
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    const events = await readTrace(cdp);

    const mark = events.find((e) => e.name === HYDRATED_MARK);
    expect(mark, "the board-hydrated mark in the trace").toBeDefined();
    const restyles = events.filter((e) => e.name === "UpdateLayoutTree" && e.pid === mark!.pid && e.ts > mark!.ts);
    const largest = Math.max(0, ...restyles.map((e) => e.args?.elementCount ?? 0));
    // `inert` lifted from the board restyled every element under it (most of the page).
    expect(largest, `elements restyled at once after hydration, of ${elements} in the page`).toBeLessThan(elements / 4);
  });

  test(`a phone's /todo fetches at most ${SCRIPT_BUDGET_KB} kB of JavaScript in its first seconds (closed dialogs load when opened)`, async ({ page }) => {
    await createUser(page, { name: "Phone Weight" });
    await seed(page);
    await page.context().addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
    const scripts = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() === "script") scripts.set(request.url(), (await request.sizes()).responseBodySize);
    });
    await page.goto("/todo");
    await page.waitForTimeout(3000); // what loads after hydration: the device's copy of the board, the live feed
    const kb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(kb, [...scripts.keys()].join("\n")).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
  });
});


/** Before the page's first byte: a performance mark when the board's cover, once parsed, goes (hydration is done). */
function markBoardHydrated(mark: string): void {
  let seen = false;
  const observer = new MutationObserver(() => {
    const cover = document.querySelector("[data-board-cover]");
    seen ||= cover !== null;
    if (seen && !cover) {
      performance.mark(mark);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}
