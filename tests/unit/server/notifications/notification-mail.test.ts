import { describe, expect, it } from 'vitest';
import { notificationMail } from '@server/modules/notifications/notification-mail';
import { UnsubscribeTokens } from '@server/modules/notifications/unsubscribe-tokens';

const branding = { siteName: 'Cinedex <Films>', logoUrl: null, siteUrl: 'https://films.test' };

describe('notificationMail', () => {
  it('renders the lines, absolute links and the unsubscribe footer, escaped', () => {
    const mail = notificationMail(branding, {
      subject: 'A reply to <your> comment',
      appUrl: 'https://films.test/sub',
      unsubscribeUrl: 'https://films.test/sub/api/v1/notifications/unsubscribe/t',
      data: {
        lines: [
          { type: 'primary', content: '**Ada** replied: <b>yes</b>' },
          {
            type: 'other',
            content: 'On Metropolis',
            action: { action: '/titles/1', label: 'Open' },
          },
        ],
        mainAction: { action: 'https://elsewhere.test/x', label: 'View reply' },
      },
    });
    expect(mail.subject).toBe('A reply to <your> comment');
    expect(mail.html).toContain('Ada replied: &lt;b&gt;yes&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>yes</b>');
    expect(mail.text).not.toContain('**');
    expect(mail.text).toContain('Open: https://films.test/sub/titles/1');
    expect(mail.text).toContain('View reply: https://elsewhere.test/x');
    expect(mail.text).toContain(
      'Unsubscribe from these emails: https://films.test/sub/api/v1/notifications/unsubscribe/t',
    );
  });
});

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens(Buffer.alloc(32, 7));

  it('verifies its own token and nothing altered or signed with another key', () => {
    const token = tokens.sign({ userId: 12, type: 'comment_reply', channel: 'email' });
    expect(tokens.verify(token)).toEqual({ userId: 12, type: 'comment_reply', channel: 'email' });
    expect(tokens.verify(token.replace('12.', '13.'))).toBeNull();
    expect(tokens.verify(token.replace('comment_reply', 'new_follower'))).toBeNull();
    expect(new UnsubscribeTokens(Buffer.alloc(32, 8)).verify(token)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
