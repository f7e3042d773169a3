/** Plain text of stored (sanitised) HTML, and a short excerpt of it, for summaries and meta tags. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

const BLOCK_TAGS =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article)\b[^>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff
        ? String.fromCodePoint(value)
        : entity;
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** Text content of HTML: tags removed (blocks become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]*>/g, '')
    // A body cut short in SQL may end inside a tag.
    .replace(/<[^>]*$/, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

export const EXCERPT_LENGTH = 200;

/** The opening of the text, cut at a word boundary with an ellipsis when longer than `length`. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
