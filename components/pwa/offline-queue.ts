import { get, set } from "idb-keyval";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, refusalMessage } from "@/lib/api/request";
import { sendWrite, tasksQueryKey } from "@/lib/api/tasks";
import { afterReplay, emptyQueue, listAfter, outcomeOf, serverIdIn, taskOfAnswer, type QueuedWrite, type WriteQueue } from "@/lib/api/write-queue";
import { SERVER_PROBE_MS, writeQueueKey } from "@/lib/constants/pwa";
import { pwaCopy } from "@/lib/copy/pwa";
import type { Task } from "@/lib/schemas/task";
import { toast } from "@/components/ui/toast";
import { setServerReachable, whenOnline } from "./connection";
import { deviceStore } from "./device-data";
import { setWaitingChanges } from "./waiting";

/**
 * The changes made without a connection (docs/product.md#on-your-phone), loaded after hydration: kept in
 * IndexedDB under the user's id (the device's store, emptied on sign-out), and sent in the order they were
 * made once the connection is back, each with the Idempotency-Key it got when made, so a change whose answer
 * was lost is retried with the same key and done once. The rules of each answer are lib/api/write-queue.ts.
 */

let queue: WriteQueue = emptyQueue();
let owner: { userId: string; queryClient: QueryClient } | null = null;
/** Resolves once the kept queue is read; changes made before that wait for it, so none overtakes a kept one. */
let loaded: Promise<void> = Promise.resolve();
let sending: Promise<void> | null = null;

async function save(next: WriteQueue): Promise<void> {
  queue = next;
  setWaitingChanges(next.items.length);
  if (owner) await set(writeQueueKey(owner.userId), next, deviceStore());
}

/** Reads the user's kept changes and sends them whenever there is a connection. Returns the stop. */
export function startWriteQueue(queryClient: QueryClient, userId: string): () => void {
  const me = { userId, queryClient };
  owner = me;
  let unsubscribe = () => {};
  loaded = get<WriteQueue>(writeQueueKey(userId), deviceStore())
    .then((kept) => {
      if (owner !== me) return;
      queue = { items: [...(kept?.items ?? []), ...queue.items], ids: { ...kept?.ids, ...queue.ids } };
      setWaitingChanges(queue.items.length);
      unsubscribe = whenOnline(() => void sendWaiting());
    })
    .catch((error: unknown) => console.warn("[pwa] the changes made offline could not be read", error));
  return () => {
    unsubscribe();
    if (owner === me) owner = null;
  };
}

/** Keeps a change to send later (after the ones already waiting). */
export async function keepForLater(item: QueuedWrite): Promise<void> {
  await loaded;
  await save({ ...queue, items: [...queue.items, item] });
  void sendWaiting();
}

/** Sends the waiting changes in order; one run at a time. */
export function sendWaiting(): Promise<void> {
  sending ??= sendInOrder().finally(() => (sending = null));
  return sending;
}

async function sendInOrder(): Promise<void> {
  await loaded;
  let sentAny = false;
  while (owner && queue.items.length > 0) {
    const { queryClient } = owner;
    const [first] = queue.items;
    let status: number | null;
    let data: unknown = null;
    let refusal: unknown = null;
    try {
      data = (await sendWrite<{ data?: unknown } | undefined>(first.write, { key: first.key, serverId: serverIdIn(queue) }))?.data;
      status = 200;
    } catch (error) {
      status = error instanceof ApiError ? error.status : null;
      refusal = error;
    }
    const outcome = outcomeOf(first.write, status, refusal instanceof ApiError ? refusal.message : undefined);
    if (outcome === "retry") {
      // No answer: the connection is gone again; the same change is tried, with the same key, when it is back.
      // An answer that says "not now" (5xx, 429, signed out): tried again after a pause.
      if (status === null) setServerReachable(false);
      else setTimeout(() => void sendWaiting(), SERVER_PROBE_MS);
      break;
    }
    setServerReachable(true);
    const saved = outcome === "sent" ? taskOfAnswer(first.write, data) : null;
    await save(afterReplay(queue, outcome, saved ?? undefined));
    sentAny = true;
    if (outcome === "refused") toast.error(pwaCopy.changeDroppedRefused, { description: refusalMessage(refusal, "") || undefined });
    else {
      if (outcome === "gone") toast.warning(pwaCopy.changeDroppedTaskDeleted);
      queryClient.setQueryData<Task[]>(tasksQueryKey(first.workspaceId), (tasks) => tasks && listAfter(tasks, first.write, outcome, saved, serverIdIn(queue)));
    }
  }
  // Everything is sent: the lists are read again, with what others changed meanwhile.
  if (owner && sentAny && queue.items.length === 0) await owner.queryClient.invalidateQueries({ queryKey: ["tasks"] });
}
