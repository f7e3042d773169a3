import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecaptchaStandin, type RecaptchaStandin } from '../support/recaptcha-standin';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let standin: RecaptchaStandin;
beforeAll(async () => {
  standin = await startRecaptchaStandin();
  t = await createTestApp();
  await t.app.services.settings.save({
    'recaptcha_secret.secret_key': standin.secret,
    'recaptcha_secret.verify_url': standin.verifyUrl,
  });
});
afterAll(async () => {
  await t.close();
  await standin.close();
});

const verify = (body: unknown) => t.client().post('/api/v1/recaptcha/verify', body);

async function enable(action: 'register' | 'contact', on: boolean) {
  await t.app.services.settings.save({ [`recaptcha.enable.${action}`]: on });
}

describe('POST recaptcha/verify', () => {
  it('passes without asking Google when the check is off for the action', async () => {
    const before = standin.requests.length;
    const response = await verify({ token: 'anything', action: 'register' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(standin.requests).toHaveLength(before);
  });

  describe('when enabled', () => {
    beforeAll(() => enable('register', true));
    afterAll(() => enable('register', false));

    it('checks a valid token with the secret through the siteverify protocol', async () => {
      const token = standin.issueToken('register');
      const response = await verify({ token, action: 'register' });
      expect(response.json()).toEqual({ success: true });
      expect(standin.requests.at(-1)).toMatchObject({ secret: standin.secret, response: token });
      expect(standin.requests.at(-1)!.remoteip).toBeTruthy();
    });

    it('fails for an unknown token, a reused token, another action and a low score', async () => {
      expect((await verify({ token: 'made-up', action: 'register' })).json()).toEqual({
        success: false,
      });
      const token = standin.issueToken('register');
      expect((await verify({ token, action: 'register' })).json().success).toBe(true);
      expect((await verify({ token, action: 'register' })).json().success).toBe(false);
      const contactToken = standin.issueToken('contact');
      expect((await verify({ token: contactToken, action: 'register' })).json().success).toBe(
        false,
      );
      const botToken = standin.issueToken('register', 0.1);
      expect((await verify({ token: botToken, action: 'register' })).json().success).toBe(false);
    });

    it('fails with a wrong secret key', async () => {
      await t.app.services.settings.save({ 'recaptcha_secret.secret_key': 'wrong-secret' });
      try {
        const token = standin.issueToken('register');
        expect((await verify({ token, action: 'register' })).json().success).toBe(false);
      } finally {
        await t.app.services.settings.save({ 'recaptcha_secret.secret_key': standin.secret });
      }
    });

    it('fails when the verify URL cannot be reached', async () => {
      await t.app.services.settings.save({
        'recaptcha_secret.verify_url': 'http://127.0.0.1:9/recaptcha/api/siteverify',
      });
      try {
        const token = standin.issueToken('register');
        expect((await verify({ token, action: 'register' })).json().success).toBe(false);
      } finally {
        await t.app.services.settings.save({ 'recaptcha_secret.verify_url': standin.verifyUrl });
      }
    });

    it('keeps other actions as configured', async () => {
      expect((await verify({ token: 'made-up', action: 'contact' })).json().success).toBe(true);
    });
  });

  it('validates token and action', async () => {
    const missing = await verify({ action: 'register' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(['The token field is required.']);
    const empty = await verify({ token: '', action: 'register' });
    expect(empty.json().errors.token).toEqual(['The token field is required.']);
    const action = await verify({ token: 'x', action: 'launch_rocket' });
    expect(action.statusCode).toBe(422);
    expect(action.json().errors.action).toEqual([
      'The action must be one of: register, contact, link_creation.',
    ]);
    const extra = await verify({ token: 'x', action: 'register', score: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.score).toEqual(['The score field is not allowed.']);
  });

  it('needs the XSRF header like every state-changing call', async () => {
    const response = await t
      .client()
      .post('/api/v1/recaptcha/verify', { token: 'x', action: 'register' }, { xsrf: false });
    expect(response.statusCode).toBe(403);
  });
});
