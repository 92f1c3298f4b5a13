"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_WORKSPACE } from "@/lib/constants/workspaces";
import { pickActiveWorkspace } from "@/lib/active-workspace";
import { ACTIVE_WORKSPACE_COOKIE, preferenceCookie } from "@/lib/cookies";
import type { WorkspaceList, WorkspaceView } from "@/lib/schemas/workspace";
import { workspacesApi, workspacesQueryKey } from "./api";
import { useWorkspaceShortcuts } from "./useWorkspaceShortcuts";
import { useOffline } from "@/components/pwa/connection";

export interface ActiveWorkspaceState {
  /** The active workspace; a local placeholder (id 'default', named Default) until the list has loaded. */
  current: WorkspaceView;
  /** Owned (oldest first) and shared with the user. */
  workspaces: WorkspaceList;
  /** False while only the placeholder is known. */
  ready: boolean;
  /**
   * Makes `id` active: remembered in the cookie the server reads (survives a reload), and the server
   * components of the page (the board) re-rendered for it.
   */
  switchTo: (id: string) => void;
  /** Reloads the list; a vanished active workspace then falls back to the default, else the first owned, else the first shared. */
  refresh: () => Promise<void>;
}

/** The workspace shown before the list has loaded: id 'default', name Default, clipboard icon, indigo. */
export const PLACEHOLDER_WORKSPACE: WorkspaceView = {
  ...DEFAULT_WORKSPACE,
  userId: "",
  ownerEmail: "",
  members: [],
  role: "owner",
};

const EMPTY: WorkspaceList = { owned: [], shared: [] };

const ActiveWorkspaceContext = createContext<ActiveWorkspaceState | null>(null);

export interface ActiveWorkspaceProviderProps {
  /** From the server render (resolveActiveWorkspace), so the first paint already shows the right one. */
  initial?: { workspaces: WorkspaceList; activeId: string };
  children: ReactNode;
}

/**
 * Holds the active workspace for the nav bar, the board and the settings page, and handles the global
 * Option/Alt+1..5 shortcut. The list is cached under ['workspaces'] (TanStack Query): any component that
 * changes workspaces invalidates that key and the active one follows (a vanished workspace
 * falls back to the default, else the first owned, else the first shared).
 */
export function ActiveWorkspaceProvider({ initial, children }: ActiveWorkspaceProviderProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data, isSuccess } = useQuery({
    queryKey: workspacesQueryKey,
    queryFn: workspacesApi.list,
    initialData: initial?.workspaces,
  });
  const workspaces = data ?? EMPTY;
  const [requestedId, setRequestedId] = useState<string | null>(initial?.activeId ?? null);

  const resolved = useMemo(() => pickActiveWorkspace({ ...workspaces, requestedId }), [workspaces, requestedId]);
  const current = resolved ?? PLACEHOLDER_WORKSPACE;

  // Remember the workspace actually shown (also a fallback for a vanished one) in the cookie, and
  // re-render the server components (the board) for it whenever it changes. Without a connection that waits
  // for it (meanwhile the board shows the workspace's kept list: useShownWorkspace).
  const activeId = resolved?.id ?? null;
  const offline = useOffline();
  const renderedId = useRef(initial?.activeId ?? null);
  useEffect(() => {
    if (!activeId) return;
    document.cookie = preferenceCookie(ACTIVE_WORKSPACE_COOKIE, activeId);
    if (renderedId.current === activeId || offline) return;
    renderedId.current = activeId;
    router.refresh();
  }, [activeId, router, offline]);

  const switchTo = useCallback((id: string) => setRequestedId(id), []);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: workspacesQueryKey }), [queryClient]);

  useWorkspaceShortcuts(workspaces.owned, switchTo);

  const value = useMemo<ActiveWorkspaceState>(
    () => ({ current, workspaces, ready: isSuccess && resolved !== null, switchTo, refresh }),
    [current, workspaces, isSuccess, resolved, switchTo, refresh],
  );
  return <ActiveWorkspaceContext value={value}>{children}</ActiveWorkspaceContext>;
}

/** The active workspace and the list; throws outside ActiveWorkspaceProvider. */
export function useActiveWorkspace(): ActiveWorkspaceState {
  const state = useContext(ActiveWorkspaceContext);
  if (!state) throw new Error("useActiveWorkspace must be used inside <ActiveWorkspaceProvider>");
  return state;
}
