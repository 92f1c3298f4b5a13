import "server-only";

/** Open streams of this process by user and workspace, for the per-user limit. */

const holder = globalThis as typeof globalThis & { __duelyLiveStreams?: Map<string, number> };
const open = (holder.__duelyLiveStreams ??= new Map());

const keyOf = ({ userId, workspaceId }: { userId: string; workspaceId: string }) => `${userId}\u0000${workspaceId}`;

export function openStreamCount(who: { userId: string; workspaceId: string }): number {
  return open.get(keyOf(who)) ?? 0;
}

/** Counts a stream as open; the returned function (call it once, when it ends) uncounts it. */
export function countOpenStream(who: { userId: string; workspaceId: string }): () => void {
  const key = keyOf(who);
  open.set(key, (open.get(key) ?? 0) + 1);
  let counted = true;
  return () => {
    if (!counted) return;
    counted = false;
    const left = (open.get(key) ?? 1) - 1;
    if (left <= 0) open.delete(key);
    else open.set(key, left);
  };
}
