/**
 * The Content-Disposition of a download (RFC 6266): `filename=` in plain ASCII for clients that read
 * only that, and `filename*=UTF-8''…` (RFC 8187, formerly 5987) with the name as it is. A header value
 * must be bytes of Latin-1, so a name in Cyrillic, Greek or Japanese cannot go into `filename=` as it is
 * (the Response constructor throws, which was a 500).
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/** Accents dropped ("Café" -> "Cafe"), every other character outside A-Z, a-z, 0-9, ".", "_" and "-" a dash, dashes tidied. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/-(?=\.)|^-+|-+$/g, "");
}

/**
 * RFC 8187's value-chars: UTF-8 percent-encoded but for the attr-chars (encodeURIComponent also leaves
 * ' ( ) * alone, which are not); a lone surrogate, which has no UTF-8, becomes U+FFFD.
 */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD")).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
