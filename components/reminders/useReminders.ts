"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CACHE_STALE_MS } from "@/lib/constants/common";
import { BADGE_REFRESH_MS } from "@/lib/constants/reminders";
import { remindersCopy } from "@/lib/copy/reminders";
import type { ReminderView } from "@/lib/schemas/reminder";
import { toast } from "@/components/ui/toast";
import { remindersApi, remindersQueryKey } from "./api";

/**
 * The caller's reminders in a workspace, shared by the badge and the panel (one request): cached 30 s,
 * refetched every 30 s (the badge's refresh) and after a change. `workspaceId` null (the workspace
 * list is still loading) fetches nothing.
 */
export function useReminders(workspaceId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: remindersQueryKey(workspaceId ?? ""),
    queryFn: () => remindersApi.list(workspaceId ?? ""),
    enabled: workspaceId !== null,
    staleTime: CACHE_STALE_MS,
    refetchInterval: BADGE_REFRESH_MS,
  });

  /** Removes it at once, rolls back with an error toast if the server refuses, then refetches. */
  const remove = useCallback(
    async (reminderId: string) => {
      const key = remindersQueryKey(workspaceId ?? "");
      const previous = queryClient.getQueryData<ReminderView[]>(key);
      queryClient.setQueryData<ReminderView[]>(key, (list) => list?.filter((r) => r.id !== reminderId));
      try {
        await remindersApi.remove(reminderId);
      } catch {
        queryClient.setQueryData(key, previous);
        toast.error(remindersCopy.deleteFailed);
      } finally {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, workspaceId],
  );

  return { query, remove };
}
