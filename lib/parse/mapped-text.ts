/**
 * A rewritten copy of a text that remembers where each of its characters came from, so spans found
 * in the rewritten text can be cut out of the original (the title keeps the user's own words).
 */
export interface MappedText {
  readonly text: string;
  /** For each character of `text`: where the original text it stands for starts and ends. */
  readonly start: Int32Array;
  readonly end: Int32Array;
}

export interface Rewrite {
  pattern: RegExp;
  /** The replacement, or null to keep the match as it is. */
  replace: (match: RegExpExecArray, source: string) => string | null;
}

export function identity(text: string): MappedText {
  const start = new Int32Array(text.length);
  const end = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    start[i] = i;
    end[i] = i + 1;
  }
  return { text, start, end };
}

/**
 * Applies the rewrites in one left-to-right pass: at each position the first rule whose pattern
 * matches there wins. Every pattern must be global (`g`). Each character of a replacement stands for
 * the whole text it replaces.
 */
export function rewrite(source: string, rules: readonly Rewrite[]): MappedText {
  const matches: { index: number; end: number; text: string }[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(source); m; m = rule.pattern.exec(source)) {
      const replacement = rule.replace(m, source);
      if (replacement !== null) matches.push({ index: m.index, end: m.index + m[0].length, text: replacement });
      if (m[0].length === 0) rule.pattern.lastIndex++;
    }
  }
  if (matches.length === 0) return identity(source);
  matches.sort((a, b) => a.index - b.index || b.end - a.end);

  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const keep = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      starts.push(i);
      ends.push(i + 1);
    }
    text += source.slice(from, to);
  };
  let cursor = 0;
  for (const m of matches) {
    if (m.index < cursor) continue; // overlaps an earlier rewrite
    keep(cursor, m.index);
    for (let i = 0; i < m.text.length; i++) {
      starts.push(m.index);
      ends.push(m.end);
    }
    text += m.text;
    cursor = m.end;
  }
  keep(cursor, source.length);
  return { text, start: Int32Array.from(starts), end: Int32Array.from(ends) };
}

/** The span of the original text that the rewritten span [from, to) stands for. */
export function originalSpan(mapped: MappedText, from: number, to: number): [number, number] {
  if (to <= from) {
    const at = from < mapped.start.length ? mapped.start[from] : (mapped.end[from - 1] ?? 0);
    return [at, at];
  }
  return [mapped.start[from], mapped.end[to - 1]];
}
