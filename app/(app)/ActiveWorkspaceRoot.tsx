import "server-only";
import type { ReactNode } from "react";
import { resolveActiveWorkspaceForRequest } from "@/server/services/workspaces";
import type { VerifiedAccount } from "@/server/auth/verified";
import { requestedWorkspaceId } from "@/server/cookies";
import { ActiveWorkspaceProvider } from "@/components/workspace/ActiveWorkspaceProvider";

/**
 * Server component of the protected layout beside it (the client components live in components/workspace): resolves the active workspace (lib/active-workspace.ts) from the
 * `duely_ws` cookie (creating the 'Default' on a first visit) and hands it with the list to the client
 * provider, so the switcher and board paint the right workspace at once. The page below reads the same
 * resolution (resolveActiveWorkspaceForRequest is cached per request).
 *
 *   <ActiveWorkspaceRoot user={user}><NavBar leading={<WorkspaceSwitcher />} … />{children}</ActiveWorkspaceRoot>
 */
export async function ActiveWorkspaceRoot({ user, children }: { user: VerifiedAccount; children: ReactNode }) {
  const { active, workspaces } = await resolveActiveWorkspaceForRequest(user, await requestedWorkspaceId());
  return <ActiveWorkspaceProvider initial={{ workspaces, activeId: active.id }}>{children}</ActiveWorkspaceProvider>;
}
