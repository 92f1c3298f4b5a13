import { act, screen } from "@testing-library/react";
import { BoardColumns } from "@/components/board/BoardColumns";
import { groupTasks } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { clock, renderOnBoard, task } from "./support";

/**
 * A long column: its first page of cards, 'Show N more', and a page more when that line comes near the
 * screen, once the reader has scrolled (a page just shown does not grow by itself). jsdom lays nothing out:
 * the IntersectionObserver is recorded and told by hand when the line is near.
 */

const observed: Element[] = [];
const notify: IntersectionObserverCallback[] = [];
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      notify.push(callback);
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const many = Array.from({ length: COLUMN_PAGE_SIZE * 2 + 3 }, (_, i) => task({ id: `t${i}`, title: `Task ${i}`, dueDate: null }));
const cards = () => screen.getAllByRole("article");
const near = () => act(() => notify.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

it("shows a page and 'Show N more'; the line coming near adds a page only after the reader has scrolled, a click one more", () => {
  renderOnBoard(<BoardColumns layout={{ view: "date", columns: groupTasks(many, { view: "date", ...clock }) }} saveOrder={() => {}} />);
  expect(cards()).toHaveLength(COLUMN_PAGE_SIZE);
  const showMore = screen.getByRole("button", { name: tasksCopy.showMore(COLUMN_PAGE_SIZE) });
  expect(observed).toEqual([]); // not watched before a scroll

  act(() => void window.dispatchEvent(new Event("scroll")));
  expect(observed).toEqual([showMore]);
  near();
  expect(cards()).toHaveLength(COLUMN_PAGE_SIZE * 2);
  expect(observed.at(-1)).toBe(screen.getByRole("button", { name: tasksCopy.showMore(3) })); // watched at once from now on

  act(() => screen.getByRole("button", { name: tasksCopy.showMore(3) }).click());
  expect(cards()).toHaveLength(many.length);
  expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
});
