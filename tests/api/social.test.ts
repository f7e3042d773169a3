import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SocialService } from '@common/settings/site-settings';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { startOAuthProvider, type LocalOAuthProvider } from '../support/oauth-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let provider: LocalOAuthProvider;

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await createTestApp();
  await t.app.services.settings.save({
    ...provider.settingsFor('google'),
    ...provider.settingsFor('envato', { emailUrl: `${provider.issuer}/userinfo` }),
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.tokenRequests.length = 0;
});

interface CallbackResult {
  status: string;
  callbackData: {
    bootstrapData?: { user: { id: number; email: string } | null };
    errorMessage?: string;
  };
  type: string;
}

function readCallbackPage(html: string): CallbackResult {
  const match =
    /<script type="application\/json" id="social-auth-result"[^>]*>(.*?)<\/script>/s.exec(html);
  expect(match, html).not.toBeNull();
  return JSON.parse(match![1]!) as CallbackResult;
}

/** The popup's whole trip: our redirect, the provider's consent redirect, our callback page. */
async function roundTrip(
  client: TestClient,
  service: SocialService,
  mode: 'login' | 'connect' = 'login',
  tamper?: (callback: URL) => void,
) {
  const start = await client.get(`/secure/auth/social/${service}/${mode}`);
  expect(start.statusCode).toBe(302);
  const callback = await provider.authorize(start.headers.location as string);
  expect(callback.pathname).toBe(`/secure/auth/social/${service}/callback`);
  tamper?.(callback);
  const page = await client.get(`${callback.pathname}${callback.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return { start, page, result: readCallbackPage(page.body) };
}

const profileOf = (userId: number) =>
  t.app.services.db
    .selectFrom('social_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();

let sequence = 0;
const googleUser = (overrides: Record<string, unknown> = {}) => {
  sequence++;
  return {
    sub: `google-${sequence}-${Date.now()}`,
    email: `social${sequence}-${Date.now()}@example.com`,
    email_verified: true,
    name: `Social Person ${sequence}`,
    given_name: 'Social',
    family_name: 'Person',
    picture: 'https://images.example.com/avatar.png',
    ...overrides,
  };
};

describe('GET secure/auth/social/{service}/login', () => {
  it('redirects to the provider with state and an S256 PKCE challenge, kept in an encrypted cookie', async () => {
    const client = t.client();
    const response = await client.get('/secure/auth/social/google/login');
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.config.appUrl}/secure/auth/social/google/callback`,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookie = response.cookies.find((c) => c.name === 'social_auth_flow')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/secure/auth/social/');
    expect(cookie.maxAge).toBe(600);
    expect(cookie.value).not.toContain(state);
  });

  it('answers 404 for a provider that is not enabled, or not known', async () => {
    const client = t.client();
    expect((await client.get('/secure/auth/social/facebook/login')).statusCode).toBe(404);
    expect((await client.get('/secure/auth/social/facebook/connect')).statusCode).toBe(404);
    expect((await client.get('/secure/auth/social/myspace/login')).statusCode).toBe(404);
  });

  it('answers an ERROR page when an enabled provider has no client credentials', async () => {
    await t.app.services.settings.save({ 'social.facebook.enable': true });
    try {
      const response = await t.client().get('/secure/auth/social/facebook/login');
      expect(response.statusCode).toBe(200);
      expect(readCallbackPage(response.body)).toMatchObject({
        status: 'ERROR',
        callbackData: {
          errorMessage:
            'Sign-in with Facebook is not set up correctly. Please contact the site administrator.',
        },
      });
    } finally {
      await t.app.services.settings.save({ 'social.facebook.enable': false });
    }
  });

  it('stops answering once the provider is switched off', async () => {
    await t.app.services.settings.save({ 'social.google.enable': false });
    try {
      expect((await t.client().get('/secure/auth/social/google/login')).statusCode).toBe(404);
    } finally {
      await t.app.services.settings.save({ 'social.google.enable': true });
    }
  });
});

