import { Fragment } from 'react';

/** Splits `**bold**` markers out of a line's content; everything else stays plain text. */
export function parseBold(content: string): Array<{ text: string; bold: boolean }> {
  return content
    .split(/\*\*(.+?)\*\*/)
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** A notification line: `**…**` renders bold, never as HTML. */
export function NotificationContent({ content }: { content: string }) {
  return (
    <>
      {parseBold(content).map((part, index) =>
        part.bold ? (
          <strong key={index}>{part.text}</strong>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
