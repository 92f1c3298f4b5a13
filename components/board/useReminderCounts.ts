"use client";

import { useMemo } from "react";
import { remindersInTab } from "@/components/reminders/filter";
import { useReminders } from "@/components/reminders/useReminders";

const NONE: ReadonlyMap<string, number> = new Map();

/**
 * Reminders not yet sent per task of the workspace, from the list the top bar's reminders badge loads
 * (one request, shared through the query cache); empty until it has loaded.
 */
export function useReminderCounts(workspaceId: string): ReadonlyMap<string, number> {
  const { query } = useReminders(workspaceId);
  return useMemo(() => {
    if (!query.data) return NONE;
    const counts = new Map<string, number>();
    for (const reminder of remindersInTab(query.data, "pending")) counts.set(reminder.taskId, (counts.get(reminder.taskId) ?? 0) + 1);
    return counts;
  }, [query.data]);
}
