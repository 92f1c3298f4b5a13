import type { Metadata } from "next";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { llmSettingsFromConfig } from "@/server/ai/parse-task-text";
import { listTasksJsonIfChanged } from "@/server/services/tasks";
import { resolveActiveWorkspaceForRequest } from "@/server/services/workspaces";
import { requestCardDensity, requestedWorkspaceId, requestHourCycle, requestTimeZone } from "@/server/cookies";
import { authorName } from "@/lib/author-name";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { parseCopy } from "@/lib/copy/parse";
import { TasksBoard } from "@/components/board/TasksBoard";

export const metadata: Metadata = { title: "Tasks — Duely" };

/**
 * The tasks board, rendered on the server with the active workspace's tasks, which the board puts into
 * the TanStack Query cache (no spinner on the first view), in the user's zone (server/cookies; UTC until
 * the browser has reported it, and the board follows the browser's zone from hydration on), with the cards
 * in the density this device chose (server/cookies). A workspace switch re-renders this page for the new one.
 */
export default async function TodoPage() {
  const user = await getVerifiedPageUser();
  if (!user) return null;
  const { active } = await resolveActiveWorkspaceForRequest(user, await requestedWorkspaceId());
  // The list as the store's JSON text: passed on as one string, never parsed and serialised again here.
  const listed = await listTasksJsonIfChanged({ user, workspaceId: active.id });
  const tasks = listed.changed ? new TextDecoder().decode(listed.tasks) : "[]";
  const renderedAt = new Date();
  const timeZone = (await requestTimeZone()) ?? FALLBACK_TIME_ZONE;
  return (
    <TasksBoard
      key={active.id}
      workspace={{ id: active.id, isOwner: active.role === "owner" }}
      me={{ id: user.id, name: authorName(user), email: user.email }}
      renderedAt={renderedAt.toISOString()}
      initialTasks={tasks}
      timeZone={timeZone}
      hourCycle={(await requestHourCycle()) ?? undefined}
      density={(await requestCardDensity()) ?? undefined}
      parserModel={llmSettingsFromConfig()?.model ?? parseCopy.localParserModel}
    />
  );
}
