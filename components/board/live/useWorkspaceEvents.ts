"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, request } from "@/lib/api/request";
import { tasksQueryKey } from "@/lib/api/tasks";
import { withoutWorkspace } from "@/lib/active-workspace";
import { liveCopy } from "@/lib/copy/live";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { LiveEvent, LiveTransport } from "@/lib/schemas/live";
import type { WorkspaceList } from "@/lib/schemas/workspace";
import { toast } from "@/components/ui/toast";
import { remindersQueryRoot } from "@/components/reminders/api";
import { workspacesQueryKey } from "@/components/workspace/api";
import { applyLiveEvent } from "./apply";
import { liveBoard } from "./live-board";
import { reconnectDelay } from "./reconnect";
import { subscribeSse, type FeedHandlers } from "./sse";

const announce = async (workspaceId: string) =>
  (await request<{ data: LiveTransport }>(`/api/workspaces/${encodeURIComponent(workspaceId)}/live`)).data;

/** The announcement answers 403/404 once the user may no longer read the workspace. */
const refused = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * Keeps the board of `workspaceId` live: subscribes with the transport the server announces (SSE, or
 * Appwrite Realtime), merges each event into the query cache (components/board/live/apply.ts), holds
 * events back while a card is dragged, and shows the connection state in the toolbar's indicator.
 * A teammate's new task is highlighted; a deleted one whose comments are open says who deleted it; losing
 * access moves the user to their default workspace with 'You do not have permission to view this
 * workspace'. Switching workspace closes the old subscription.
 */
export function useWorkspaceEvents({ workspaceId, me }: { workspaceId: string; me: { id: string } }): void {
  const queryClient = useQueryClient();
  const meId = me.id;

  useEffect(() => {
    let stopFeed: () => void = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    liveBoard.setStatus("connecting");

    const refetchShown = () => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: remindersQueryRoot });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    };

    const revoked = () => {
      if (stopped) return;
      stopped = true;
      stopFeed();
      liveBoard.setStatus("off");
      toast.error(workspacesCopy.noPermissionToView);
      // Without it in the list, the active workspace falls back to the default (ActiveWorkspaceProvider).
      queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (list) => (list ? withoutWorkspace(list, workspaceId) : list));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    };

    const onEvent = (event: LiveEvent) =>
      liveBoard.whenNotDragging(() => {
        if (stopped) return;
        const effects = applyLiveEvent(queryClient, event, { me: { id: meId } });
        if (event.type === "task.updated" && event.actor && event.actor.id !== meId) liveBoard.setEditor(event.task.id, event.actor.name);
        if (effects.added) liveBoard.highlight(effects.added);
        if (effects.deleted && liveBoard.commentsOpen(effects.deleted.taskId)) {
          toast.info(liveCopy.taskDeletedBy(effects.deleted.by ?? liveCopy.someone));
        }
        if (effects.revoked) revoked();
      });

    const handlers: FeedHandlers = {
      onEvent,
      onResync: refetchShown,
      onRevoked: revoked,
      onStatus: (status) => {
        if (!stopped) liveBoard.setStatus(status);
      },
      stillAllowed: () => announce(workspaceId).then(() => true, (error: unknown) => !refused(error)),
    };

    const connect = async () => {
      try {
        const transport = await announce(workspaceId);
        if (stopped) return;
        if (transport.transport === "sse") stopFeed = subscribeSse(transport.url, handlers);
        else if (transport.transport === "appwrite") {
          // Appwrite Realtime's code is fetched only on that backend (out of /todo's first load).
          const { subscribeAppwrite } = await import("./appwrite");
          if (stopped) return;
          stopFeed = subscribeAppwrite(transport, workspaceId, {
            ...handlers,
            refetchTasks: () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey(workspaceId) }),
            refetchReminders: () => void queryClient.invalidateQueries({ queryKey: remindersQueryRoot }),
            renew: () => announce(workspaceId),
          });
        } else liveBoard.setStatus("off"); // this deployment has no live feed
      } catch (error) {
        if (stopped) return;
        if (refused(error)) return revoked();
        liveBoard.setStatus("reconnecting");
        attempt += 1;
        timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      }
    };
    // In a task of its own: not in the hydration's flush of effects, which is the longest task of /todo's load
    // (docs/performance.md, "Seventh round").
    timer = setTimeout(() => void connect(), 0);

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopFeed();
      liveBoard.setStatus("off");
    };
  }, [workspaceId, meId, queryClient]);
}
