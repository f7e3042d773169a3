import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { startSmtpCapture, type ParsedMail, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const SENT = 'If an account exists for this email, a password reset link has been sent.';
const INVALID_TOKEN = {
  message: 'This password reset token is invalid.',
  errors: { email: ['This password reset token is invalid.'] },
};
const NEW_PASSWORD = 'a-brand-new-password';

let t: TestApp;
let smtp: SmtpCapture;
let sequence = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { MAIL_URL: smtp.url, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const nextIp = () => `203.0.113.${++sequence}`;

function forgot(email: string, ip = nextIp(), client = t.client()) {
  return client.post('/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': ip } });
}

function reset(body: Record<string, unknown>, ip = nextIp(), client = t.client()) {
  return client.post(
    '/auth/reset-password',
    { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body },
    { headers: { 'x-forwarded-for': ip } },
  );
}

/** The token and email of the reset link in a mail, checked against the expected address. */
function resetLink(mail: ParsedMail): { token: string; email: string; url: string } {
  const pattern = new RegExp(
    `${t.config.appUrl.replace(/[.:/]/g, '\\$&')}/password/reset/([A-Za-z0-9_-]+)\\?email=([^\\s"<]+)`,
  );
  const match = pattern.exec(mail.text ?? '')!;
  expect(match).not.toBeNull();
  return { url: match[0], token: match[1]!, email: decodeURIComponent(match[2]!) };
}

async function requestLink(email: string, predicate?: (mail: ParsedMail) => boolean) {
  const response = await forgot(email);
  expect(response.json()).toEqual({ message: SENT });
  return resetLink(await smtp.waitFor(email, predicate));
}

const tokensOf = (userId: number) =>
  t.app.services.db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();

const loginStatus = async (email: string, password: string) =>
  (await t.client().post('/auth/login', { email, password })).statusCode;

describe('POST auth/forgot-password', () => {
  it('mails a link to /password/reset/{token}?email= valid 60 minutes', async () => {
    const user = await buildUser(t.app, { email: `reset+${++sequence}@example.com` });
    const link = await requestLink(user.email);
    expect(link.url).toBe(
      `${t.config.appUrl}/password/reset/${link.token}?email=${encodeURIComponent(user.email)}`,
    );
    expect(link.email).toBe(user.email);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    const mail = smtp.messages.find((message) => message.envelope.to.includes(user.email))!;
    expect(mail.subject).toBe('Reset your Cinedex password');
    expect(mail.html).toContain(`href="${link.url}"`);
    expect(mail.text).toContain('This link is valid for 60 minutes.');

    const [row] = await tokensOf(user.id);
    expect(row!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    const minutesLeft = (Date.parse(row!.expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59.5);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const unknown = `nobody-${++sequence}@example.com`;
    const response = await forgot(unknown);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    // A later request for a real account is delivered; by then the unknown one has long finished.
    const user = await buildUser(t.app);
    await requestLink(user.email);
    const logged = await t.app.services.db
      .selectFrom('outgoing_email_log')
      .select('id')
      .where('to', '=', unknown)
      .execute();
    expect(logged).toEqual([]);
    expect(smtp.messages.some((message) => message.envelope.to.includes(unknown))).toBe(false);
  });

  it('validates the email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Enter a valid email address.'] });
    expect((await forgot('')).json().errors).toEqual({ email: ['The email field is required.'] });
  });

  it('keeps one active token per user', async () => {
    const user = await buildUser(t.app);
    const first = await requestLink(user.email);
    // Past the one-link-a-minute pause, a new request replaces the first link.
    await t.app.services.db
      .updateTable('password_reset_tokens')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const second = await requestLink(user.email, (mail) => !mail.text!.includes(first.token));
    expect(await tokensOf(user.id)).toHaveLength(1);
    expect((await reset({ token: first.token, email: user.email })).json()).toEqual(INVALID_TOKEN);
    expect((await reset({ token: second.token, email: user.email })).statusCode).toBe(200);
  });

  it('sends a user at most one link a minute', async () => {
    const user = await buildUser(t.app);
    const first = await requestLink(user.email);
    expect((await forgot(user.email)).json()).toEqual({ message: SENT });
    await expect(
      smtp.waitFor(user.email, (mail) => !mail.text!.includes(first.token), 1000),
    ).rejects.toThrow(/No mail/);
    const [row] = await tokensOf(user.id);
    expect(row!.token_hash).toBe(createHash('sha256').update(first.token).digest('hex'));
  });

  it('limits requests to 5 per 15 minutes per email and IP', async () => {
    const email = `limited-${++sequence}@example.com`;
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await forgot(email, ip)).statusCode).toBe(200);
    const limited = await forgot(email, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await forgot(`other-${email}`, ip)).statusCode).toBe(200);
    expect((await forgot(email, nextIp())).statusCode).toBe(200);
  });

  it('counts refused requests too', async () => {
    const email = `not an email ${++sequence}`;
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await forgot(email, ip)).statusCode).toBe(422);
    expect((await forgot(email, ip)).statusCode).toBe(429);
  });
});

