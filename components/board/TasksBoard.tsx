"use client";

import { startTransition, use, useEffect, useMemo, useState } from "react";
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { groupList, groupTasks, type BoardClock, type BoardView, type CardDensity, type ColumnOrder } from "@/lib/board";
import { tasksApi, tasksQueryKey } from "@/lib/api/tasks";
import { SKIP_TARGET } from "@/lib/constants/common";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { HourCycle } from "@/lib/format";
import type { Task } from "@/lib/schemas/task";
import { Plus } from "lucide-react";
import { Spinner } from "@/components/ui/Spinner";
import { EditPanelHost } from "@/components/task/EditPanelHost";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { BoardProvider, type BoardContextValue } from "./BoardContext";
import type { BoardColumnsProps, BoardLayout } from "./BoardColumns";
import { BoardToolbar } from "./BoardToolbar";
import { AddTask } from "./add-task/AddTask";
import { ShortcutsSheet } from "./ShortcutsSheet";
import { useBoardShortcuts } from "./useBoardShortcuts";
import { useBoardView, useCardDensity, useColumnOrder, useShowCompleted } from "./preferences";
import { useBoardClock } from "./useBoardClock";
import { useTaskActions } from "./useTaskActions";
import { useWorkspaceEvents } from "./live/useWorkspaceEvents";
import { useHiddenTasks } from "./deferred-delete";
import { FindBar } from "./FindBar";
import { useBoardFilter } from "./useBoardFilter";
import { NO_REMINDERS, TaskRemindersSource } from "./TaskRemindersSource";
import { useOpenTaskFromUrl } from "./useOpenTaskFromUrl";
import { shortcutTargetElement } from "./shortcuts";
import { LAUNCH_PARAMS } from "@/lib/constants/pwa";
import { useLaunchShortcut } from "@/components/pwa/launch";
import { useShownWorkspace } from "@/components/pwa/offline-workspace";

const NO_TASKS: Task[] = [];

/** Quick add: the add-task field at the top, focused (a phone opens its keyboard; the launcher's 'New task' too). */
function focusAddTask() {
  window.scrollTo({ top: 0 });
  shortcutTargetElement("addTask")?.focus({ preventScroll: true });
}

/** On a phone, a round 'add task' button floats over the board's lower right, above the bottom bar. */
const addButton =
  "fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-30 flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:hidden";

type Columns = typeof import("./BoardColumns").BoardColumns;
/**
 * The columns (drag and drop, the cards' controls and dialogs) are their own chunk, out of the page's
 * first-load JavaScript. This module starts loading it as soon as it runs: in the browser beside the page's
 * other scripts, on the server once, before its first render.
 */
let loadedColumns: Columns | undefined;
const columnsChunk = import("./BoardColumns").then((m) => (loadedColumns = m.BoardColumns));

interface InteractiveColumnsProps extends Pick<BoardColumnsProps, "saveOrder"> {
  /** The tasks to show, completed ones included. */
  tasks: Task[];
  view: BoardView;
  order: ColumnOrder;
  clock: BoardClock;
}

/**
 * The board's columns, grouped here rather than in TasksBoard: hydration renders in slices between
 * components, so the grouping (with the first date formatter of the user's zone, the slowest part) is a
 * slice of its own instead of lengthening the board's, one task on the main thread either way.
 * The server renders them in full, inline in the page (a Suspense boundary around them would have React send
 * a board this large after the page, behind a placeholder). In the browser, hydration waits for the chunk
 * where it is not there yet, keeping the server's markup as it is, then hydrates it in place (Next hydrates
 * in a transition, rendered in slices): no element is replaced or written again.
 */
function InteractiveColumns({ tasks, view, order, clock, saveOrder }: InteractiveColumnsProps) {
  const layout = useMemo<BoardLayout>(
    () => (view === "list" ? { view, list: groupList(tasks, clock) } : { view, columns: groupTasks(tasks, { view, order, ...clock }) }),
    [tasks, view, order, clock],
  );
  // Last: hooks after a `use` that suspends break its replay on the first render (React's error 467).
  const Loaded = loadedColumns ?? use(columnsChunk);
  // The chunk's one component, the same on every render (the rule sees a component made while rendering).
  // eslint-disable-next-line react-hooks/static-components
  return <Loaded layout={layout} saveOrder={saveOrder} />;
}

/**
 * Puts the server's list into the query cache before the board's query reads it, unless the cache holds a
 * newer one (a list loaded or changed in this tab since that render), as TanStack's hydration would.
 */
function seedTasks(queryClient: QueryClient, queryKey: QueryKey, json: string, renderedAt: number): void {
  const cached = queryClient.getQueryState(queryKey);
  if (cached?.data !== undefined && cached.dataUpdatedAt >= renderedAt) return;
  queryClient.setQueryData(queryKey, JSON.parse(json) as Task[], { updatedAt: renderedAt });
}

export interface TasksBoardProps {
  workspace: { id: string; isOwner: boolean };
  me: { id: string; name: string; email: string };
  /** When the server rendered the page (ISO): the clock's start, so hydration matches. */
  renderedAt: string;
  /**
   * The server's task list as JSON text (the store's own), parsed once here into the query cache: React's
   * payload carries one string instead of walking 200 or 2,000 task objects on the server and again
   * in the browser.
   */
  initialTasks: string;
  /** The zone the server rendered the columns in (the browser's from its cookie, else UTC). */
  timeZone: string;
  /** The clock the server wrote the times with (the browser's from its cookie, else en-US's 12-hour one). */
  hourCycle?: HourCycle;
  /** The card density this device chose (its cookie), else the default. */
  density?: CardDensity;
  /** The model label before the first parse ('AI: …' of the configured parser). */
  parserModel: string;
}

