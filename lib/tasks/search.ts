import type { Task } from "@/lib/schemas/task";

/**
 * Finding tasks: the board's search field and GET /api/tasks?q= match the same way. A task matches when
 * every word of the search text occurs in its title or description, ignoring case and accents
 * ("cafe" finds "Café", "ÉTÉ" finds "été"). Pure.
 */

/** Lower case without diacritics (NFD, combining marks removed), for comparison only. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-US");
}

/** The words of a search text, folded; none for a blank text. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

export function matchesSearch(task: Pick<Task, "title" | "description">, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${task.title}\n${task.description ?? ""}`);
  return words.every((word) => haystack.includes(word));
}
