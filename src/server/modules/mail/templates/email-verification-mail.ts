import type { MailBranding } from './mail-branding';
import { renderMail, type MailContent } from './mail-layout';

/** The 6-digit email verification code (spec 2.2). */
export function emailVerificationMail(
  branding: MailBranding,
  input: { code: string; validMinutes: number },
): MailContent {
  return renderMail(branding, {
    subject: `Your ${branding.siteName} verification code`,
    heading: 'Verify your email',
    blocks: [
      { type: 'paragraph', text: `Enter this code on ${branding.siteName} to verify your email:` },
      { type: 'code', code: input.code },
      { type: 'paragraph', text: `The code is valid for ${input.validMinutes} minutes.` },
      {
        type: 'paragraph',
        text: 'If you did not create an account, you can ignore this email.',
      },
    ],
  });
}
