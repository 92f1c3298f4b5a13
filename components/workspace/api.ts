import { refusalMessage, request } from "@/lib/api/request";
import type { CreateWorkspaceInput, MemberList, MembersView, UpdateWorkspaceInput, WorkspaceList, WorkspaceView } from "@/lib/schemas/workspace";

/**
 * The typed client of /api/workspaces. Every call resolves with the server's answer or rejects with an
 * ApiError (lib/api/request) carrying the server's message, which is the product's user-facing text.
 */

const json = (value: unknown) => JSON.stringify(value);
const wsPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;

export const workspacesApi = {
  list: async () => (await request<{ data: WorkspaceList }>("/api/workspaces")).data,

  create: async (input: CreateWorkspaceInput) =>
    (await request<{ data: WorkspaceView }>("/api/workspaces", { method: "POST", body: json(input) })).data,

  update: async (workspaceId: string, input: UpdateWorkspaceInput) =>
    (await request<{ data: WorkspaceView }>(wsPath(workspaceId), { method: "PATCH", body: json(input) })).data,

  remove: (workspaceId: string) => request<void>(wsPath(workspaceId), { method: "DELETE" }),

  setDefault: async (workspaceId: string) =>
    (await request<{ data: WorkspaceView }>(`${wsPath(workspaceId)}/default`, { method: "POST" })).data,

  members: async (workspaceId: string) => (await request<{ data: MemberList }>(`${wsPath(workspaceId)}/members`)).data,

  addMember: async (workspaceId: string, email: string) =>
    (await request<{ data: MembersView & { invitationSent: boolean } }>(`${wsPath(workspaceId)}/members`, { method: "POST", body: json({ email }) }))
      .data,

  removeMember: async (workspaceId: string, email: string) =>
    (await request<{ data: MembersView }>(`${wsPath(workspaceId)}/members/${encodeURIComponent(email)}`, { method: "DELETE" })).data,

  leave: async (workspaceId: string) =>
    (await request<{ data: { ownerNotified: boolean } }>(`${wsPath(workspaceId)}/leave`, { method: "POST" })).data,
};

/** TanStack Query key of the caller's workspace list. */
export const workspacesQueryKey = ["workspaces"] as const;

/** The server's message of a refused call, else (network failure, 5xx) the action's fallback text ('Failed to …'). */
export const errorText = refusalMessage;
