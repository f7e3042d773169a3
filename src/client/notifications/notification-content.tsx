import { Fragment } from 'react';
import { boldParts } from '@common/text/notification-text';

/** A notification line: `**…**` renders bold, never as HTML. */
export function NotificationContent({ content }: { content: string }) {
  return (
    <>
      {boldParts(content).map((part, index) =>
        part.bold ? (
          <strong key={index}>{part.text}</strong>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
