import "server-only";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { resolveActiveWorkspaceForRequest } from "@/server/services/workspaces";
import type { Account } from "@/server/auth/types";
import { ACTIVE_WORKSPACE_COOKIE } from "@/lib/constants";
import { ActiveWorkspaceProvider } from "./ActiveWorkspaceProvider";

/**
 * Server component for the protected layout: resolves the active workspace (lib/active-workspace.ts) from the
 * `duely_ws` cookie (creating the 'Default' on a first visit) and hands it with the list to the client
 * provider, so the switcher and board paint the right workspace at once. The page below reads the same
 * resolution (resolveActiveWorkspaceForRequest is cached per request).
 *
 *   <ActiveWorkspaceRoot user={user}><NavBar leading={<WorkspaceSwitcher />} … />{children}</ActiveWorkspaceRoot>
 */
export async function ActiveWorkspaceRoot({ user, children }: { user: Account; children: ReactNode }) {
  const requestedId = (await cookies()).get(ACTIVE_WORKSPACE_COOKIE)?.value ?? null;
  const { active, workspaces } = await resolveActiveWorkspaceForRequest(user, requestedId);
  return <ActiveWorkspaceProvider initial={{ workspaces, activeId: active.id }}>{children}</ActiveWorkspaceProvider>;
}
