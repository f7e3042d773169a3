import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { startRecaptchaStandin, type RecaptchaStandin } from '../support/recaptcha-standin';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const PASSWORD = 'a-strong-test-password';

let t: TestApp;
let smtp: SmtpCapture;
let sequence = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Behind a trusted proxy each test can come from its own address, apart from the per-IP limit.
  t = await createTestApp({ env: { MAIL_URL: smtp.url, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  await t.app.services.settings.save({
    'registration.disable': false,
    'registration.policies': [],
    require_email_confirmation: false,
    'recaptcha.enable.register': false,
  });
});

const nextIp = () => `198.51.100.${++sequence}`;
const newEmail = () => `new-user-${++sequence}@example.com`;
const validBody = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

function register(client: TestClient, body: unknown, ip = nextIp()) {
  return client.post('/auth/register', body, { headers: { 'x-forwarded-for': ip } });
}

async function expectFieldError(body: unknown, field: string, message: string) {
  const response = await register(t.client(), body);
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[field]).toEqual([message]);
  return response;
}

describe('POST auth/register', () => {
  it('creates the account, signs it in and answers status success with bootstrapData', async () => {
    const client = t.client();
    const body = validBody({ email: `Mixed.Case-${++sequence}@Example.com` });
    const response = await register(client, body);
    expect(response.statusCode).toBe(200);
    const { status, bootstrapData } = response.json();
    expect(status).toBe('success');
    const email = body.email.toLowerCase();
    expect(bootstrapData.user).toMatchObject({
      email,
      name: email.split('@')[0],
      email_verified_at: expect.any(String),
      roles: [{ name: 'users' }],
    });
    expect(bootstrapData.csrf_token).toBe(client.cookies.get('XSRF-TOKEN'));
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await client.get('/api/v1/users/me');
    expect(me.json().user.email).toBe(email);

    const row = await t.app.services.users.findByEmail(email);
    expect(row!.password).toMatch(/^\$argon2id\$/);
    const again = t.client();
    expect((await again.login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps extra host fields out of the account', async () => {
    const response = await register(t.client(), validBody({ name: 'Ignored', invite_id: 5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().bootstrapData.user.name).not.toBe('Ignored');
  });

  it('requires a valid email', async () => {
    await expectFieldError(
      validBody({ email: 'not-an-email' }),
      'email',
      'Enter a valid email address.',
    );
    await expectFieldError(
      validBody({ email: undefined }),
      'email',
      'The email field is required.',
    );
    await expectFieldError(validBody({ email: '' }), 'email', 'The email field is required.');
  });

  it('refuses an email that is already taken, whatever its case', async () => {
    const existing = await buildUser(t.app);
    const response = await expectFieldError(
      validBody({ email: existing.email.toUpperCase() }),
      'email',
      'The email has already been taken.',
    );
    expect(response.json().message).toBe('The email has already been taken.');
  });

  it('refuses short, long and common passwords', async () => {
    await expectFieldError(
      validBody({ password: 'short', password_confirmation: 'short' }),
      'password',
      'The password must be at least 8 characters.',
    );
    const long = 'x'.repeat(256);
    await expectFieldError(
      validBody({ password: long, password_confirmation: long }),
      'password',
      'The password may not be greater than 255 characters.',
    );
    await expectFieldError(
      validBody({ password: 'password123', password_confirmation: 'password123' }),
      'password',
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('refuses a confirmation that does not match', async () => {
    await expectFieldError(
      validBody({ password_confirmation: `${PASSWORD}-typo` }),
      'password_confirmation',
      'The password confirmation does not match.',
    );
    await expectFieldError(
      validBody({ password_confirmation: undefined }),
      'password_confirmation',
      'The password confirmation field is required.',
    );
  });

  it('creates nothing when the payload is refused', async () => {
    const email = newEmail();
    await register(t.client(), validBody({ email, password_confirmation: 'different-one' }));
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
  });

  it('requires every configured policy to be accepted', async () => {
    await t.app.services.settings.save({
      'registration.policies': [
        { id: 'terms', label: 'Terms of service', action: '/pages/terms' },
        { id: 'privacy', label: 'Privacy policy' },
      ],
    });
    const missing = await register(t.client(), validBody({ terms: true }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      privacy: ['You must accept this to create an account.'],
    });
    await expectFieldError(
      validBody({ terms: false, privacy: true }),
      'terms',
      'You must accept this to create an account.',
    );
    const accepted = await register(t.client(), validBody({ terms: true, privacy: true }));
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses registration with 403 when it is disabled, whatever invite it names', async () => {
    await t.app.services.settings.save({ 'registration.disable': true });
    const email = newEmail();
    const refused = await register(t.client(), validBody({ email }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Registration is disabled.', errors: {} });
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();

    // An invite that does not exist, or of another type, opens nothing (registration-invites.test.ts).
    for (const invite of [
      { invite_type: 'workspace', invite_id: 'abc123' },
      { invite_type: 'anything' },
    ]) {
      const invited = await register(t.client(), validBody({ email, ...invite }));
      expect(invited.statusCode).toBe(403);
      expect(invited.json()).toEqual({ message: 'Registration is disabled.', errors: {} });
    }
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
  });

  it('refuses a disabled registration before it reads the body', async () => {
    await t.app.services.settings.save({ 'registration.disable': true });
    for (const body of [{}, validBody({ email: 'bad', password: 'short' })]) {
      const refused = await register(t.client(), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Registration is disabled.', errors: {} });
    }
  });

  it('answers every field error at once, the configured policies with the rest', async () => {
    await t.app.services.settings.save({
      'registration.policies': [{ id: 'terms', label: 'Terms of service' }],
    });
    const response = await register(t.client(), validBody({ email: 'bad' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Enter a valid email address.'],
      terms: ['You must accept this to create an account.'],
    });
  });

  it('answers needs_email_verification and mails a code when confirmation is required', async () => {
    await t.app.services.settings.save({ require_email_confirmation: true });
    const client = t.client();
    const body = validBody();
    const response = await register(client, body);
    expect(response.statusCode).toBe(200);
    const { status, bootstrapData } = response.json();
    expect(status).toBe('needs_email_verification');
    expect(bootstrapData.user.email_verified_at).toBeNull();
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

    const mail = await smtp.waitFor(body.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    const stored = await t.app.services.db
      .selectFrom('email_verification_codes')
      .select('code_hash')
      .where('user_id', '=', bootstrapData.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('limits registrations to 10 an hour per IP address', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await register(t.client(), validBody({ email: 'bad' }), ip);
      expect(response.statusCode).toBe(422);
    }
    const limited = await register(t.client(), validBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await register(t.client(), validBody(), nextIp())).statusCode).toBe(200);
  });
});

describe('POST auth/register with the human check', () => {
  let recaptcha: RecaptchaStandin;

  beforeAll(async () => {
    recaptcha = await startRecaptchaStandin();
  });
  afterAll(() => recaptcha.close());

  const enableHumanCheck = () =>
    t.app.services.settings.save({
      'recaptcha.enable.register': true,
      'recaptcha_secret.secret_key': recaptcha.secret,
      'recaptcha_secret.verify_url': recaptcha.verifyUrl,
    });

  it('registers when the verify server accepts the token', async () => {
    await enableHumanCheck();
    const ip = nextIp();
    const token = recaptcha.issueToken('register');
    const response = await register(t.client(), validBody({ recaptcha_token: token }), ip);
    expect(response.statusCode).toBe(200);
    expect(recaptcha.requests.at(-1)).toEqual({
      secret: recaptcha.secret,
      response: token,
      remoteip: ip,
    });
  });

  it('refuses with "Could not verify you are human." when it does not, or without a token', async () => {
    await enableHumanCheck();
    const email = newEmail();
    const expected = {
      message: 'Could not verify you are human.',
      errors: { recaptcha_token: ['Could not verify you are human.'] },
    };
    const attempts = [
      validBody({ email, recaptcha_token: 'made-up-token' }),
      validBody({ email, recaptcha_token: recaptcha.issueToken('contact') }),
      validBody({ email }),
    ];
    for (const body of attempts) {
      const response = await register(t.client(), body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(expected);
    }
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
  });
});
