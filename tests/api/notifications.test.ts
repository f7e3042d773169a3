import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListResponse } from '@common/api/notifications';
import { buildUser } from '../support/factories';
import { notifyAndDeliver } from '../support/notification-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.settings.save({ 'notifications.integrated': true });
});
afterAll(() => t.close());

async function member() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

describe('a member’s notifications', () => {
  it('lists them newest first, paginated, with the unread count', async () => {
    const { user, client } = await member();
    for (let n = 1; n <= 3; n++) {
      await notifyAndDeliver(t.app, [user.id], {
        data: { lines: [{ type: 'primary', content: `Line ${n}` }] },
      });
    }
    const response = await client.get('/api/v1/notifications', {
      query: { perPage: '2', page: '1' },
    });
    expect(response.statusCode).toBe(200);
    const body = notificationListResponse.parse(response.json());
    expect(body.unreadCount).toBe(3);
    expect(body.pagination).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(body.pagination.data.map((n) => n.data.lines[0]!.content)).toEqual(['Line 3', 'Line 2']);
    expect(body.pagination.data[0]).toMatchObject({ type: 'new_follower', read_at: null });

    const second = (
      await client.get('/api/v1/notifications', { query: { perPage: '2', page: '2' } })
    ).json();
    expect(
      second.pagination.data.map(
        (n: { data: { lines: Array<{ content: string }> } }) => n.data.lines[0]!.content,
      ),
    ).toEqual(['Line 1']);

    const defaults = (await client.get('/api/v1/notifications')).json();
    expect(defaults.pagination.per_page).toBe(30);
  });

  it('marks some read, then all, and the user resource counts the unread ones', async () => {
    const { user, client } = await member();
    await notifyAndDeliver(t.app, [user.id]);
    await notifyAndDeliver(t.app, [user.id]);
    const me = await client.get('/api/v1/users/me');
    expect(me.json().user.unread_notifications_count).toBe(2);

    const [first] = (await client.get('/api/v1/notifications')).json().pagination.data;
    const marked = await client.post('/api/v1/notifications/mark-as-read', { ids: [first.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 1 });
    const after = (await client.get('/api/v1/notifications')).json();
    expect(after.pagination.data[0].read_at).not.toBeNull();
    expect(after.pagination.data[1].read_at).toBeNull();

    const all = await client.post('/api/v1/notifications/mark-all-as-read');
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await client.get('/api/v1/users/me')).json().user.unread_notifications_count).toBe(0);
  });

  it('refuses an empty or malformed mark-as-read with 422', async () => {
    const { client } = await member();
    const empty = await client.post('/api/v1/notifications/mark-as-read', { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toBeDefined();
    const text = await client.post('/api/v1/notifications/mark-as-read', { ids: ['x'] });
    expect(text.statusCode).toBe(422);
  });
});

describe('one member cannot reach another’s notifications', () => {
  it('lists only their own and marking another’s ids changes nothing', async () => {
    const a = await member();
    const b = await member();
    await notifyAndDeliver(t.app, [a.user.id, b.user.id]);
    const aList = (await a.client.get('/api/v1/notifications')).json().pagination.data;
    const bList = (await b.client.get('/api/v1/notifications')).json().pagination.data;
    expect(aList).toHaveLength(1);
    expect(bList).toHaveLength(1);
    expect(aList[0].id).not.toBe(bList[0].id);

    const marked = await a.client.post('/api/v1/notifications/mark-as-read', {
      ids: [bList[0].id],
    });
    expect(marked.json()).toEqual({ unreadCount: 1 });
    await a.client.post('/api/v1/notifications/mark-all-as-read');
    const bAfter = (await b.client.get('/api/v1/notifications')).json();
    expect(bAfter.unreadCount).toBe(1);
    expect(bAfter.pagination.data[0].read_at).toBeNull();
  });

  it('answers visitors 401', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/notifications')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/notifications/mark-all-as-read')).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/notifications/me/subscriptions')).statusCode).toBe(401);
  });
});

describe('while notifications are switched off', () => {
  afterAll(() => t.app.services.settings.save({ 'notifications.integrated': true }));

  it('sends nothing and the routes answer 404', async () => {
    const { user, client } = await member();
    await t.app.services.settings.save({ 'notifications.integrated': false });
    await notifyAndDeliver(t.app, [user.id]);
    const list = await client.get('/api/v1/notifications');
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Not found.');
    expect((await client.post('/api/v1/notifications/mark-all-as-read')).statusCode).toBe(404);
    expect((await client.get('/api/v1/notifications/me/subscriptions')).statusCode).toBe(404);

    await t.app.services.settings.save({ 'notifications.integrated': true });
    expect((await client.get('/api/v1/notifications')).json().unreadCount).toBe(0);
  });
});
