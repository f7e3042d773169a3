import type { MailBranding } from './mail-branding';
import { renderMail, type MailContent } from './mail-layout';

/** The link to /password/reset/{token} (spec 2.4). */
export function passwordResetMail(
  branding: MailBranding,
  input: { url: string; validMinutes: number },
): MailContent {
  return renderMail(branding, {
    subject: `Reset your ${branding.siteName} password`,
    heading: 'Reset your password',
    blocks: [
      {
        type: 'paragraph',
        text: `We received a request to reset the password of your ${branding.siteName} account.`,
      },
      { type: 'button', label: 'Reset password', url: input.url },
      { type: 'paragraph', text: `This link is valid for ${input.validMinutes} minutes.` },
      {
        type: 'paragraph',
        text: 'If you did not request a password reset, no further action is required.',
      },
    ],
  });
}
