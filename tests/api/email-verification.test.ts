import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const PASSWORD = 'a-strong-test-password';
const INVALID = {
  message: 'This code is invalid or has expired.',
  errors: { code: ['This code is invalid or has expired.'] },
};

let t: TestApp;
let smtp: SmtpCapture;
let sequence = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { MAIL_URL: smtp.url, TRUST_PROXY: 'true' } });
  await t.app.services.settings.save({ require_email_confirmation: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')![1]!;

interface Registered {
  client: TestClient;
  email: string;
  userId: number;
  code: string;
}

/** A new account through the API, as a visitor would create it, with the code it was mailed. */
async function registerUnverified(): Promise<Registered> {
  const client = t.client();
  const email = `verify-${++sequence}@example.com`;
  const response = await client.post(
    '/auth/register',
    { email, password: PASSWORD, password_confirmation: PASSWORD },
    { headers: { 'x-forwarded-for': `192.0.2.${sequence}` } },
  );
  expect(response.json().status).toBe('needs_email_verification');
  const mail = await smtp.waitFor(email);
  return { client, email, userId: response.json().bootstrapData.user.id, code: codeIn(mail.text) };
}

const validate = (client: TestClient, code: unknown) =>
  client.post('/api/v1/validate-email-verification-otp', { code });

const storedCode = (userId: number) =>
  t.app.services.db
    .selectFrom('email_verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();

const verifiedAt = async (userId: number) =>
  (await t.app.services.users.findById(userId))!.email_verified_at;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the verification code mail', () => {
  it('carries a 6-digit code valid 10 minutes, stored only as SHA-256', async () => {
    const { email, userId, code } = await registerUnverified();
    const mail = smtp.messages.find((message) => message.envelope.to.includes(email))!;
    expect(mail.subject).toBe('Your Cinedex verification code');
    expect(mail.text).toContain('The code is valid for 10 minutes.');
    expect(mail.html).toContain(`>${code}</p>`);
    const row = (await storedCode(userId))!;
    expect(row.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).not.toContain(code);
    const minutesLeft = (Date.parse(row.expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.5);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });
});

describe('POST validate-email-verification-otp', () => {
  it('verifies the email with the right code and lets the user through', async () => {
    const { client, userId, code } = await registerUnverified();
    const refused = await client.get('/api/v1/users/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your email address.');

    const response = await validate(client, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your email has been verified.' });
    expect(await verifiedAt(userId)).toEqual(expect.any(String));
    expect(await storedCode(userId)).toBeUndefined();
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { client, code } = await registerUnverified();
    expect((await validate(client, code)).statusCode).toBe(200);
    const again = await validate(client, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(INVALID);
  });

  it('refuses a wrong code on the code field and counts the attempt', async () => {
    const { client, userId, code } = await registerUnverified();
    const response = await validate(client, wrongCode(code));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID);
    expect((await storedCode(userId))!.attempts).toBe(1);
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('refuses an expired code', async () => {
    const { client, userId, code } = await registerUnverified();
    await t.app.services.db
      .updateTable('email_verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    expect((await validate(client, code)).json()).toEqual(INVALID);
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('allows 4 wrong attempts before the right code, but not 5', async () => {
    const lucky = await registerUnverified();
    for (let i = 0; i < 4; i++) await validate(lucky.client, wrongCode(lucky.code));
    expect((await validate(lucky.client, lucky.code)).statusCode).toBe(200);

    const unlucky = await registerUnverified();
    for (let i = 0; i < 5; i++) await validate(unlucky.client, wrongCode(unlucky.code));
    const response = await validate(unlucky.client, unlucky.code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID);
    expect(await verifiedAt(unlucky.userId)).toBeNull();
  });

  it('only checks the signed-in user’s own code', async () => {
    const alice = await registerUnverified();
    const bob = await registerUnverified();
    expect((await validate(bob.client, alice.code)).statusCode).toBe(422);
    expect(await verifiedAt(alice.userId)).toBeNull();
  });

  it('validates the payload and refuses guests', async () => {
    const { client } = await registerUnverified();
    const empty = await validate(client, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ code: ['The code field is required.'] });
    const long = await validate(client, '1234567');
    expect(long.json().errors).toEqual({
      code: ['The code may not be greater than 6 characters.'],
    });
    expect((await validate(t.client(), '123456')).statusCode).toBe(401);
  });

  it('limits checks to 10 a minute per user', async () => {
    const { client, code } = await registerUnverified();
    for (let i = 0; i < 10; i++) await validate(client, wrongCode(code));
    const limited = await validate(client, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    const other = await registerUnverified();
    expect((await validate(other.client, other.code)).statusCode).toBe(200);
  });
});

describe('POST resend-email-verification', () => {
  const resend = (client: TestClient, email: string) =>
    client.post('/api/v1/resend-email-verification', { email });

  const ageCode = (userId: number, seconds: number) =>
    t.app.services.db
      .updateTable('email_verification_codes')
      .set({ created_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute();

  it('allows one email a minute, with a clear 429 before that', async () => {
    const { client, email, userId } = await registerUnverified();
    const early = await resend(client, email);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(
      /^Please wait \d+ seconds before requesting another email\.$/,
    );
    await ageCode(userId, 59);
    expect((await resend(client, email)).statusCode).toBe(429);
    await ageCode(userId, 61);
    const response = await resend(client, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent' });
  });

  it('mails a new code that replaces the old one', async () => {
    const { client, email, userId, code: oldCode } = await registerUnverified();
    await ageCode(userId, 120);
    expect((await resend(client, email.toUpperCase())).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (message) => codeIn(message.text) !== oldCode);
    const newCode = codeIn(mail.text);
    expect((await validate(client, oldCode)).json()).toEqual(INVALID);
    expect((await validate(client, newCode)).statusCode).toBe(200);
  });

  it("refuses another user's email and sends them nothing", async () => {
    const { client, userId } = await registerUnverified();
    const other = await buildUser(t.app, { overrides: { email_verified_at: null } });
    await ageCode(userId, 120);
    const response = await resend(client, other.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only request a code for your own email address.');
    const logged = await t.app.services.db
      .selectFrom('outgoing_email_log')
      .select('id')
      .where('to', '=', other.email)
      .execute();
    expect(logged).toEqual([]);
  });

  it('refuses an already verified user and guests', async () => {
    const { client, email, code, userId } = await registerUnverified();
    await validate(client, code);
    await ageCode(userId, 120);
    const verified = await resend(client, email);
    expect(verified.statusCode).toBe(422);
    expect(verified.json().errors).toEqual({ email: ['Your email address is already verified.'] });
    expect((await resend(t.client(), email)).statusCode).toBe(401);
  });
});