/**
 * The tasks board of /todo: the add-task bar, the view toggle (date, priority, list) and the density
 * toggle with Insights and 'Refresh Tasks', and the date or priority columns with drag and drop or the
 * list (InteractiveColumns). Tasks live in the TanStack Query cache, hydrated
 * with the server's list by the page; every change goes through useTaskActions (optimistic, rolled back
 * on refusal). 'Refresh Tasks' clears the cache and loads the list again, showing
 * 'Loading your tasks...' meanwhile, as does a workspace switch until the page is re-rendered for it.
 */
export function TasksBoard({
  workspace: rendered,
  me,
  renderedAt,
  initialTasks,
  timeZone,
  hourCycle,
  density: renderedDensity = "comfortable",
  parserModel,
}: TasksBoardProps) {
  const queryClient = useQueryClient();
  useState(() => seedTasks(queryClient, tasksQueryKey(rendered.id), initialTasks, Date.parse(renderedAt)));
  const workspace = useShownWorkspace(rendered);
  const clock = useBoardClock({ now: renderedAt, timeZone, hourCycle });
  const actions = useTaskActions({ workspaceId: workspace.id, me, timeZone: clock.timeZone });
  const queryKey = tasksQueryKey(workspace.id);
  const tasks = useQuery({ queryKey, queryFn: () => tasksApi.list(workspace.id) });
  useWorkspaceEvents({ workspaceId: workspace.id, me });
  useOpenTaskFromUrl(workspace.id, tasks.data);
  const [view, setView] = useBoardView();
  const [showCompleted] = useShowCompleted();
  const [order, saveOrder] = useColumnOrder(workspace.id);
  const [density, setDensity] = useCardDensity(renderedDensity);
  // The cards' reminder counts arrive after the first render, in a transition (TaskRemindersSource): the board
  // takes them in slices rather than rendering every card again in one go.
  const [reminders, setReminders] = useState(NO_REMINDERS);
  // A switch re-renders the page on the server for the new workspace; until it arrives, this board waits.
  const active = useActiveWorkspace();
  const switching = active.ready && active.current.id !== workspace.id;
  // Set once the page is hydrated (the board's cover then goes), in a transition: the board's render for it is
  // done in slices like the hydration (useMounted's would be one blocking render).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useBoardShortcuts({ openHelp: () => setShortcutsOpen(true) });
  useLaunchShortcut(LAUNCH_PARAMS.newTask, focusAddTask);

  const loaded = tasks.data ?? NO_TASKS; // a failed first load shows an empty board
  // A deleted task waits for its Undo toast hidden, not gone (components/board/deferred-delete.ts).
  const hidden = useHiddenTasks();
  const shown = useMemo(() => (hidden.size === 0 ? loaded : loaded.filter((t) => !hidden.has(t.id))), [loaded, hidden]);
  const find = useBoardFilter({ workspaceId: workspace.id, tasks: shown, me, now: clock.now, timeZone: clock.timeZone, renderedAt });
  const list = find.visible;
  const withCompleted = showCompleted || find.asksCompleted;
  const columnTasks = useMemo(() => (withCompleted ? list : list.filter((t) => !t.completed)), [list, withCompleted]);
  const context = useMemo<BoardContextValue>(
    () => ({ clock, actions, me, isOwner: workspace.isOwner, density, reminders }),
    [clock, actions, me, workspace.isOwner, density, reminders],
  );

  return (
    <BoardProvider value={context}>
      <TaskRemindersSource workspaceId={workspace.id} onChange={setReminders} />
      {/* Tighter on a phone, so the first cards show without scrolling; room at the end for the add button. */}
      <main id={SKIP_TARGET.main} className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pb-20 pt-3 sm:gap-6 sm:px-6 sm:py-6">
        <h1 className="sr-only">{boardCopy.title}</h1>
        <AddTask parserModel={parserModel} />
        <BoardToolbar
          view={view}
          onViewChange={setView}
          density={density}
          onDensityChange={setDensity}
          onRefresh={() => void queryClient.resetQueries({ queryKey })}
          refreshing={tasks.isFetching}
        >
          <FindBar filter={find.filter} chips={find.chips} withoutWords={find.withoutWords} onChange={find.setFilter} />
        </BoardToolbar>
        {find.active && list.length === 0 && !tasks.isPending && (
          <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400" data-testid="no-matches">
            {tasksCopy.noMatches}
          </p>
        )}
        {/* The skip link's target: Tab from here reaches the first card. */}
        <div id={SKIP_TARGET.board} tabIndex={-1} className="relative outline-none">
          {tasks.isPending || switching ? (
            <div className="flex justify-center py-16 text-slate-500">
              <Spinner label={tasksCopy.loading} showLabel />
            </div>
          ) : (
            <InteractiveColumns tasks={columnTasks} view={view} order={order} clock={clock} saveOrder={saveOrder} />
          )}
          {/* Until the board is hydrated a tap on the server's markup would do nothing, so a cover takes it.
              Not `inert`: lifting that restyles every element of the board (40-60 ms on a phone's CPU). */}
          {!hydrated && <div data-board-cover aria-hidden className="absolute inset-0 z-10" />}
        </div>
        <button type="button" onClick={focusAddTask} aria-label={boardCopy.addTaskButton} className={addButton}>
          <Plus className="size-6" aria-hidden />
        </button>
      </main>
      <ShortcutsSheet open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <EditPanelHost tasks={loaded} />
    </BoardProvider>
  );
}
