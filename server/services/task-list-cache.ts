import "server-only";

/**
 * The task list's JSON of recently listed workspaces, each kept with the workspace revision it was read
 * at (docs/performance.md#the-task-list-cache). The revision moves in the transaction of every task,
 * comment and member change, on every instance, and the access check reads it anyway: a list kept at the
 * revision the check just read is the list the store would answer, so it is served without reading the
 * tasks again. A store that keeps no revision (Appwrite) is never cached. Bounded by bytes, least recently
 * used first out; per process, so nothing has to agree across instances.
 */

const MAX_BYTES = 16 * 1024 * 1024;
/** Lists larger than this are not kept: a few huge workspaces would push out everyone else's. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Entry {
  revision: string;
  json: Uint8Array;
}

const entries = new Map<string, Entry>();
let bytes = 0;

/** The kept list of `key` if it was read at `revision`. */
export function keptList(key: string, revision: string | null): Readonly<Entry> | undefined {
  if (revision === null) return undefined;
  const entry = entries.get(key);
  if (entry?.revision !== revision) return undefined;
  entries.delete(key); // most recently used last
  entries.set(key, entry);
  return entry;
}

/** Keeps the list of `key` read at `revision`, dropping the least recently used beyond the bound. */
export function keepList(key: string, revision: string | null, json: Uint8Array): void {
  if (revision === null || json.byteLength > MAX_ENTRY_BYTES) return;
  forget(key);
  entries.set(key, { revision, json });
  bytes += json.byteLength;
  for (const oldest of entries.keys()) {
    if (bytes <= MAX_BYTES) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.json.byteLength;
}
