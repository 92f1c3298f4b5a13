import { ACTIVE_WORKSPACE_COOKIE, ACTIVE_WORKSPACE_COOKIE_MAX_AGE_S } from "@/lib/constants";
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

/** A `Set-Cookie`/`document.cookie` value remembering the active workspace for a year, site-wide. */
export function activeWorkspaceCookie(id: string): string {
  return `${ACTIVE_WORKSPACE_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${ACTIVE_WORKSPACE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The active workspace id from a `Cookie` header value (or `document.cookie`), if any. */
export function readActiveWorkspaceCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== ACTIVE_WORKSPACE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}
