"use client";

import { useMemo } from "react";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { useOffline } from "./connection";

export interface ShownWorkspace {
  id: string;
  isOwner: boolean;
}

/**
 * The workspace the board shows: the one the server rendered the page for, or, without a connection, the
 * workspace the user switched to meanwhile (the page cannot be rendered for it then; the board shows its
 * list as kept on the device, and the page follows once the connection is back: ActiveWorkspaceProvider).
 */
export function useShownWorkspace(rendered: ShownWorkspace): ShownWorkspace {
  const { current, ready } = useActiveWorkspace();
  const offline = useOffline();
  const switchedOffline = offline && ready && current.id !== rendered.id;
  const isOwner = current.role === "owner";
  return useMemo(() => (switchedOffline ? { id: current.id, isOwner } : rendered), [switchedOffline, current.id, isOwner, rendered]);
}
