import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { llmSettingsFromConfig } from "@/server/ai/parse-task-text";
import { authorName } from "@/server/services/comments";
import { listTasks } from "@/server/services/tasks";
import { resolveActiveWorkspaceForRequest } from "@/server/services/workspaces";
import { requestedWorkspaceId, requestTimeZone } from "@/server/cookies";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { parseCopy } from "@/lib/copy/parse";
import { tasksQueryKey } from "@/lib/api/tasks";
import { TasksBoard } from "@/components/board/TasksBoard";

export const metadata: Metadata = { title: "Tasks — Duely" };

/**
 * The tasks board, rendered on the server with the active workspace's tasks, hydrated into the
 * TanStack Query cache (no spinner on the first view), in the user's zone (server/cookies; UTC until
 * the browser has reported it, and the board follows the browser's zone from hydration on). A
 * workspace switch re-renders this page for the new one.
 */
export default async function TodoPage() {
  const user = await getVerifiedPageUser();
  if (!user) return null;
  const { active } = await resolveActiveWorkspaceForRequest(user, await requestedWorkspaceId());
  const tasks = await listTasks({ user, workspaceId: active.id });
  const renderedAt = new Date();
  const timeZone = (await requestTimeZone()) ?? FALLBACK_TIME_ZONE;
  const queryClient = new QueryClient();
  queryClient.setQueryData(tasksQueryKey(active.id), tasks, { updatedAt: renderedAt.getTime() });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TasksBoard
        key={active.id}
        workspace={{ id: active.id, isOwner: active.role === "owner" }}
        me={{ id: user.id, name: authorName(user) }}
        renderedAt={renderedAt.toISOString()}
        timeZone={timeZone}
        parserModel={llmSettingsFromConfig()?.model ?? parseCopy.localParserModel}
      />
    </HydrationBoundary>
  );
}
