import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AD = '<script src="https://ads.example.net/show.js"></script><div id="ad">Buy popcorn</div>';

describe('GET /ads/{slot}', () => {
  it("serves a slot's HTML as its own document, with a CSP that lets ad networks load", async () => {
    await t.app.services.settings.save({ 'ads.general_top': AD, 'ads.disable': false });
    const response = await t.client().get('/ads/general_top');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(AD);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src * data: blob: 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("script-src 'self'");
    // the frame is sessionless: no cookie is handed out with an ad
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an empty slot, an unknown slot, and when ads are disabled', async () => {
    await t.app.services.settings.save({ 'ads.general_top': AD, 'ads.watch_top': '' });
    expect((await t.client().get('/ads/watch_top')).statusCode).toBe(404);
    expect((await t.client().get('/ads/sidebar')).statusCode).toBe(404);
    await t.app.services.settings.save({ 'ads.disable': true });
    expect((await t.client().get('/ads/general_top')).statusCode).toBe(404);
  });
});
