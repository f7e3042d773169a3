import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The directive's sources, e.g. connect-src → ["'self'", 'https:']. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('Content-Security-Policy and the file store', () => {
  it('lets the browser reach a plain-http S3 endpoint: uploads, image and video previews', async () => {
    t = await createTestApp({
      env: {
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    const csp = String((await t.client().get('/api/v1/health')).headers['content-security-policy']);
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(directive(csp, name)).toContain('http://127.0.0.1:9000');
    }
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('names no other origin when files stay on the local disk', async () => {
    t = await createTestApp();
    const csp = String((await t.client().get('/api/v1/health')).headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https:']);
  });
});
