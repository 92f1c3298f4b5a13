import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * The `test` every e2e spec imports instead of Playwright's: the same, plus a check run after each test
 * that no page of it reported a Content-Security-Policy violation. A browser reports one to the
 * console ("Refused to execute inline script because it violates the following Content Security
 * Policy directive…") and fires `securitypolicyviolation`, which the init script turns into a console
 * line too, so report-only cases and blocked styles are caught as well. And a navigation that lands on
 * /todo waits until its board is hydrated (awaitBoardAfterNavigation).
 */

const VIOLATION = /Content Security Policy|securitypolicyviolation/i;

/**
 * /todo hydrates once its board's chunk is there, and a cover takes the taps on its board until then
 * (components/board/TasksBoard.tsx): a click or a key before that is lost, as nothing would respond to a
 * person either. So a `goto` or `reload` of a page that lands on /todo resolves once the board is hydrated.
 */
function awaitBoardAfterNavigation(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(() => !document.querySelector("[data-board-cover]"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    if (new URL(page.url()).pathname === "/todo") await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    if (new URL(page.url()).pathname === "/todo") await hydrated();
    return response;
  };
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page, javaScript: boolean) => {
        page.on("console", (message) => {
          if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
        if (javaScript) awaitBoardAfterNavigation(page);
      };
      const watchContext = async (watched: BrowserContext, javaScript = true) => {
        await watched.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) => {
            console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
          });
        });
        watched.pages().forEach((page) => watch(page, javaScript));
        watched.on("page", (page) => watch(page, javaScript));
      };
      await watchContext(context);
      // Contexts a test opens itself (two people side by side) are watched too; browser.newPage goes through newContext.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const opened = await newContext.apply(browser, args);
        await watchContext(opened, args[0]?.javaScriptEnabled !== false);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations reported by the pages of this test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
