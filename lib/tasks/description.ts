import { withoutBidiControls } from "@/lib/schemas/text";

/**
 * A task's description is plain text: shown with its line breaks, and web addresses in it become links.
 * Nothing else is interpreted (no HTML, no Markdown). A link shows where it really goes: its host as
 * the browser will reach it (`new URL().host`: punycode for a non-ASCII host, so a look-alike letter
 * shows as "xn--…"), without the user name and password before an "@" ("https://bank.example@evil.example"
 * shows "https://evil.example"), and without bidirectional controls, which could show the text after
 * them reversed. Pure.
 */

export type DescriptionPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** http(s) addresses and "www." ones, up to a space or an angle bracket. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;
/** The scheme as written ("https://"), empty for a "www." address. */
const SCHEME = /^https?:\/\//i;
/** Where the authority (user info, host, port) of an address ends: its path, query or fragment (WHATWG URL also ends it at "\\"). */
const AUTHORITY_END = /[/?#\\]/;

export function descriptionParts(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    const link = raw && linkOf(raw);
    if (!link) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push(link);
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** The link an address makes, or null when it is no valid http(s) URL (it then stays text). */
function linkOf(raw: string): DescriptionPart | null {
  const scheme = SCHEME.exec(raw)?.[0] ?? "";
  let url: URL;
  try {
    url = new URL(scheme ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  url.username = "";
  url.password = "";
  // As written, but with the host the URL really has: the rest of the address (path, query, fragment) keeps its spelling.
  const afterScheme = raw.slice(scheme.length);
  const authorityEnd = afterScheme.search(AUTHORITY_END);
  const rest = authorityEnd === -1 ? "" : afterScheme.slice(authorityEnd);
  return { kind: "link", text: withoutBidiControls(`${scheme}${url.host}${rest}`), href: url.href };
}
