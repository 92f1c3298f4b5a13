import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * The `test` every e2e spec imports instead of Playwright's: the same, plus a check run after each test
 * that no page of it reported a Content-Security-Policy violation. A browser reports one to the
 * console ("Refused to execute inline script because it violates the following Content Security
 * Policy directive…") and fires `securitypolicyviolation`, which the init script turns into a console
 * line too, so report-only cases and blocked styles are caught as well.
 */

const VIOLATION = /Content Security Policy|securitypolicyviolation/i;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      const watchContext = async (watched: BrowserContext) => {
        await watched.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) => {
            console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
          });
        });
        watched.pages().forEach(watch);
        watched.on("page", watch);
      };
      await watchContext(context);
      // Contexts a test opens itself (two people side by side) are watched too; browser.newPage goes through newContext.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const opened = await newContext.apply(browser, args);
        await watchContext(opened);
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
