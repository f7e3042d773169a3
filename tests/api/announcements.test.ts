import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@common/api/notifications';
import { expectFieldErrors, signedInMember } from '../support/community-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/** Admin announcements (issue 17): POST notifications/announcements. */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.settings.save({ 'notifications.integrated': true });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const PATH = '/api/v1/notifications/announcements';

async function inbox(client: TestClient): Promise<Notification[]> {
  await t.app.services.jobs.idle();
  const response = await client.get('/api/v1/notifications');
  expect(response.statusCode).toBe(200);
  return response.json().pagination.data;
}

async function activeMembers(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('banned_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function roleHeldBy(userIds: number[]): Promise<number> {
  const response = await admin.post('/api/v1/roles', { name: `Critics ${Date.now()}` });
  expect(response.statusCode).toBe(200);
  const roleId = response.json().role.id as number;
  for (const id of userIds) await t.app.services.repositories.roles.attachToUser(id, [roleId]);
  return roleId;
}

describe('POST notifications/announcements', () => {
  it('reaches every member who is not banned, in-app, with its link', async () => {
    const { client: member } = await signedInMember(t);
    await buildUser(t.app, { overrides: { banned_at: new Date().toISOString() } });
    const expected = await activeMembers();

    const response = await admin.post(PATH, {
      subject: '  Scheduled maintenance  ',
      body: 'The site is down on Sunday from 2 to 3.',
      action: { label: 'Read more', url: '/pages/maintenance' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: expected });

    const received = await inbox(member);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'announcement', read_at: null });
    expect(received[0]!.data).toEqual({
      mainAction: { action: '/pages/maintenance', label: 'Read more' },
      image: null,
      lines: [
        { type: 'primary', content: 'Scheduled maintenance' },
        { type: 'other', content: 'The site is down on Sunday from 2 to 3.' },
      ],
    });
  });

  it('reaches only the holders of the given roles who are not banned, linking https URLs', async () => {
    const { client: holder, user: holderUser } = await signedInMember(t);
    const { client: outsider } = await signedInMember(t);
    const banned = await buildUser(t.app, { overrides: { banned_at: new Date().toISOString() } });
    const roleId = await roleHeldBy([holderUser.id, banned.id]);
    const before = (await inbox(outsider)).length;

    const response = await admin.post(PATH, {
      subject: 'Critics screening',
      body: 'Friday at eight.',
      action: { label: 'Tickets', url: 'https://tickets.example/critics' },
      roleIds: [roleId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: 1 });

    const [latest] = await inbox(holder);
    expect(latest!.data.mainAction).toEqual({
      action: 'https://tickets.example/critics',
      label: 'Tickets',
    });
    expect(latest!.data.lines[0]!.content).toBe('Critics screening');
    expect(await inbox(outsider)).toHaveLength(before);
  });

  it('refuses visitors (401) and members without notifications.update (403)', async () => {
    const body = { subject: 'Hi', body: 'There' };
    expect((await t.client().post(PATH, body)).statusCode).toBe(401);
    const { client: member } = await signedInMember(t);
    expect((await member.post(PATH, body)).statusCode).toBe(403);
  });

  it('refuses an empty subject, an unknown role and a link that is not a path or https', async () => {
    const valid = { subject: 'Hello', body: 'Welcome.' };
    const empty = await admin.post(PATH, { ...valid, subject: '   ' });
    expectFieldErrors(empty, ['subject']);
    expect(empty.json().errors.subject).toEqual(['The subject field is required.']);

    const unknownRole = await admin.post(PATH, { ...valid, roleIds: [987654] });
    expectFieldErrors(unknownRole, ['roleIds']);
    expect(unknownRole.json().errors.roleIds).toEqual(['Some of the selected roles do not exist.']);

    for (const url of ['javascript:alert(1)', 'http://plain.example', '//evil.example/x']) {
      const refused = await admin.post(PATH, { ...valid, action: { label: 'Open', url } });
      expectFieldErrors(refused, ['action.url']);
      expect(refused.json().errors['action.url']).toEqual([
        'The link must be a path on this site (/…) or an https:// address.',
      ]);
    }
  });
});
