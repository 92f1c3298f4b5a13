"use client";

import { startTransition, useEffect, useMemo } from "react";
import type { ReminderView } from "@/lib/schemas/reminder";
import { useReminders } from "@/components/reminders/useReminders";

/** The user's reminders of each task of the workspace, pending and sent, by task id. */
export type TaskReminders = ReadonlyMap<string, readonly ReminderView[]>;

/** No reminders (or not loaded yet): always this map, so nothing renders again for it. */
export const NO_REMINDERS: TaskReminders = new Map();

/**
 * Holds the board's query of the reminders (the list the top bar's reminders badge loads: one request, shared
 * through the query cache) and hands the board each new map in a transition, which the board renders in
 * slices. The cards count the pending ones beside a bell; the comments show each `!remindme` comment as its
 * reminder.
 *
 * A component of its own, rendering nothing, because a query's answer renders the component that reads it at
 * once and blocking (React's external store): in the board that was a render of the whole board when the list
 * arrived, a few milliseconds after every load of /todo, even when it was empty (docs/performance.md, "Fifth
 * round").
 */
export function TaskRemindersSource({ workspaceId, onChange }: { workspaceId: string; onChange: (reminders: TaskReminders) => void }) {
  const { query } = useReminders(workspaceId);
  const reminders = useMemo(() => {
    if (!query.data || query.data.length === 0) return NO_REMINDERS;
    const byTask = new Map<string, ReminderView[]>();
    for (const reminder of query.data) {
      const list = byTask.get(reminder.taskId);
      if (list) list.push(reminder);
      else byTask.set(reminder.taskId, [reminder]);
    }
    return byTask;
  }, [query.data]);
  useEffect(() => startTransition(() => onChange(reminders)), [reminders, onChange]);
  return null;
}
