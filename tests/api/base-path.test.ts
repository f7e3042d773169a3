import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BASE_PATH: '/films', APP_URL: 'https://example.com/films' } });
});
afterAll(() => t.close());

describe('serving under BASE_PATH behind https', () => {
  it('serves the API and pages under the base path only', async () => {
    const client = t.client();
    expect((await client.get('/films/api/v1/health')).statusCode).toBe(200);
    expect((await client.get('/api/v1/health')).statusCode).toBe(404);
    const page = await client.get('/films/contact', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"base_path":"/films/"');
    expect(page.body).toContain('"base_url":"https://example.com/films"');
  });

  it('scopes cookies to the base path and marks them Secure', async () => {
    const client = t.client();
    const response = await client.send('POST', '/films/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({
      path: '/films/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ path: '/films/', secure: true });
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('sends HSTS under https', async () => {
    const response = await t.client().get('/films/api/v1/health');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('documents the API relative to the base path, and serves /api-docs under it', async () => {
    const client = t.client();
    await client.send('POST', '/films/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const response = await client.get('/films/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.servers).toEqual([{ url: '/films' }]);
    expect(Object.keys(document.paths)).toContain('/api/v1/tags');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/films'))).toBe(false);
    expect((await client.get('/films/api-docs')).statusCode).toBe(200);
  });
});
