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
