import { renderMail, type MailBranding, type MailContent } from '../mail';
import type { ContactMessageInput } from './contact-schema';

/** The message a visitor sent from the contact page, for the site's contact address. */
export function contactMail(
  branding: MailBranding,
  input: Pick<ContactMessageInput, 'name' | 'email' | 'message'>,
): MailContent {
  return renderMail(branding, {
    subject: `New message from ${input.name.replace(/[\r\n\t]+/g, ' ')} via ${branding.siteName}`,
    heading: 'New contact message',
    blocks: [
      { type: 'paragraph', text: `From: ${input.name} <${input.email}>` },
      ...input.message
        .split(/\n{2,}/)
        .map((text) => ({ type: 'paragraph' as const, text: text.trim() })),
    ],
  });
}
