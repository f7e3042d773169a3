import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecaptchaStandin, type RecaptchaStandin } from '../support/recaptcha-standin';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpCapture;
let standin: RecaptchaStandin;
let ipSequence = 0;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  standin = await startRecaptchaStandin();
  t = await createTestApp({ env: { MAIL_URL: smtp.url } });
  await t.app.services.settings.save({
    'recaptcha_secret.secret_key': standin.secret,
    'recaptcha_secret.verify_url': standin.verifyUrl,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await standin.close();
});

/** A browser's XSRF cookie and header, for requests sent from a chosen remote address. */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const client = t.client();
  await client.get('/api/v1/health');
  const token = client.cookies.get('XSRF-TOKEN')!;
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

/** Each test writes from its own address, so the per-IP limit of one does not touch another. */
const send = async (body: unknown, ip = `10.0.0.${++ipSequence}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact-page',
    headers: await xsrfHeaders(),
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello there.\n\nI love the site.',
  ...overrides,
});

describe('POST contact-page', () => {
  it('mails the site contact address and answers the success message', async () => {
    await t.app.services.settings.save({ 'contact.email': 'team@example.com' });
    const body = message({ message: `Unique ${Date.now()}` });
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your message has been submitted.' });
    const mail = await smtp.waitFor(
      'team@example.com',
      (m) => m.text?.includes(body.message) ?? false,
    );
    expect(mail.subject).toContain('Ada Lovelace');
    expect(mail.text).toContain('ada@example.com');
    expect(mail.replyTo?.map((address) => address.address)).toEqual(['ada@example.com']);
  });

  it('falls back to the admin email when no contact address is set', async () => {
    await t.app.services.settings.save({ 'contact.email': '' });
    const body = message({ message: `Fallback ${Date.now()}` });
    expect((await send(body)).statusCode).toBe(200);
    await smtp.waitFor(ADMIN_EMAIL, (m) => m.text?.includes(body.message) ?? false);
  });

  it('needs a name, a valid email and a message', async () => {
    const response = await send({ name: ' ', email: 'not-an-email', message: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      message: ['The message field is required.'],
    });
  });

  describe('with the human check on', () => {
    beforeAll(() => t.app.services.settings.save({ 'recaptcha.enable.contact': true }));
    afterAll(() => t.app.services.settings.save({ 'recaptcha.enable.contact': false }));

    it('refuses a missing or wrong token without sending', async () => {
      const before = smtp.messages.length;
      for (const token of [undefined, 'made-up', standin.issueToken('register')]) {
        const response = await send(message({ recaptcha_token: token }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({
          recaptcha_token: ['Could not verify you are human.'],
        });
      }
      expect(smtp.messages).toHaveLength(before);
    });

    it('sends with a valid contact token', async () => {
      const body = message({
        recaptcha_token: standin.issueToken('contact'),
        message: `Human ${Date.now()}`,
      });
      expect((await send(body)).statusCode).toBe(200);
      await smtp.waitFor(ADMIN_EMAIL, (m) => m.text?.includes(body.message) ?? false);
    });
  });

  it('limits how many messages one IP may send', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await send(message(), ip)).statusCode).toBe(200);
    const limited = await send(message(), ip);
    expect(limited.statusCode).toBe(429);
    expect((await send(message(), '10.9.9.10')).statusCode).toBe(200);
  });
});
