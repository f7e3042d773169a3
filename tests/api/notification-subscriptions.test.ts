import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSubscriptionsResponse } from '@common/api/notifications';
import { buildUser } from '../support/factories';
import { notifyAndDeliver } from '../support/notification-factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { MAIL_URL: smtp.url } });
  await t.app.services.settings.save({
    'notifications.integrated': true,
    'notif.subs.integrated': true,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function member() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

const ALL_ON = { database: true, email: true, browser: true };

describe('notification subscriptions', () => {
  it('answers spec 3’s shape with the defaults', async () => {
    const { client } = await member();
    const response = await client.get('/api/v1/notifications/me/subscriptions');
    expect(response.statusCode).toBe(200);
    const body = notificationSubscriptionsResponse.parse(response.json());
    expect(body.available_channels).toEqual(['database', 'email', 'browser']);
    expect(body.subscriptions.map((group) => group.group_name)).toEqual([
      'Workspaces',
      'Community',
      'Catalogue',
      'Announcements',
    ]);
    expect(body.subscriptions[1]!.entries.map((entry) => entry.notif_id)).toEqual([
      'new_follower',
      'comment_reply',
      'list_activity',
    ]);
    expect(body.user_selections).toHaveLength(6);
    expect(body.user_selections.find((s) => s.notif_id === 'new_follower')!.channels).toEqual({
      database: true,
      email: true,
      browser: false,
    });
  });

  it('saves the selections and reads them back', async () => {
    const { client } = await member();
    const saved = await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
      body: {
        selections: [
          { notif_id: 'comment_reply', channels: { database: true, email: false, browser: true } },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ok: true });
    const body = (await client.get('/api/v1/notifications/me/subscriptions')).json();
    const reply = body.user_selections.find(
      (s: { notif_id: string }) => s.notif_id === 'comment_reply',
    );
    expect(reply.channels).toEqual({ database: true, email: false, browser: true });
  });

  it('refuses an unknown type or channel with 422', async () => {
    const { client } = await member();
    const unknownType = await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
      body: { selections: [{ notif_id: 'birthday', channels: ALL_ON }] },
    });
    expect(unknownType.statusCode).toBe(422);
    expect(Object.keys(unknownType.json().errors).join()).toContain('selections');
    const unknownChannel = await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
      body: { selections: [{ notif_id: 'new_follower', channels: { ...ALL_ON, sms: true } }] },
    });
    expect(unknownChannel.statusCode).toBe(422);
  });

  it('answers PUT 404 while subscriptions are not integrated', async () => {
    const { client } = await member();
    await t.app.services.settings.save({ 'notif.subs.integrated': false });
    try {
      const response = await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
        body: { selections: [{ notif_id: 'new_follower', channels: ALL_ON }] },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.app.services.settings.save({ 'notif.subs.integrated': true });
    }
  });
});

describe('email delivery and the one-click unsubscribe', () => {
  it('emails a notification with the List-Unsubscribe headers and the footer link', async () => {
    const { user } = await member();
    await notifyAndDeliver(t.app, [user.id]);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('You have a new follower');
    expect(mail.text).toContain('Ada Lovelace started following you');
    expect(mail.text).toContain(`View profile: ${t.config.appUrl}/user/7`);
    expect(mail.html).toContain('Unsubscribe from these emails');
    const header = (name: string) =>
      mail.headers.find((h) => h.key === name.toLowerCase())?.value ?? '';
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${t.config.appUrl}/api/v1/notifications/unsubscribe/[^>]+>$`),
    );
  });

  it('sends no email once the member turned email off for that type; in-app still arrives', async () => {
    const { user, client } = await member();
    await client.send('PUT', '/api/v1/notifications/me/subscriptions', {
      body: {
        selections: [
          { notif_id: 'new_follower', channels: { database: true, email: false, browser: false } },
        ],
      },
    });
    const sentBefore = smtp.messages.length;
    await notifyAndDeliver(t.app, [user.id]);
    // a second notification of another type is emailed: once it arrives the first had its turn
    await notifyAndDeliver(t.app, [user.id], { type: 'comment_reply', subject: 'A reply' });
    await smtp.waitFor(user.email, (mail) => mail.subject === 'A reply');
    const toUser = smtp.messages
      .slice(sentBefore)
      .filter((m) => m.envelope.to.includes(user.email));
    expect(toUser.map((m) => m.subject)).toEqual(['A reply']);
    const list = (await client.get('/api/v1/notifications')).json();
    expect(list.pagination.data.map((n: { type: string }) => n.type)).toEqual([
      'comment_reply',
      'new_follower',
    ]);
  });

  async function unsubscribeLink(email: string, subject: string): Promise<string> {
    const mail = await smtp.waitFor(email, (m) => m.subject === subject);
    const header = mail.headers.find((h) => h.key === 'list-unsubscribe')!.value;
    return header.slice(1, -1).slice(t.config.appUrl.length);
  }

  it('GET on the signed link turns that type’s email off and shows a page', async () => {
    const { user, client } = await member();
    await notifyAndDeliver(t.app, [user.id], { subject: 'Get unsubscribe' });
    const path = await unsubscribeLink(user.email, 'Get unsubscribe');
    const page = await t.client().get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will no longer receive “New followers” emails.');
    expect(page.body).toContain(`${t.config.appUrl}/notifications/settings`);
    expect(page.body).not.toContain('<script');
    const selections = (await client.get('/api/v1/notifications/me/subscriptions')).json()
      .user_selections;
    expect(
      selections.find((s: { notif_id: string }) => s.notif_id === 'new_follower').channels,
    ).toEqual({ database: true, email: false, browser: false });
  });

  it('POST (RFC 8058) works without a session or XSRF token', async () => {
    const { user, client } = await member();
    await notifyAndDeliver(t.app, [user.id], {
      type: 'list_activity',
      subject: 'Post unsubscribe',
    });
    const path = await unsubscribeLink(user.email, 'Post unsubscribe');
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const selections = (await client.get('/api/v1/notifications/me/subscriptions')).json()
      .user_selections;
    expect(
      selections.find((s: { notif_id: string }) => s.notif_id === 'list_activity').channels.email,
    ).toBe(false);
  });

  it('answers 404 for a tampered token and changes nothing', async () => {
    const { user, client } = await member();
    const token = t.app.services.unsubscribeTokens.sign({
      userId: user.id,
      type: 'new_follower',
      channel: 'email',
    });
    const otherUser = token.replace(/^\d+/, String(user.id + 1));
    const otherType = token.replace('new_follower', 'comment_reply');
    const noAccount = t.app.services.unsubscribeTokens.sign({
      userId: 987_654_321,
      type: 'new_follower',
      channel: 'email',
    });
    for (const bad of [otherUser, otherType, `${token.slice(0, -2)}AA`, 'nonsense', noAccount]) {
      const get = await t.client().get(`/api/v1/notifications/unsubscribe/${bad}`);
      expect(get.statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/unsubscribe/${bad}`,
      });
      expect(post.statusCode).toBe(404);
    }
    const selections = (await client.get('/api/v1/notifications/me/subscriptions')).json()
      .user_selections;
    for (const selection of selections) expect(selection.channels.email).toBe(true);
  });
});
