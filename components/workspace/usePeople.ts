"use client";

import { useQuery } from "@tanstack/react-query";
import type { WorkspacePerson } from "@/lib/schemas/workspace";
import { workspacesApi } from "./api";

/** Where a workspace's people are cached; a member added, removed or gone (live: components/board/live/apply.ts) reloads them. */
export const peopleQueryKey = (workspaceId: string) => ["workspace-people", workspaceId] as const;

/**
 * A workspace's owner and members with their names (GET …/members), loaded only when `wanted` (a card
 * shows an assignee, the edit panel is open), once for every card that asks.
 */
export function useWorkspacePeople(workspaceId: string, wanted: boolean): WorkspacePerson[] {
  const { data } = useQuery({
    queryKey: peopleQueryKey(workspaceId),
    queryFn: () => workspacesApi.members(workspaceId),
    enabled: wanted,
    staleTime: Infinity,
  });
  return data?.people ?? [];
}

/** A person's name as the board shows it: their account's name, else their e-mail. */
export function personName(people: readonly WorkspacePerson[], email: string): string {
  return people.find((p) => p.email === email)?.name || email;
}
