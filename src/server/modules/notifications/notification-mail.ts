import type { NotificationData } from '@common/api/notifications';
import { withoutBoldMarks } from '@common/text/notification-text';
import { renderMail, type MailBlock, type MailBranding, type MailContent } from '../mail';

/** An internal route ('/lists/3') on the site's address; absolute URLs stay as they are. */
export function absoluteUrl(appUrl: string, action: string): string {
  if (/^https?:\/\//i.test(action)) return action;
  return `${appUrl}/${action.replace(/^\/+/, '')}`;
}

/** A notification as an email: its lines, its main action as a button, the unsubscribe link. */
export function notificationMail(
  branding: MailBranding,
  input: { subject: string; data: NotificationData; appUrl: string; unsubscribeUrl: string },
): MailContent {
  const blocks: MailBlock[] = [];
  for (const line of input.data.lines) {
    blocks.push({ type: 'paragraph', text: withoutBoldMarks(line.content) });
    if (line.action) {
      blocks.push({
        type: 'button',
        label: line.action.label,
        url: absoluteUrl(input.appUrl, line.action.action),
      });
    }
  }
  const main = input.data.mainAction;
  if (main) {
    blocks.push({ type: 'button', label: main.label, url: absoluteUrl(input.appUrl, main.action) });
  }
  return renderMail(branding, {
    subject: input.subject,
    heading: input.subject,
    blocks,
    footerLinks: [{ label: 'Unsubscribe from these emails', url: input.unsubscribeUrl }],
  });
}
