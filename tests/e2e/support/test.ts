import { expect, test as base } from "@playwright/test";

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
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const watch = (page: import("@playwright/test").Page) =>
        page.on("console", (message) => {
          if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content-Security-Policy violations reported by the pages of this test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Locator, Page } from "@playwright/test";
