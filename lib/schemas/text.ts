/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. Names and labels that
 * end up in e-mail bodies, headers and page titles must not carry them: a CR/LF in a display name could
 * start a line of its own (a fake "Bcc:") in a message that quotes it.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** True when `value` holds no control character (single-character class: linear in the value's length). */
export function isFreeOfControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}