describe('the callback page', () => {
  it('is self-contained and CSP-safe: JSON payload plus the same-origin posting script', async () => {
    provider.setUserinfo(googleUser());
    const { page } = await roundTrip(t.client(), 'google');
    expect(page.body).toContain('<script src="/secure/auth/social/callback.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['cache-control']).toBe('no-store');
    const script = await t.client().get('/secure/auth/social/callback.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
  });

  it('escapes the payload so provider data cannot close the script element', async () => {
    provider.setUserinfo(googleUser({ name: '</script><script>alert(1)</script>' }));
    const { page, result } = await roundTrip(t.client(), 'google');
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(result.status).toBe('SUCCESS');
  });
});

describe('social login round trip', () => {
  it('creates a verified user without a password for a new email, with its profile, and signs in (SUCCESS)', async () => {
    const info = googleUser();
    provider.setUserinfo(info);
    const client = t.client();
    const { page, result } = await roundTrip(client, 'google');

    expect(result).toMatchObject({ type: 'social-auth', status: 'SUCCESS' });
    const user = result.callbackData.bootstrapData!.user!;
    expect(user.email).toBe(info.email);
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    expect(page.cookies.find((c) => c.name === 'social_auth_flow')?.value).toBe('');

    const row = (await t.app.services.users.findById(user.id))!;
    expect(row.password).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    expect(row.name).toBe(info.name);
    expect(row.first_name).toBe('Social');
    expect(row.image).toBe('https://images.example.com/avatar.png');
    expect(await profileOf(user.id)).toMatchObject([
      { service_name: 'google', user_service_id: info.sub, username: info.email },
    ]);

    // The code was exchanged with PKCE and the client secret (client_secret_post).
    expect(provider.tokenRequests).toHaveLength(1);
    expect(provider.tokenRequests[0]!.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    });
    expect(provider.tokenRequests[0]!.body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const me = await client.get('/api/v1/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.social_profiles).toEqual([
      { service_name: 'google', username: info.email },
    ]);
  });

  it('signs an existing social user back in without creating another account', async () => {
    const info = googleUser();
    provider.setUserinfo(info);
    const first = (await roundTrip(t.client(), 'google')).result.callbackData.bootstrapData!.user!;
    const before = await t.app.services.repositories.users.count();

    provider.setUserinfo({ ...info, email: 'changed-at-provider@example.com' });
    const client = t.client();
    const { result } = await roundTrip(client, 'google');
    expect(result.status).toBe('SUCCESS');
    expect(result.callbackData.bootstrapData!.user!.id).toBe(first.id);
    expect(await t.app.services.repositories.users.count()).toBe(before);
    expect((await client.get('/api/v1/users/me')).json().user.id).toBe(first.id);
  });

  it('works for a provider without PKCE and with a separate email endpoint (Envato)', async () => {
    provider.setUserinfo({
      username: `envato_author_${Date.now()}`,
      email: `envato-${Date.now()}@example.com`,
    });
    const start = await t.client().get('/secure/auth/social/envato/login');
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('scope')).toBe(false);

    const { result } = await roundTrip(t.client(), 'envato');
    expect(result.status).toBe('SUCCESS');
    const user = result.callbackData.bootstrapData!.user!;
    expect(user.email).toMatch(/^envato-\d+@example\.com$/);
    expect(provider.tokenRequests.at(-1)!.body.code_verifier).toBeUndefined();
    const [profile] = await profileOf(user.id);
    expect(profile!.user_service_id).toMatch(/^envato_author_/);
  });

  it('maps Facebook and Twitter profiles; Twitter gets the secret by HTTP Basic auth', async () => {
    await t.app.services.settings.save({
      ...provider.settingsFor('facebook'),
      ...provider.settingsFor('twitter'),
    });
    const stamp = Date.now();
    provider.setUserinfo({
      id: `fb-${stamp}`,
      name: 'Face Book',
      email: `fb-${stamp}@example.com`,
      picture: { data: { url: 'https://images.example.com/fb.jpg' } },
    });
    const facebook = (await roundTrip(t.client(), 'facebook')).result;
    expect(facebook.status).toBe('SUCCESS');
    const fbUser = facebook.callbackData.bootstrapData!.user!;
    expect((await t.app.services.users.findById(fbUser.id))!.image).toBe(
      'https://images.example.com/fb.jpg',
    );
    expect(await profileOf(fbUser.id)).toMatchObject([
      { service_name: 'facebook', user_service_id: `fb-${stamp}`, username: 'Face Book' },
    ]);

    provider.setUserinfo({
      data: {
        id: `tw-${stamp}`,
        name: 'Tweet Er',
        username: 'tweeter',
        confirmed_email: `tw-${stamp}@example.com`,
      },
    });
    const twitter = (await roundTrip(t.client(), 'twitter')).result;
    expect(twitter.status).toBe('SUCCESS');
    expect(await profileOf(twitter.callbackData.bootstrapData!.user!.id)).toMatchObject([
      { service_name: 'twitter', user_service_id: `tw-${stamp}`, username: 'tweeter' },
    ]);
    const tokenRequest = provider.tokenRequests.at(-1)!;
    const basic = Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64');
    expect(tokenRequest.authorization).toBe(`Basic ${basic}`);
    expect(tokenRequest.body.client_secret).toBeUndefined();
  });

  it('asks for the password of an existing account with that email (REQUEST_PASSWORD), then links it', async () => {
    const existing = await buildUser(t.app, { password: 'existing-password' });
    provider.setUserinfo(googleUser({ email: existing.email }));
    const client = t.client();
    const { page, result } = await roundTrip(client, 'google');
    expect(result).toEqual({ type: 'social-auth', status: 'REQUEST_PASSWORD', callbackData: {} });
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const pending = page.cookies.find((c) => c.name === 'social_auth_pending')!;
    expect(pending.httpOnly).toBe(true);
    expect(pending.value).not.toContain(existing.email);
    expect(await profileOf(existing.id)).toEqual([]);

    const wrong = await client.post('/secure/auth/social/connect', { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect(await profileOf(existing.id)).toEqual([]);

    const missing = await client.post('/secure/auth/social/connect', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['The password field is required.']);

    const right = await client.post('/secure/auth/social/connect', {
      password: 'existing-password',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().bootstrapData.user.id).toBe(existing.id);
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    expect(await profileOf(existing.id)).toMatchObject([{ service_name: 'google' }]);

    // The pending link is used up.
    const again = await client.post('/secure/auth/social/connect', {
      password: 'existing-password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.password).toEqual([
      'The social sign-in has expired. Please try again.',
    ]);
  });

  it('refuses secure/auth/social/connect without a pending link, without XSRF, and after 5 wrong passwords', async () => {
    const noLink = await t.client().post('/secure/auth/social/connect', { password: 'x' });
    expect(noLink.statusCode).toBe(422);

    const existing = await buildUser(t.app, { password: 'existing-password' });
    provider.setUserinfo(googleUser({ email: existing.email }));
    const client = t.client();
    await roundTrip(client, 'google');
    const noXsrf = await client.post(
      '/secure/auth/social/connect',
      { password: 'existing-password' },
      { xsrf: false },
    );
    expect(noXsrf.statusCode).toBe(403);
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/secure/auth/social/connect', { password: 'nope' })).statusCode,
      ).toBe(422);
    }
    const locked = await client.post('/secure/auth/social/connect', {
      password: 'existing-password',
    });
    expect(locked.statusCode).toBe(429);
  });

  it('attaches the profile to the signed-in user in the connect flow (ALREADY_LOGGED_IN)', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    const info = googleUser({ email: 'a-different-address@example.com' });
    provider.setUserinfo(info);
    const { result } = await roundTrip(client, 'google', 'connect');
    expect(result.status).toBe('ALREADY_LOGGED_IN');
    expect(result.callbackData.bootstrapData!.user!.id).toBe(user.id);
    expect(
      (result.callbackData.bootstrapData!.user as unknown as { social_profiles: unknown[] })
        .social_profiles,
    ).toEqual([{ service_name: 'google', username: info.email }]);
    expect(await profileOf(user.id)).toMatchObject([{ user_service_id: info.sub }]);
  });

  it('refuses to connect a provider account that belongs to another user', async () => {
    const info = googleUser();
    provider.setUserinfo(info);
    await roundTrip(t.client(), 'google');
    const other = await buildUser(t.app);
    const client = t.client();
    await client.login(other.email, other.password);
    const { result } = await roundTrip(client, 'google', 'connect');
    expect(result.status).toBe('ERROR');
    expect(result.callbackData.errorMessage).toBe(
      'This Google account is already connected to another user.',
    );
    expect(await profileOf(other.id)).toEqual([]);
  });

  it('answers ERROR when the connect flow is started by a guest', async () => {
    const response = await t.client().get('/secure/auth/social/google/connect');
    expect(response.statusCode).toBe(200);
    expect(readCallbackPage(response.body)).toMatchObject({
      status: 'ERROR',
      callbackData: { errorMessage: 'Please sign in to connect an account.' },
    });
  });

  it('answers ERROR when the state does not match, and exchanges no code', async () => {
    provider.setUserinfo(googleUser());
    const client = t.client();
    const { page, result } = await roundTrip(client, 'google', 'login', (callback) =>
      callback.searchParams.set('state', 'forged-state-value'),
    );
    expect(result.status).toBe('ERROR');
    expect(result.callbackData.errorMessage).toBe(
      'The sign-in could not be verified. Please try again.',
    );
    expect(provider.tokenRequests).toHaveLength(0);
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers ERROR for a callback without the flow cookie (expired or another browser)', async () => {
    provider.setUserinfo(googleUser());
    const start = await t.client().get('/secure/auth/social/google/login');
    const callback = await provider.authorize(start.headers.location as string);
    const page = await t.client().get(`${callback.pathname}${callback.search}`);
    expect(readCallbackPage(page.body)).toMatchObject({
      status: 'ERROR',
      callbackData: { errorMessage: 'The sign-in has expired. Please try again.' },
    });
  });

  it('answers ERROR when the provider reports a denied consent', async () => {
    const client = t.client();
    const start = await client.get('/secure/auth/social/google/login');
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const page = await client.get(
      `/secure/auth/social/google/callback?error=access_denied&state=${state}`,
    );
    expect(readCallbackPage(page.body).callbackData.errorMessage).toBe(
      'The sign-in was cancelled.',
    );
  });

  it('refuses to create an account when registration is disabled, or without a confirmed email', async () => {
    await t.app.services.settings.save({ 'registration.disable': true });
    try {
      provider.setUserinfo(googleUser());
      const { result } = await roundTrip(t.client(), 'google');
      expect(result.callbackData.errorMessage).toBe('Registration is currently disabled.');
    } finally {
      await t.app.services.settings.save({ 'registration.disable': false });
    }
    provider.setUserinfo(googleUser({ email_verified: false }));
    const { result } = await roundTrip(t.client(), 'google');
    expect(result).toMatchObject({
      status: 'ERROR',
      callbackData: { errorMessage: 'Your Google account has no confirmed email address.' },
    });
  });

  it('keeps the second step of two-factor accounts', async () => {
    const user = await buildUser(t.app, {
      overrides: { two_factor_confirmed_at: new Date().toISOString() },
    });
    provider.setUserinfo(googleUser({ email: user.email }));
    const { page, result } = await roundTrip(t.client(), 'google');
    expect(result).toMatchObject({
      status: 'ERROR',
      callbackData: {
        errorMessage:
          'This account uses two-factor authentication. Please sign in with your email and password.',
      },
    });
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('POST secure/auth/social/{service}/disconnect', () => {
  it("removes the caller's profile for that service and answers the user", async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    provider.setUserinfo(googleUser());
    await roundTrip(client, 'google', 'connect');
    await t.app.services.db
      .insertInto('social_profiles')
      .values({
        user_id: other.id,
        service_name: 'google',
        user_service_id: `other-${Date.now()}`,
        username: 'other',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const response = await client.post('/secure/auth/social/google/disconnect');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    expect(response.json().user.social_profiles).toEqual([]);
    expect(await profileOf(user.id)).toEqual([]);
    expect(await profileOf(other.id)).toHaveLength(1);
  });

  it('refuses guests (401) and unknown services (404)', async () => {
    expect((await t.client().post('/secure/auth/social/google/disconnect')).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    expect((await client.post('/secure/auth/social/myspace/disconnect')).statusCode).toBe(404);
  });
});
