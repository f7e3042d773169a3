import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'a-strong-test-password';

let t: TestApp;

beforeAll(async () => {
  // An operator's RATE_LIMITS, as a site would set it in its environment.
  t = await createTestApp({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMITS: JSON.stringify({ registration: { max: 1, window: '1h' }, login: { max: 2 } }),
    },
  });
});
afterAll(async () => {
  await t.close();
});

const register = (email: string, ip: string) =>
  t
    .client()
    .post(
      '/auth/register',
      { email, password: PASSWORD, password_confirmation: PASSWORD },
      { headers: { 'x-forwarded-for': ip } },
    );

describe('RATE_LIMITS overrides', () => {
  it('changes a route limit: registration max 1 answers the second request with 429', async () => {
    expect(t.config.rateLimits.registration).toEqual({ max: 1, windowMs: 3_600_000 });
    expect((await register('first@example.com', '203.0.113.1')).statusCode).toBe(200);
    const limited = await register('second@example.com', '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await register('third@example.com', '203.0.113.2')).statusCode).toBe(200);
  });

  it('changes an attempt limit: login max 2 locks out after the second failure', async () => {
    const client = t.client();
    const email = 'nobody@example.com';
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await client.post('/auth/login', { email, password: 'nope' })).statusCode).toBe(422);
    }
    const limited = await client.post('/auth/login', { email, password: 'nope' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
  });
});
