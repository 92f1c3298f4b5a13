"use client";

import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@/lib/constants/common";
import { DENSITY_COOKIE, preferenceCookie } from "@/lib/cookies";
import type { BoardView, CardDensity, ColumnId, ColumnOrder } from "@/lib/board";

/**
 * Board state kept in localStorage and shared by every component that reads it: the view (date,
 * priority or list), whether completed tasks show (the nav bar's toggle), which 'Completed (N)' groups
 * are open, and the per-column order of each workspace. The server renders the defaults; the stored
 * values apply right after hydration. Other tabs follow through the `storage` event. The card density
 * is kept in a cookie instead, so the server renders the cards as they will stay (useCardDensity).
 */

interface Preference<T> {
  key: string;
  fallback: T;
  /** The stored value, or null when it is not one this version understands. */
  parse: (raw: string) => T | null;
  serialize: (value: T) => string;
}

const listeners = new Map<string, Set<() => void>>();
/** The last raw value read per key and its parsed value, so an unchanged value keeps its identity. */
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function storedRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled
  }
}

function read<T>({ key, fallback, parse }: Preference<T>): T {
  const raw = storedRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  const value = raw === null ? fallback : (parse(raw) ?? fallback);
  snapshots.set(key, { raw, value });
  return value;
}

function write<T>({ key, serialize }: Preference<T>, value: T): void {
  try {
    window.localStorage.setItem(key, serialize(value));
  } catch {
    // storage disabled or full: keep the value for this page's life
    snapshots.set(key, { raw: null, value });
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function usePreference<T>(preference: Preference<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    (listener) => subscribe(preference.key, listener),
    () => read(preference),
    () => preference.fallback,
  );
  const set = useCallback((next: T) => write(preference, next), [preference]);
  return [value, set];
}

const boardView: Preference<BoardView> = {
  key: STORAGE_KEYS.boardView,
  fallback: "date",
  parse: (raw) => (raw === "date" || raw === "priority" || raw === "list" ? raw : null),
  serialize: (value) => value,
};

const showCompleted: Preference<boolean> = {
  key: STORAGE_KEYS.showCompleted,
  fallback: true,
  parse: (raw) => (raw === "true" ? true : raw === "false" ? false : null),
  serialize: String,
};

/** The board's view, remembered across reloads. */
export const useBoardView = () => usePreference(boardView);

/** Whether completed tasks are shown on the board (the top bar's toggle on /todo). */
export const useShowCompleted = () => usePreference(showCompleted);

function parseIds(raw: string): readonly string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : null;
  } catch {
    return null;
  }
}

const NONE_OPEN: readonly string[] = [];
const completedOpen: Preference<readonly string[]> = { key: STORAGE_KEYS.completedOpen, fallback: NONE_OPEN, parse: parseIds, serialize: JSON.stringify };

/** Whether the 'Completed (N)' group of a column (or of the list, `group` 'list') is open; closed until opened. */
export function useCompletedOpen(group: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = usePreference(completedOpen);
  const set = useCallback(
    (next: boolean) => {
      const others = read(completedOpen).filter((id) => id !== group);
      setOpen(next ? [...others, group] : others);
    },
    [group, setOpen],
  );
  return [open.includes(group), set];
}

/**
 * The card density, starting from the one the server rendered with (its cookie, else the default);
 * a change is stored in the cookie for this device's next renders.
 */
export function useCardDensity(rendered: CardDensity): [CardDensity, (density: CardDensity) => void] {
  const [density, setDensity] = useState(rendered);
  const set = useCallback((next: CardDensity) => {
    document.cookie = preferenceCookie(DENSITY_COOKIE, next);
    setDensity(next);
  }, []);
  return [density, set];
}

const COLUMN_IDS: readonly ColumnId[] = ["today", "upcoming", "future", "high", "medium", "low"];
const EMPTY_ORDER: ColumnOrder = {};

function parseOrder(raw: string): ColumnOrder | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const order: Record<string, string[]> = {};
    for (const id of COLUMN_IDS) {
      const ids = (value as Record<string, unknown>)[id];
      if (Array.isArray(ids)) order[id] = ids.filter((x): x is string => typeof x === "string");
    }
    return order;
  } catch {
    return null;
  }
}

/**
 * The board's ordering state for one workspace: per-column lists of task ids, kept across reloads.
 * `save` merges the given columns into it.
 */
export function useColumnOrder(workspaceId: string): [ColumnOrder, (columns: ColumnOrder) => void] {
  const preference = useMemo<Preference<ColumnOrder>>(
    () => ({ key: `${STORAGE_KEYS.columnOrder}.${workspaceId}`, fallback: EMPTY_ORDER, parse: parseOrder, serialize: JSON.stringify }),
    [workspaceId],
  );
  const [order, setOrder] = usePreference(preference);
  const save = useCallback((columns: ColumnOrder) => setOrder({ ...read(preference), ...columns }), [preference, setOrder]);
  return [order, save];
}
