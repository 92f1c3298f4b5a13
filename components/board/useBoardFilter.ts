"use client";

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { tasksApi, tasksQueryKey } from "@/lib/api/tasks";
import { SEARCH_PARAM, SERVER_SEARCH_MIN_TASKS } from "@/lib/constants/tasks";
import type { Task } from "@/lib/schemas/task";
import { EMPTY_FILTER, filterTasks, isFilterActive, type BoardFilter } from "@/lib/tasks/filter";
import type { FindBarReading, Named } from "@/lib/assistant/find-bar";
import type { FilterChip } from "@/lib/assistant/filter-words";
import { useReminders } from "@/components/reminders/useReminders";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";

/** The search text goes into the address (`?q=`), so a filtered board survives a reload and can be shared. */
function writeQuery(q: string): void {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set(SEARCH_PARAM, q);
  else url.searchParams.delete(SEARCH_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

export interface BoardFilterState {
  /** The chips pressed by hand and the text as typed. */
  filter: BoardFilter;
  setFilter: (filter: BoardFilter) => void;
  /** The words of the text understood as filters. */
  chips: FilterChip[];
  /** The filter with the words of these chips taken out of its text. */
  withoutWords: (filter: BoardFilter, chips: readonly FilterChip[]) => BoardFilter;
  /** The tasks the filter keeps. */
  visible: Task[];
  /** The text asks for completed tasks ("done this week"): the board shows them even when it hides completed ones. */
  asksCompleted: boolean;
  active: boolean;
}

type FindWords = typeof import("@/lib/assistant/find-bar");

/**
 * The plain-word reading of the find bar (lib/assistant/find-bar.ts), fetched once the text first holds
 * something: out of /todo's first load, since most boards open without a search. Until it is there, the
 * text is a plain text search.
 */
function useFindWords(wanted: boolean): FindWords | null {
  const [words, setWords] = useState<FindWords | null>(null);
  useEffect(() => {
    if (!wanted || words) return;
    let current = true;
    void import("@/lib/assistant/find-bar").then((loaded) => {
      if (current) setWords(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, words]);
  return words;
}

/** The people a "created by" can name: the user and whoever commented on a task of the board. */
function knownPeople(tasks: readonly Task[], me: Named): Named[] {
  const people = new Map<string, Named>([[me.id, me]]);
  for (const task of tasks) for (const c of task.comments) if (!people.has(c.userId)) people.set(c.userId, { id: c.userId, name: c.user });
  return [...people.values()];
}

/**
 * The board's find state: the search text (kept in `?q=`, read as plain words: lib/assistant/find-bar.ts)
 * and chips, applied to the workspace's tasks. Up to SERVER_SEARCH_MIN_TASKS tasks the words left for the
 * text search are matched in the browser; above that the server answers them (GET /api/tasks?q=), and the
 * chips still apply here.
 */
export function useBoardFilter({
  workspaceId,
  tasks,
  me,
  now,
  timeZone,
  renderedAt,
}: {
  workspaceId: string;
  tasks: Task[];
  me: Named & { email: string };
  now: Date;
  timeZone: string;
  /** When the server rendered the page: a router refresh renders it again. */
  renderedAt: string;
}): BoardFilterState {
  const params = useSearchParams();
  const [filter, setFilterState] = useState<BoardFilter>(() => ({ ...EMPTY_FILTER, q: params.get(SEARCH_PARAM) ?? "" }));
  const setFilter = useCallback((next: BoardFilter) => {
    setFilterState(next);
    writeQuery(next.q);
  }, []);
  // A router refresh that started before the text was typed (the time zone cookie's, a workspace switch) commits
  // the address it was for, without `?q=`, after this effect ran: the page it brings (a new render time) or
  // the router's new search params bring the text back.
  useEffect(() => writeQuery(filter.q), [filter.q, params, renderedAt]);

  const { workspaces } = useActiveWorkspace();
  const people = useMemo(() => knownPeople(tasks, me), [tasks, me]);
  const words = useFindWords(filter.q.trim() !== "");
  const reading = useMemo<FindBarReading>(
    () => (words ? words.readFindBar(filter, { workspaces: [...workspaces.owned, ...workspaces.shared], people }) : { applied: filter, chips: [] }),
    [words, filter, workspaces, people],
  );
  const withoutWords = useCallback(
    (next: BoardFilter, chips: readonly FilterChip[]) => (words && chips.length > 0 ? words.withoutChip(next, { spans: chips.flatMap((c) => c.spans) }) : next),
    [words],
  );
  const applied = reading.applied;
  const q = useDeferredValue(applied.q.trim());
  const large = tasks.length > SERVER_SEARCH_MIN_TASKS;
  const serverMatches = useQuery({
    queryKey: [...tasksQueryKey(workspaceId), "search", q],
    queryFn: () => tasksApi.search(workspaceId, q),
    enabled: large && q !== "",
  });
  const { query: reminders } = useReminders(applied.hasReminders ? workspaceId : null);

  const visible = useMemo(() => {
    const taskIdsWithReminders = new Set((reminders.data ?? []).filter((r) => r.status !== "done").map((r) => r.taskId));
    const context = { now, timeZone, meId: me.id, meEmail: me.email, taskIdsWithReminders };
    if (large && q !== "") {
      const ids = new Set((serverMatches.data ?? []).map((t) => t.id));
      return filterTasks(tasks.filter((t) => ids.has(t.id)), { ...applied, q: "" }, context);
    }
    return filterTasks(tasks, { ...applied, q }, context);
  }, [tasks, applied, q, large, serverMatches.data, reminders.data, now, timeZone, me.id, me.email]);

  return { filter, setFilter, chips: reading.chips, withoutWords, visible, asksCompleted: applied.status === "completed", active: isFilterActive(applied) };
}
