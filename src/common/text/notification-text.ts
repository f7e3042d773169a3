/**
 * A member-supplied name in bold inside a notification line ('**Ann** started following you').
 * Lines mark bold with `**`; a name's own asterisks are dropped so it can never open or close
 * bold text itself, and line breaks become spaces (a line is one line).
 */
export function boldName(name: string): string {
  const plain = name.replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  return `**${plain || '?'}**`;
}

/** The start of a member's text, one line, for a notification's second line. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Splits `**bold**` marks out of a line's content; everything else stays plain text. */
export function boldParts(content: string): Array<{ text: string; bold: boolean }> {
  return content
    .split(/\*\*(.+?)\*\*/)
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** A line as plain text, its bold marks dropped (an email's paragraphs). */
export function withoutBoldMarks(content: string): string {
  return boldParts(content)
    .map((part) => part.text)
    .join('');
}
