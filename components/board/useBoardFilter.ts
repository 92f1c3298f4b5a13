"use client";

import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { tasksApi, tasksQueryKey } from "@/lib/api/tasks";
import { SEARCH_PARAM, SERVER_SEARCH_MIN_TASKS } from "@/lib/constants/tasks";
import type { Task } from "@/lib/schemas/task";
import { EMPTY_FILTER, filterTasks, isFilterActive, type BoardFilter } from "@/lib/tasks/filter";
import { useReminders } from "@/components/reminders/useReminders";

/** The search text goes into the address (`?q=`), so a filtered board survives a reload and can be shared. */
function writeQuery(q: string): void {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set(SEARCH_PARAM, q);
  else url.searchParams.delete(SEARCH_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

export interface BoardFilterState {
  filter: BoardFilter;
  setFilter: (filter: BoardFilter) => void;
  /** The tasks the filter keeps. */
  visible: Task[];
  active: boolean;
}

/**
 * The board's find state: the search text (kept in `?q=`) and chips, applied to the workspace's tasks.
 * Up to SERVER_SEARCH_MIN_TASKS tasks the text is matched in the browser; above that the server
 * answers it (GET /api/tasks?q=), and the chips still apply here.
 */
export function useBoardFilter({ workspaceId, tasks, meId, now }: { workspaceId: string; tasks: Task[]; meId: string; now: Date }): BoardFilterState {
  const params = useSearchParams();
  const [filter, setFilterState] = useState<BoardFilter>(() => ({ ...EMPTY_FILTER, q: params.get(SEARCH_PARAM) ?? "" }));
  const setFilter = useCallback((next: BoardFilter) => {
    setFilterState(next);
    writeQuery(next.q);
  }, []);

  const q = useDeferredValue(filter.q.trim());
  const large = tasks.length > SERVER_SEARCH_MIN_TASKS;
  const serverMatches = useQuery({
    queryKey: [...tasksQueryKey(workspaceId), "search", q],
    queryFn: () => tasksApi.search(workspaceId, q),
    enabled: large && q !== "",
  });
  const { query: reminders } = useReminders(filter.hasReminders ? workspaceId : null);

  const visible = useMemo(() => {
    const taskIdsWithReminders = new Set((reminders.data ?? []).filter((r) => r.status !== "done").map((r) => r.taskId));
    const context = { now, meId, taskIdsWithReminders };
    if (large && q !== "") {
      const ids = new Set((serverMatches.data ?? []).map((t) => t.id));
      return filterTasks(tasks.filter((t) => ids.has(t.id)), { ...filter, q: "" }, context);
    }
    return filterTasks(tasks, { ...filter, q }, context);
  }, [tasks, filter, q, large, serverMatches.data, reminders.data, now, meId]);

  return { filter, setFilter, visible, active: isFilterActive(filter) };
}
