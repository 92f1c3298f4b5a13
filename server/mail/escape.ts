import "server-only";

const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a value for HTML text and for double- or single-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
}

/**
 * The URL as a safe href: only absolute http(s) links pass, anything else (javascript:, data:, relative
 * paths, garbage) throws, since every link of an e-mail is built by the server from APP_URL.
 */
export function safeHttpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`Refusing to put a non-URL into an e-mail link: ${JSON.stringify(value.slice(0, 80))}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`Refusing to put a ${url.protocol} link into an e-mail`);
  }
  return url.href;
}

/** An http(s) URL ready to be placed inside a quoted href attribute. */
export function escapeHref(value: string): string {
  return escapeHtml(safeHttpUrl(value));
}
