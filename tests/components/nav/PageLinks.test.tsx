import { render, screen, within } from "@testing-library/react";
import { BottomBar, HeaderPageLinks } from "@/components/nav/PageLinks";
import { navCopy } from "@/lib/copy/nav";

/**
 * The links between the signed-in pages, in the top bar and in the phone's bottom bar, with a FAKE
 * next/navigation giving the current path: both list Board, Insights and Settings and mark the page shown
 * with aria-current; a page that is none of them (a workspace's settings) marks none. Which bar shows at
 * which width is measured in tests/e2e/account.spec.ts.
 */

let pathname = "/todo";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const PAGES = [
  [navCopy.board, "/todo"],
  [navCopy.insights, "/insights"],
  [navCopy.settings, "/settings"],
] as const;

function renderBoth() {
  render(
    <>
      <nav aria-label={navCopy.main}>
        <HeaderPageLinks />
      </nav>
      <BottomBar />
    </>,
  );
  return [screen.getByRole("navigation", { name: navCopy.main }), screen.getByRole("navigation", { name: navCopy.pages })];
}

it.each(PAGES)("on %s's page, both bars link the three pages and mark that one as the current page", (_label, path) => {
  pathname = path;
  for (const bar of renderBoth()) {
    const links = within(bar).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(PAGES.map(([label, href]) => [label, href]));
    expect(links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.getAttribute("href"))).toEqual([path]);
  }
});

it("on a workspace's settings no page is marked", () => {
  pathname = "/workspace/w1/settings";
  for (const bar of renderBoth()) {
    expect(within(bar).getAllByRole("link").filter((a) => a.hasAttribute("aria-current"))).toEqual([]);
  }
});
