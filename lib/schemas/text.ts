/**
 * Control characters (C0, DEL, C1), the Unicode line and paragraph separators, and the bidirectional
 * embedding, override and isolate controls. Names and labels that end up in e-mail bodies, headers and
 * page titles must not carry them: a CR/LF in a display name could start a line of its own (a fake
 * "Bcc:") in a message that quotes it, and a right-to-left override (U+202E) shows the text after it
 * reversed ("Team\u202Eexe.txt" reads as "Teamtxt.exe").
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** True when `value` holds no control character (single-character class: linear in the value's length). */
export function isFreeOfControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** `value` without its bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
