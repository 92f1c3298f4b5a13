import { BOARD_SHORTCUT_KEYS, type BoardShortcut } from "@/lib/constants/shortcuts";

/**
 * The board's keyboard shortcuts: which command a key press asks for, and how the board finds what a
 * command acts on. Fields and card buttons opt in with data attributes instead of refs, so a component
 * (the add-task bar, the search field, a card's buttons) takes part by spreading `shortcutTarget(…)` or
 * `cardAction(…)` on its element:
 *   <input {...shortcutTarget("search")} />          `/` focuses it
 *   <button {...cardAction("edit")} />                `e` on the focused card clicks it
 */

export type ShortcutTarget = "addTask" | "search";
export type CardAction = "complete" | "edit" | "delete" | "title" | "comments";

export const shortcutTarget = (name: ShortcutTarget) => ({ "data-shortcut-target": name });
export const cardAction = (name: CardAction) => ({ "data-card-action": name });

/**
 * What each control of a card spreads (drag handle, checkbox, title, action buttons): out of the Tab order,
 * since the card itself is its one Tab stop, and reached from it with the arrow keys (cardControlTarget).
 */
export const cardControl = { "data-card-control": "", tabIndex: -1 } as const;

/** The element a task card is rendered as (the card's `data-testid`). */
const CARD_SELECTOR = '[data-testid="task-card"]';

type KeyPress = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "target" | "defaultPrevented" | "isComposing">;

/** True when keys pressed in `target` type text: an input, a textarea, a select or an editable element. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable;
}

const byKey = new Map<string, BoardShortcut>(
  (Object.entries(BOARD_SHORTCUT_KEYS) as [BoardShortcut, readonly string[]][]).flatMap(([id, keys]) => keys.map((key) => [key, id] as const)),
);

/**
 * The shortcut a key press asks for, or null: never with Ctrl, Alt or Meta held, never while typing in a
 * field, never for a key something else already handled (a dialog's Escape, a drag's arrows) or one
 * that is part of composing a character. Shift is allowed, since `?` needs it on most layouts; `N` is not `n`.
 */
export function boardShortcutFor(event: KeyPress): BoardShortcut | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || event.isComposing) return null;
  if (isTypingTarget(event.target)) return null;
  return byKey.get(event.key) ?? null;
}

/** Every card on the board, in reading order (column by column, top to bottom). */
export function boardCards(root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CARD_SELECTOR));
}

/** The card holding the focus (the card itself or one of its buttons), if any. */
export function focusedCard(active: Element | null = document.activeElement): HTMLElement | null {
  return active instanceof HTMLElement ? active.closest<HTMLElement>(CARD_SELECTOR) : null;
}

/**
 * The card `j` (+1) or `k` (-1) moves to from `current`: the next or previous one, staying put at either
 * end; with no card focused, `j` starts at the first and `k` at the last.
 */
export function adjacentCard(cards: readonly HTMLElement[], current: HTMLElement | null, step: 1 | -1): HTMLElement | null {
  if (cards.length === 0) return null;
  const index = current ? cards.indexOf(current) : -1;
  if (index === -1) return step === 1 ? cards[0]! : cards[cards.length - 1]!;
  return cards[Math.min(cards.length - 1, Math.max(0, index + step))]!;
}

/** The enabled element in `card` that answers `action`, if the card offers it. */
export function cardActionIn(card: HTMLElement, action: CardAction): HTMLElement | null {
  const element = card.querySelector<HTMLElement>(`[data-card-action="${action}"]`);
  if (!element || (element as HTMLButtonElement).disabled) return null;
  return element;
}

const ROVING_KEYS: Record<string, "next" | "previous" | "first" | "last"> = {
  ArrowRight: "next",
  ArrowDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  Home: "first",
  End: "last",
};

/**
 * Roving focus inside a card: from the card or one of its enabled controls (cardControl), the arrow keys
 * move to the next or previous one in reading order (stopping at either end) and Home/End to the card
 * and its last control. Null when `key` moves nothing (another key, a field, the end reached).
 */
export function cardControlTarget(card: HTMLElement, from: EventTarget | null, key: string): HTMLElement | null {
  const step = ROVING_KEYS[key];
  if (!step) return null;
  const controls = Array.from(card.querySelectorAll<HTMLElement>("[data-card-control]")).filter(
    (control) => !(control as HTMLButtonElement).disabled && control.closest(CARD_SELECTOR) === card,
  );
  const stops = [card, ...controls];
  const index = stops.indexOf(from as HTMLElement);
  if (index === -1) return null;
  const to = step === "first" ? 0 : step === "last" ? stops.length - 1 : Math.min(stops.length - 1, Math.max(0, index + (step === "next" ? 1 : -1)));
  return to === index ? null : stops[to];
}

/** The field a shortcut focuses, if it is on the page. */
export function shortcutTargetElement(name: ShortcutTarget, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-shortcut-target="${name}"]`);
}
