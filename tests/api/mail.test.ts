import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationMail } from '@server/modules/mail/templates/email-verification-mail';
import { escapeHtml } from '@server/modules/mail/templates/escape-html';
import { mailBranding } from '@server/modules/mail/templates/mail-branding';
import { passwordResetMail } from '@server/modules/mail/templates/password-reset-mail';
import { DEFAULT_SETTINGS } from '@server/modules/settings/default-settings';
import { buildUser } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'a-strong-test-password';
const TRICKY_NAME = `<script>alert("x")</script> Films & 'TV'`;
const ESCAPED_NAME = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Films &amp; &#39;TV&#39;';

async function pollFor<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail templates', () => {
  const branding = mailBranding(
    {
      ...DEFAULT_SETTINGS,
      branding: { ...DEFAULT_SETTINGS.branding, site_name: TRICKY_NAME, logo_dark: 'logo".svg' },
    },
    'https://films.example.com',
  );

  it('escapes the site name and URLs in HTML and keeps them as they are in text', () => {
    const mail = emailVerificationMail(branding, { code: '012345', validMinutes: 10 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`alt="${ESCAPED_NAME}"`);
    expect(mail.html).toContain(`© ${new Date().getFullYear()} ${ESCAPED_NAME}`);
    expect(mail.html).toContain('src="https://films.example.com/logo&quot;.svg"');
    expect(mail.html).toContain('>012345</p>');
    expect(mail.text).toContain(`Enter this code on ${TRICKY_NAME} to verify your email:`);
    expect(mail.text).toContain('012345');
    expect(mail.subject).toBe(`Your ${TRICKY_NAME} verification code`);
  });

  it('escapes the link in the reset button and shows it whole in text', () => {
    const url = 'https://films.example.com/password/reset/abc?email=a%2Bb%40example.com&x="y"';
    const mail = passwordResetMail(branding, { url, validMinutes: 60 });
    expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    expect(mail.html).not.toContain('"y"');
    expect(mail.text).toContain(`Reset password: ${url}`);
  });

  it('uses the logo as given when it is already absolute', () => {
    const absolute = mailBranding(
      {
        ...DEFAULT_SETTINGS,
        branding: { ...DEFAULT_SETTINGS.branding, logo_dark: 'https://cdn.example.com/l.svg' },
      },
      'https://films.example.com',
    );
    expect(absolute.logoUrl).toBe('https://cdn.example.com/l.svg');
    expect(mailBranding(DEFAULT_SETTINGS, 'https://films.example.com/sub').logoUrl).toBe(
      'https://films.example.com/sub/images/logo-dark.svg',
    );
  });
});

describe('mail over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { MAIL_URL: smtp.url, APP_URL: 'https://films.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends HTML and text bodies with the site name and absolute logo, from the site', async () => {
    await t.app.services.settings.save({ 'branding.site_name': TRICKY_NAME });
    const user = await buildUser(t.app);
    await t.client().post('/auth/forgot-password', { email: user.email });
    const mail = await smtp.waitFor(user.email);
    expect(mail.from).toEqual({ name: TRICKY_NAME, address: 'no-reply@films.example.com' });
    expect(mail.subject).toBe(`Reset your ${TRICKY_NAME} password`);
    expect(mail.html).toContain('src="https://films.example.com/images/logo-dark.svg"');
    expect(mail.html).toContain(`alt="${ESCAPED_NAME}"`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(TRICKY_NAME);
    expect(mail.text).toMatch(/https:\/\/films\.example\.com\/password\/reset\/[\w-]+\?email=/);

    const logged = await pollFor(() =>
      t.app.services.db
        .selectFrom('outgoing_email_log')
        .selectAll()
        .where('to', '=', user.email)
        .executeTakeFirst(),
    );
    expect(logged).toMatchObject({ status: 'sent', subject: mail.subject, error: null });
  });
});

describe('mail without MAIL_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records every message as logged in outgoing_email_log', async () => {
    const user = await buildUser(t.app);
    const response = await t.client().post('/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    const row = await pollFor(() =>
      t.app.services.db
        .selectFrom('outgoing_email_log')
        .selectAll()
        .where('to', '=', user.email)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({
      status: 'logged',
      subject: 'Reset your Cinedex password',
      error: null,
    });
    expect(row.html).toContain(`${t.config.appUrl}/password/reset/`);
    expect(row.text).toContain(`${t.config.appUrl}/password/reset/`);
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const stopped = await startSmtpCapture();
    await stopped.close();
    t = await createTestApp({ env: { MAIL_URL: stopped.url } });
    await t.app.services.settings.save({ require_email_confirmation: true });
  });
  afterAll(() => t.close());

  it('still registers the account and records the failed message', async () => {
    const email = 'smtp-down@example.com';
    const client = t.client();
    const response = await client.post('/auth/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('needs_email_verification');
    const row = await t.app.services.db
      .selectFrom('outgoing_email_log')
      .selectAll()
      .where('to', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
  });
});
