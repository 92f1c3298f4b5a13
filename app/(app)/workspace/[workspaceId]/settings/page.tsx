import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { AppError } from "@/server/errors";
import { getWorkspace } from "@/server/services/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { WorkspaceSettings } from "@/components/workspace/settings/WorkspaceSettings";
import { WorkspaceSettingsMessage } from "@/components/workspace/settings/WorkspaceSettingsMessage";

export const metadata: Metadata = { title: `${workspacesCopy.settingsTitle} — Duely` };

/**
 * Workspace settings, rendered on the server for the owner (editable) or a member (read-only).
 * A workspace that exists but is neither the user's nor shared with them shows the service's refusal
 * ('You do not have permission to view this workspace'); an id that names no workspace goes to /todo.
 */
export default async function WorkspaceSettingsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const user = await getVerifiedPageUser();
  if (!user) return null;
  const { workspaceId } = await params;

  let workspace: WorkspaceView;
  try {
    workspace = await getWorkspace({ user, workspaceId });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) redirect("/todo");
    if (error instanceof AppError && error.status === 403) return <WorkspaceSettingsMessage message={error.message} />;
    console.error("[settings] loading workspace settings failed", error);
    return <WorkspaceSettingsMessage message={workspacesCopy.loadSettingsFailed} />;
  }
  return <WorkspaceSettings key={`${workspace.id}:${workspace.role}`} workspace={workspace} />;
}
