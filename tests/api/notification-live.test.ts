import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notificationEvent, type NotificationEvent } from '@common/api/notifications';
import { buildUser } from '../support/factories';
import { notificationRequest } from '../support/notification-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let wsUrl: string;
let siteOrigin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.settings.save({ 'notifications.integrated': true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/ws`;
  siteOrigin = new URL(t.config.appUrl).origin;
});
afterAll(() => t.close());

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Opens a socket; resolves once it is open, or with the HTTP status the upgrade was refused with. */
function connect(headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

function nextEvent(socket: WebSocket): Promise<NotificationEvent> {
  return new Promise((resolve) => {
    socket.once('message', (data: Buffer) =>
      resolve(notificationEvent.parse(JSON.parse(String(data)))),
    );
  });
}

describe('live notifications over the WebSocket', () => {
  it('sends a signed-in member the notification and their unread count', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    const socket = await connect({ cookie: cookieHeader(client), origin: siteOrigin });
    expect(socket).toBeInstanceOf(WebSocket);
    const ws = socket as WebSocket;
    try {
      const received = nextEvent(ws);
      await t.app.services.notifier.notify(notificationRequest([user.id]));
      const event = await received;
      expect(event.event).toBe('notification');
      expect(event.unreadCount).toBe(1);
      expect(event.notification).toMatchObject({ type: 'new_follower', read_at: null });
      expect(event.notification.data.lines[0]!.content).toBe('Ada Lovelace started following you');
      const listed = (await client.get('/api/v1/notifications')).json();
      expect(listed.pagination.data[0].id).toBe(event.notification.id);
    } finally {
      ws.close();
    }
  });

  it('sends nothing to another member’s socket', async () => {
    const [a, b] = [await buildUser(t.app), await buildUser(t.app)];
    const clientB = t.client();
    await clientB.login(b.email, b.password);
    const ws = (await connect({ cookie: cookieHeader(clientB), origin: siteOrigin })) as WebSocket;
    const frames: string[] = [];
    ws.on('message', (data: Buffer) => frames.push(String(data)));
    try {
      await t.app.services.notifier.notify(notificationRequest([a.id]));
      await t.app.services.jobs.idle();
      const mine = nextEvent(ws);
      await t.app.services.notifier.notify(notificationRequest([b.id], { subject: 'for B' }));
      await mine;
      expect(frames).toHaveLength(1);
    } finally {
      ws.close();
    }
  });

  it('closes a visitor’s socket with 4401, so the client stops reconnecting', async () => {
    const code = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, { headers: { origin: siteOrigin } });
      socket.once('close', (closeCode: number) => resolve(closeCode));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused with ${response.statusCode}`)),
      );
    });
    expect(code).toBe(4401);
  });

  it('refuses another site’s Origin with 403 (cross-site WebSocket hijacking)', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    expect(await connect({ cookie: cookieHeader(client), origin: 'https://evil.example' })).toBe(
      403,
    );
  });
});
