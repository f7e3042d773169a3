import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushTransport } from '@server/modules/notifications/push-transport';
import { buildUser } from '../support/factories';
import { notifyAndDeliver } from '../support/notification-factories';
import {
  startPushServiceStandIn,
  type BrowserSubscription,
  type PushServiceStandIn,
} from '../support/stand-ins/push-service-stand-in';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let push: PushServiceStandIn;

beforeAll(async () => {
  push = await startPushServiceStandIn();
  t = await createTestApp();
  await t.app.services.settings.save({
    'notifications.integrated': true,
    'notif.subs.integrated': true,
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** A member whose browser subscribed, with browser notifications on for new followers. */
async function subscribedMember() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  const browser = push.subscribe();
  // as a browser's PushSubscription.toJSON() gives it
  const response = await client.post('/api/v1/notifications/push/subscriptions', {
    endpoint: browser.endpoint,
    expirationTime: null,
    keys: browser.keys,
  });
  expect(response.statusCode).toBe(200);
  await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
    body: {
      selections: [
        { notif_id: 'new_follower', channels: { database: true, email: false, browser: true } },
      ],
    },
  });
  return { user, client, browser };
}

async function subscribe(client: TestClient, browser: BrowserSubscription) {
  return client.post('/api/v1/notifications/push/subscriptions', {
    endpoint: browser.endpoint,
    keys: browser.keys,
  });
}

describe('the VAPID keys and subscriptions', () => {
  it('answers the public key, the same on every call', async () => {
    const { client } = await subscribedMember();
    const first = await client.get('/api/v1/notifications/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await client.get('/api/v1/notifications/push/public-key')).json().publicKey).toBe(
      publicKey,
    );
    expect((await t.client().get('/api/v1/notifications/push/public-key')).statusCode).toBe(401);
  });

  it('accepts only https endpoints', async () => {
    const { client } = await subscribedMember();
    const plain = await client.post('/api/v1/notifications/push/subscriptions', {
      endpoint: 'http://push.example.com/abc',
      keys: { p256dh: 'key', auth: 'auth' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.endpoint).toEqual(['The endpoint must be an https URL.']);
  });
});

describe('delivery to the push service', () => {
  beforeAll(() => {
    t.app.services.webPush.useTransportInTests(
      new PushTransport({ testOnlyAllowedOrigin: push.origin, testOnlyCa: push.ca }),
    );
  });
  afterAll(() => t.app.services.webPush.useTransportInTests(null));

  it('posts an encrypted message signed with the site’s VAPID key', async () => {
    const { user, client, browser } = await subscribedMember();
    await notifyAndDeliver(t.app, [user.id]);
    const received = await push.waitFor(browser.id);
    expect(push.refused).toEqual([]);
    const inApp = (await client.get('/api/v1/notifications')).json().pagination.data[0];
    expect(received.payload).toEqual({
      title: 'You have a new follower',
      body: 'Ada Lovelace started following you',
      url: `${t.config.appUrl}/user/7`,
      tag: `new_follower-${inApp.id}`,
    });
    const { publicKey } = (await client.get('/api/v1/notifications/push/public-key')).json();
    expect(received.vapid.publicKey).toBe(publicKey);
    expect(received.vapid.aud).toBe(push.origin);
    expect(received.vapid.sub).toBe(`mailto:${ADMIN_EMAIL}`);
    expect(received.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(Number(received.ttl)).toBeGreaterThan(0);
  });

  it('sends nothing to members who left browser notifications off', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    const browser = push.subscribe();
    await subscribe(client, browser);
    await notifyAndDeliver(t.app, [user.id]);
    expect(push.received.filter((p) => p.subscriptionId === browser.id)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { user, client, browser } = await subscribedMember();
    push.answer(browser.id, 410);
    await notifyAndDeliver(t.app, [user.id]);
    await push.waitForRequests(browser.id, 1);
    // gone: the next notification does not post to it again, and in-app delivery went on
    const second = push.subscribe();
    await subscribe(client, second);
    await notifyAndDeliver(t.app, [user.id]);
    await push.waitFor(second.id);
    expect(push.requests(browser.id)).toBe(1);
    expect((await client.get('/api/v1/notifications')).json().unreadCount).toBe(2);
  });

  it('stops pushing to a browser the member unsubscribed', async () => {
    const { user, client, browser } = await subscribedMember();
    const removed = await client.send('DELETE', '/api/v1/notifications/push/subscriptions', {
      body: { endpoint: browser.endpoint },
    });
    expect(removed.json()).toEqual({ ok: true });
    const kept = push.subscribe();
    await subscribe(client, kept);
    await notifyAndDeliver(t.app, [user.id]);
    await push.waitFor(kept.id);
    expect(push.received.filter((p) => p.subscriptionId === browser.id)).toEqual([]);
  });
});

describe('the production transport', () => {
  it('refuses loopback endpoints; the in-app notification still arrives', async () => {
    const { user, client, browser } = await subscribedMember();
    await notifyAndDeliver(t.app, [user.id]);
    expect(push.requests(browser.id)).toBe(0);
    expect((await client.get('/api/v1/notifications')).json().unreadCount).toBe(1);
  });
});
