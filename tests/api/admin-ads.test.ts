import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@common/bootstrap/bootstrap-data';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  guest = t.client();
});
afterAll(() => t.close());

const AD = '<script src="https://ads.example.net/show.js"></script><div id="ad">Buy popcorn</div>';
const SLOTS = ['general_top', 'general_bottom', 'title_top', 'person_top', 'watch_top'];

const save = (body: unknown, client = admin) => client.send('PUT', '/api/v1/admin/ads', { body });

async function guestSettings(): Promise<BootstrapData['settings']> {
  const response = await guest.get('/', { headers: { accept: 'text/html' } });
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(response.body);
  return (JSON.parse(match![1]!) as BootstrapData).settings;
}

async function member(permissions: string[] = []) {
  const user = await buildUser(t.app, { permissions });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe(`admin ads on ${testDialect()}`, () => {
  it('reads the five slots in order, each on, with no code', async () => {
    const response = await admin.get('/api/v1/admin/ads');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ads: {
        disable: false,
        slots: SLOTS.map((slot) => ({ slot, code: '', enabled: true })),
      },
    });
  });

  it("saves a slot's code; the public site serves it framed at once", async () => {
    expect((await guest.get('/ads/title_top')).statusCode).toBe(404);
    const response = await save({ slots: [{ slot: 'title_top', code: AD }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().ads.slots[2]).toEqual({ slot: 'title_top', code: AD, enabled: true });
    const served = await guest.get('/ads/title_top');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain(AD);
    expect(String(served.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect((await guestSettings()).ads.title_top).toBe(AD);
  });

  it('switches one slot off and on, keeping its code; other slots stay', async () => {
    await save({
      slots: [
        { slot: 'person_top', code: AD },
        { slot: 'watch_top', code: AD },
      ],
    });
    const off = await save({ slots: [{ slot: 'person_top', enabled: false }] });
    expect(off.statusCode).toBe(200);
    expect(off.json().ads.slots[3]).toEqual({ slot: 'person_top', code: AD, enabled: false });
    expect((await guest.get('/ads/person_top')).statusCode).toBe(404);
    expect((await guest.get('/ads/watch_top')).statusCode).toBe(200);
    expect((await guestSettings()).ads.off.person_top).toBe(true);
    // the admin still previews the saved code of a slot that is off
    const preview = await admin.get('/api/v1/admin/ads/person_top/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.body).toContain(AD);
    expect(String(preview.headers['content-security-policy'])).toContain("form-action 'none'");
    await save({ slots: [{ slot: 'person_top', enabled: true }] });
    expect((await guest.get('/ads/person_top')).statusCode).toBe(200);
  });

  it('the global switch turns every slot off', async () => {
    await save({ slots: [{ slot: 'general_top', code: AD }] });
    const response = await save({ disable: true });
    expect(response.json().ads.disable).toBe(true);
    expect((await guest.get('/ads/general_top')).statusCode).toBe(404);
    expect((await guestSettings()).ads.disable).toBe(true);
    await save({ disable: false });
    expect((await guest.get('/ads/general_top')).statusCode).toBe(200);
  });

  it('validates input (422 with field messages)', async () => {
    const invalid = await save({
      disable: 'yes',
      slots: [{ slot: 'sidebar', code: 1, enabled: 'no' }],
      other: 1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      disable: ['The disable field must be true or false.'],
      'slots.0.slot': [
        'The slot must be one of general_top, general_bottom, title_top, person_top, watch_top.',
      ],
      'slots.0.code': ['The code must be text.'],
      'slots.0.enabled': ['The enabled field must be true or false.'],
      other: ['The other field is not allowed.'],
    });
    const twice = await save({
      slots: [
        { slot: 'title_top', code: '' },
        { slot: 'title_top', code: AD },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ slots: ['Each slot may be sent once.'] });
    const long = await save({ slots: [{ slot: 'title_top', code: 'x'.repeat(20_001) }] });
    expect(long.json().errors).toEqual({
      'slots.0.code': ['The code may not be greater than 20000 characters.'],
    });
    expect((await admin.get('/api/v1/admin/ads/sidebar/preview')).statusCode).toBe(404);
  });

  it('is no longer saved through the generic settings; other settings still are', async () => {
    const response = await admin.send('PUT', '/api/v1/settings', {
      body: { 'ads.general_top': '<b>x</b>', 'branding.site_name': 'Cinedex' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'ads.general_top': ['Ads are edited on the ads page.'],
    });
    const other = await admin.send('PUT', '/api/v1/settings', {
      body: { 'branding.site_name': 'Cinedex' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses visitors (401), members, moderators and settings editors (403); ads.update is enough', async () => {
    const calls = (client: TestClient) => [
      () => client.get('/api/v1/admin/ads'),
      () => save({ disable: false }, client),
      () => client.get('/api/v1/admin/ads/title_top/preview'),
    ];
    for (const call of calls(guest)) expect((await call()).statusCode).toBe(401);
    for (const client of [
      await member(),
      await member(['admin.access', 'comments.update', 'reviews.update']),
      await member(['admin.access', 'settings.update', 'news.update']),
    ]) {
      for (const call of calls(client)) expect((await call()).statusCode).toBe(403);
    }
    const editor = await member(['ads.update']);
    for (const call of calls(editor)) expect((await call()).statusCode).toBe(200);
  });
});