describe('POST auth/reset-password', () => {
  it('sets the new password, ends every session and spends the token', async () => {
    const user = await buildUser(t.app);
    const [phone, laptop] = [t.client(), t.client()];
    await phone.login(user.email, user.password);
    await laptop.login(user.email, user.password);
    const { token } = await requestLink(user.email);

    const guest: TestClient = t.client();
    const response = await reset({ token, email: user.email }, nextIp(), guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset!' });

    expect((await phone.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/users/me')).statusCode).toBe(401);
    const sessions = await t.app.services.sessions.forUser(user.id);
    expect(sessions).toEqual([]);
    expect(await loginStatus(user.email, user.password)).toBe(422);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect((await t.app.services.users.findById(user.id))!.password).toMatch(/^\$argon2id\$/);
    expect(await tokensOf(user.id)).toEqual([]);

    const reused = await reset({
      token,
      email: user.email,
      password: 'yet-another-password',
      password_confirmation: 'yet-another-password',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(INVALID_TOKEN);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t.app);
    const { token } = await requestLink(user.email);
    await t.app.services.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset({ token, email: user.email })).json()).toEqual(INVALID_TOKEN);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it("refuses a wrong token and another user's token", async () => {
    const [alice, bob] = [await buildUser(t.app), await buildUser(t.app)];
    const { token } = await requestLink(alice.email);
    expect((await reset({ token: `${token}x`, email: alice.email })).json()).toEqual(INVALID_TOKEN);
    expect((await reset({ token, email: bob.email })).json()).toEqual(INVALID_TOKEN);
    expect((await reset({ token, email: `ghost-${++sequence}@example.com` })).json()).toEqual(
      INVALID_TOKEN,
    );
    expect(await loginStatus(bob.email, bob.password)).toBe(200);
    expect((await reset({ token, email: alice.email })).statusCode).toBe(200);
  });

  it('applies the password rules without spending the token', async () => {
    const user = await buildUser(t.app);
    const { token } = await requestLink(user.email);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { password: 'short', password_confirmation: 'short' },
        'password',
        'The password must be at least 8 characters.',
      ],
      [
        { password: 'password123', password_confirmation: 'password123' },
        'password',
        'This password is too common. Choose one that is harder to guess.',
      ],
      [
        { password_confirmation: 'something-else' },
        'password_confirmation',
        'The password confirmation does not match.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await reset({ token, email: user.email, ...body });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    }
    const missing = await reset({ email: user.email });
    expect(missing.json().errors).toEqual({ token: ['The token field is required.'] });
    expect((await reset({ token, email: user.email })).statusCode).toBe(200);
  });

  it('limits attempts to 10 per 15 minutes per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const response = await reset({ token: `guess-${i}`, email: `x${i}@example.com` }, ip);
      expect(response.statusCode).toBe(422);
    }
    const limited = await reset({ token: 'guess', email: 'x@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect((await reset({ token: 'guess', email: 'x@example.com' }, nextIp())).statusCode).toBe(
      422,
    );
  });
});
