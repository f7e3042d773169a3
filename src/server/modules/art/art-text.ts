/** Text handling for the generated art: untrusted input in, escaped and laid-out lines out. */

export const ART_TEXT_MAX = 100;

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Untrusted text made safe to lay out: XML-legal characters, single spaces, at most `max` characters. */
export function cleanArtText(value: unknown, max = ART_TEXT_MAX): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return '';
  const text = raw.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, max).join('').trim();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Rough advance width of one character in em: wide scripts count double. */
function charWidth(char: string, factor: number): number {
  const code = char.codePointAt(0)!;
  if (code >= 0x2e80) return 1;
  if (char === ' ') return 0.3;
  if ("iIl.,:;!|'’".includes(char)) return factor * 0.5;
  if ('MWmw@'.includes(char)) return factor * 1.35;
  return factor;
}

/** Estimated width of `text` in em for a font whose average glyph is `factor` em wide. */
export function textWidthEm(text: string, factor: number): number {
  let width = 0;
  for (const char of text) width += charWidth(char, factor);
  return width;
}

export interface TextLayout {
  lines: string[];
  size: number;
}

/** Greedy line breaking at `limit` em. */
function wrap(words: string[], limit: number, factor: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && textWidthEm(joined, factor) <= limit) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/**
 * The same number of lines as greedy breaking, with the breaks chosen so the lines are as even
 * as possible (least squared slack), so no word is left alone on a line when it need not be.
 */
function balance(words: string[], limit: number, factor: number): string[] {
  const count = wrap(words, limit, factor).length;
  const n = words.length;
  const width = (from: number, to: number) => textWidthEm(words.slice(from, to).join(' '), factor);
  // best[k][i]: least cost of setting the first i words on k lines.
  const best: number[][] = Array.from({ length: count + 1 }, () => Array(n + 1).fill(Infinity));
  const from: number[][] = Array.from({ length: count + 1 }, () => Array(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= count; k++) {
    for (let i = 1; i <= n; i++) {
      for (let j = k - 1; j < i; j++) {
        const w = width(j, i);
        if (w > limit && i - j > 1) continue;
        const cost = best[k - 1]![j]! + (limit - w) ** 2;
        if (cost < best[k]![i]!) {
          best[k]![i] = cost;
          from[k]![i] = j;
        }
      }
    }
  }
  if (!Number.isFinite(best[count]![n]!)) return wrap(words, limit, factor);
  const lines: string[] = [];
  for (let k = count, i = n; k > 0; k--) {
    const j = from[k]![i]!;
    lines.unshift(words.slice(j, i).join(' '));
    i = j;
  }
  return lines;
}

/**
 * Breaks `text` into at most `maxLines` even lines that fit `width` at the largest font size
 * between `maxSize` and `minSize`; words longer than a line stay whole (the caller squeezes them).
 */
export function layoutText(
  text: string,
  options: { width: number; maxSize: number; minSize: number; maxLines: number; factor: number },
): TextLayout {
  const words = text.split(' ').filter(Boolean);
  const fits = (lines: string[], limit: number) =>
    lines.length <= options.maxLines &&
    lines.every((line) => textWidthEm(line, options.factor) <= limit);
  for (let size = options.maxSize; size >= options.minSize; size -= 1) {
    const limit = options.width / size;
    if (fits(wrap(words, limit, options.factor), limit)) {
      return { lines: balance(words, limit, options.factor), size };
    }
  }
  const size = options.minSize;
  const lines = wrap(words, options.width / size, options.factor);
  if (lines.length > options.maxLines) {
    lines.length = options.maxLines;
    lines[options.maxLines - 1] = `${lines[options.maxLines - 1]}…`;
  }
  return { lines, size };
}

/** Up to two initials of a name ('Mary-Jane Watson' → 'MW'). */
export function initialsOf(name: string): string {
  const parts = name
    .split(/[\s-]+/)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (!parts.length) return '';
  const first = Array.from(parts[0]!)[0]!;
  const last = parts.length > 1 ? Array.from(parts[parts.length - 1]!)[0]! : '';
  return (first + last).toUpperCase();
}
