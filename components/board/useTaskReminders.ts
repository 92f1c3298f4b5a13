"use client";

import { useMemo } from "react";
import type { ReminderView } from "@/lib/schemas/reminder";
import { useReminders } from "@/components/reminders/useReminders";

const NONE: ReadonlyMap<string, readonly ReminderView[]> = new Map();

/**
 * The user's reminders of each task of the workspace, pending and sent, by task id: the list the top
 * bar's reminders badge loads (one request, shared through the query cache); empty until it has loaded.
 * The cards count the pending ones beside a bell; the comments show each `!remindme` comment as its reminder.
 */
export function useTaskReminders(workspaceId: string): ReadonlyMap<string, readonly ReminderView[]> {
  const { query } = useReminders(workspaceId);
  return useMemo(() => {
    if (!query.data || query.data.length === 0) return NONE; // the same map, so no card renders again
    const byTask = new Map<string, ReminderView[]>();
    for (const reminder of query.data) {
      const list = byTask.get(reminder.taskId);
      if (list) list.push(reminder);
      else byTask.set(reminder.taskId, [reminder]);
    }
    return byTask;
  }, [query.data]);
}
