import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebugPayload, isVendorGroup, type DebugErrorPayload } from '@common/http/responses';
import { publicAccess } from '@server/http/route-access';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { APP_DEBUG: 'true' },
    beforeReady: (app) => {
      app.get('/api/v1/probe/crash', { config: publicAccess }, async () => {
        JSON.parse('{not json');
      });
    },
  });
});
afterAll(() => t.close());

describe('server errors with APP_DEBUG on', () => {
  it('answer 500 with the debug payload: exception, message, frames and vendor groups', async () => {
    const response = await t.client().get('/api/v1/probe/crash');
    expect(response.statusCode).toBe(500);
    const body = response.json() as DebugErrorPayload & { errors: object };
    expect(isDebugPayload(body)).toBe(true);
    expect(body.exception).toBe('SyntaxError');
    expect(body.message).toMatch(/JSON/);
    expect(body.errors).toEqual({});
    const ownFrame = body.trace.find(
      (item) => !isVendorGroup(item) && item.path.endsWith('errors.test.ts'),
    );
    expect(ownFrame).toBeDefined();
    if (ownFrame && !isVendorGroup(ownFrame)) {
      expect(Object.values(ownFrame.codeSnippet).join('\n')).toContain("JSON.parse('{not json')");
    }
    expect(body.totalVendorGroups).toBe(body.trace.filter(isVendorGroup).length);
    expect(body.totalVendorGroups).toBeGreaterThan(0);
  });

  it('are kept in the error log, which logs.view holders can download', async () => {
    await t.client().get('/api/v1/probe/crash', { headers: { 'x-request-id': 'probe-request-1' } });
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const download = await admin.get('/api/v1/logs/error/download-latest');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="error-\d{4}-\d{2}-\d{2}\.log"/,
    );
    const entries = download.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        requestId: 'probe-request-1',
        exception: 'SyntaxError',
        url: '/api/v1/probe/crash',
      }),
    );
  });

  it('refuse the log download to guests (401) and to users without logs.view (403)', async () => {
    expect((await t.client().get('/api/v1/logs/error/download-latest')).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    expect((await client.get('/api/v1/logs/error/download-latest')).statusCode).toBe(403);
  });

  it('carry the request id back in X-Request-Id', async () => {
    const response = await t
      .client()
      .get('/api/v1/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
