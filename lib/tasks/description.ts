/**
 * A task's description is plain text: shown with its line breaks, and web addresses in it become links.
 * Nothing else is interpreted (no HTML, no Markdown). Pure.
 */

export type DescriptionPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** http(s) addresses and "www." ones, up to a space or an angle bracket. */
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function descriptionParts(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    if (raw.length === 0) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    parts.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
