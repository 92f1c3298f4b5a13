import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BoardColumns, type BoardLayout } from "@/components/board/BoardColumns";
import { BoardProvider, type BoardContextValue } from "@/components/board/BoardContext";
import { groupList, groupTasks } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { clock, me, recordingActions, task } from "./support";

/**
 * The board as the server renders it and as the browser hydrates it (components/board/TasksBoard.tsx): the
 * same markup, so React adopts the server's elements instead of replacing them, and a render with the same
 * cards writes nothing into the page (react-dom/server and hydrateRoot in jsdom; the e2e test
 * board-first-view.spec.ts checks a real page).
 */

const at = (local: string) => new Date(`${local}-08:00`).toISOString();
const tasks: Task[] = [
  task({ id: "a", title: "Stand-up", dueDate: at("2026-11-02T10:30"), urgency: 3, assignee: "bo@example.com" }),
  task({ id: "b", title: "Pay the invoice", dueDate: at("2026-11-01T09:00"), urgency: 4.5, description: "Line one\nhttps://example.com" }),
  task({ id: "c", title: "Dentist", dueDate: at("2026-11-05T08:00"), urgency: 1.5 }),
  task({ id: "d", title: "Someday", urgency: 2 }),
  task({ id: "e", title: "Water the plants", dueDate: at("2026-11-02T08:00"), urgency: 3, completed: true, completedAt: at("2026-11-02T08:05") }),
];

function board(layout: BoardLayout, density: BoardContextValue["density"] = "comfortable"): ReactNode {
  const context: BoardContextValue = { clock, actions: recordingActions().actions, me, isOwner: true, density, reminders: new Map() };
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <BoardProvider value={context}>
        <BoardColumns layout={layout} saveOrder={() => {}} />
      </BoardProvider>
    </QueryClientProvider>
  );
}

const layouts: [string, BoardLayout, BoardContextValue["density"]][] = [
  ["the date view", { view: "date", columns: groupTasks(tasks, { view: "date", ...clock }) }, "comfortable"],
  ["the priority view, compact cards", { view: "priority", columns: groupTasks(tasks, { view: "priority", ...clock }) }, "compact"],
  ["the list view", { view: "list", list: groupList(tasks, clock) }, "comfortable"],
];

describe.each(layouts)("%s", (_name, layout, density) => {
  it("hydrates the server's markup as it is: no error, no element replaced", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(board(layout, density));
    document.body.appendChild(container);
    const serverCards = [...container.querySelectorAll("[data-testid=task-card]")];
    expect(serverCards.length).toBeGreaterThanOrEqual(4);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, board(layout, density), { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      const cards = [...container.querySelectorAll("[data-testid=task-card]")];
      expect(cards).toHaveLength(serverCards.length);
      expect(cards.every((card, i) => card === serverCards[i])).toBe(true);
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});

it("a render with the same cards in new arrays writes nothing into the cards (dnd-kit sees the same lists)", async () => {
  const layout = (): BoardLayout => ({ view: "date", columns: groupTasks(tasks.map((t) => ({ ...t })), { view: "date", ...clock }) });
  const { container, rerender } = render(board(layout()));
  await act(async () => {}); // dnd-kit registers the cards in effects
  const writes: string[] = [];
  const observer = new MutationObserver((records) => records.forEach((r) => writes.push(`${(r.target as Element).tagName} ${r.attributeName}`)));
  observer.observe(container, { attributes: true, subtree: true });
  rerender(board(layout()));
  await act(async () => {});
  observer.disconnect();
  expect(writes).toEqual([]);
});
