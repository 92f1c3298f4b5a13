import type { WorkspaceList, WorkspaceView } from "@/lib/schemas/workspace";

/**
 * Which workspace is active, decided the same way on the server (first render of /todo) and
 * in the browser (after a refresh, a leave or a delete):
 * the requested one while it is still accessible, else the owner's default, else the first owned,
 * else the first shared with the user. Null only when the user can reach no workspace at all.
 */
export function pickActiveWorkspace({
  owned,
  shared,
  requestedId,
}: WorkspaceList & { requestedId?: string | null }): WorkspaceView | null {
  if (requestedId) {
    const requested = owned.find((w) => w.id === requestedId) ?? shared.find((w) => w.id === requestedId);
    if (requested) return requested;
  }
  return owned.find((w) => w.isDefault) ?? owned[0] ?? shared[0] ?? null;
}

/** The list without one workspace (after leaving or deleting it). */
export function withoutWorkspace(list: WorkspaceList, id: string): WorkspaceList {
  return { owned: list.owned.filter((w) => w.id !== id), shared: list.shared.filter((w) => w.id !== id) };
}
