import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@common/api/notifications';
import { episodeUrl, listUrl, profileUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { buildTitle } from '../support/catalogue-factories';
import { del, signedInMember } from '../support/community-factories';
import { buildSeries } from '../support/season-admin-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/**
 * The notification types' senders (issue 17 item 3): follows, replies, comments on lists and new
 * episodes of watched series reach the right member with spec 3's data, never the actor.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.settings.save({ 'notifications.integrated': true });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** The member's notifications, newest first, once every queued delivery has run. */
async function inbox(client: TestClient): Promise<Notification[]> {
  await t.app.services.jobs.idle();
  const response = await client.get('/api/v1/notifications');
  expect(response.statusCode).toBe(200);
  return response.json().pagination.data;
}

async function comment(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/v1/comments', body);
  expect(response.statusCode).toBe(200);
  return response.json().comment as { id: number };
}

describe('notification senders', () => {
  it('tells a member who started following them, once, and never the follower', async () => {
    const { client: ann, user: annUser } = await signedInMember(t, { name: 'Ann Follower' });
    const { client: bob, user: bobUser } = await signedInMember(t);
    expect((await ann.post(`/api/v1/users/${bobUser.id}/follow`)).statusCode).toBe(200);
    // following again changes nothing, so it tells nothing
    expect((await ann.post(`/api/v1/users/${bobUser.id}/follow`)).statusCode).toBe(200);

    const received = await inbox(bob);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'new_follower', read_at: null });
    expect(received[0]!.data).toEqual({
      mainAction: { action: profileUrl(annUser), label: 'View profile' },
      image: null,
      lines: [{ type: 'primary', content: '**Ann Follower** started following you' }],
    });
    expect(await inbox(ann)).toEqual([]);
  });

  it("tells a comment's author of a reply, but not the replier, nor anyone of their own reply", async () => {
    const title = await buildTitle(t.app, { name: 'Harbour Lights' });
    const { client: author } = await signedInMember(t);
    const { client: replier } = await signedInMember(t, { name: 'Rae *Replier*' });
    const root = await comment(author, {
      commentable_type: 'title',
      commentable_id: title.id,
      content: 'The ending works.',
    });
    await comment(replier, {
      commentable_type: 'title',
      commentable_id: title.id,
      parent_id: root.id,
      content: 'It really\ndoes.',
    });
    // answering oneself tells nobody
    await comment(author, {
      commentable_type: 'title',
      commentable_id: title.id,
      parent_id: root.id,
      content: 'Agreed with myself.',
    });

    const received = await inbox(author);
    expect(received.map((item) => item.type)).toEqual(['comment_reply']);
    expect(received[0]!.data).toEqual({
      mainAction: { action: titleUrl(title), label: 'View comment' },
      image: null,
      lines: [
        // a name's own asterisks never open bold text
        { type: 'primary', content: '**Rae Replier** replied to your comment on Harbour Lights' },
        { type: 'other', content: 'It really does.' },
      ],
    });
    expect(await inbox(replier)).toEqual([]);
  });

  it("tells a list's owner of comments on it, a reply to them there only once, never their own", async () => {
    const { client: owner } = await signedInMember(t);
    const { client: visitor } = await signedInMember(t, { name: 'Vic Visitor' });
    const created = await owner.post('/api/v1/lists', { name: 'Weekend picks' });
    expect(created.statusCode).toBe(200);
    const list = created.json().list as { id: number };
    const onList = { commentable_type: 'list', commentable_id: list.id };

    const first = await comment(visitor, { ...onList, content: 'Great picks.' });
    const ownReply = await comment(owner, { ...onList, parent_id: first.id, content: 'Thanks!' });
    await comment(visitor, { ...onList, parent_id: ownReply.id, content: 'Any more?' });

    const received = await inbox(owner);
    expect(received.map((item) => item.type)).toEqual(['comment_reply', 'list_activity']);
    expect(received[1]!.data).toEqual({
      mainAction: { action: listUrl(list), label: 'View list' },
      image: null,
      lines: [
        { type: 'primary', content: '**Vic Visitor** commented on your list Weekend picks' },
        { type: 'other', content: 'Great picks.' },
      ],
    });
    expect(received[0]!.data.lines[0]).toEqual({
      type: 'primary',
      content: '**Vic Visitor** replied to your comment on Weekend picks',
    });
    // the visitor hears of the owner's reply, the owner never of their own comment
    expect((await inbox(visitor)).map((item) => item.type)).toEqual(['comment_reply']);

    const hidden = await owner.post('/api/v1/lists', { name: 'Secret', public: false });
    const refused = await visitor.post('/api/v1/comments', {
      commentable_type: 'list',
      commentable_id: hidden.json().list.id,
      content: 'Hello?',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('List not found.');
  });

  it('tells the members watching a series of its new episode, not others nor the admin', async () => {
    const series = await buildSeries(t.app, 'Night Shift');
    await t.app.services.db
      .updateTable('titles')
      .set({ poster: 'https://images.example/night-shift.jpg' })
      .where('id', '=', series.id)
      .execute();
    const season = await admin.post('/api/v1/admin/seasons', { title_id: series.id, number: 1 });
    expect(season.statusCode).toBe(200);
    const { client: watcher } = await signedInMember(t);
    const { client: stranger } = await signedInMember(t);
    const { client: leaver } = await signedInMember(t);
    for (const client of [watcher, leaver, admin]) {
      expect((await client.post('/api/v1/watchlist', { title_id: series.id })).statusCode).toBe(
        200,
      );
    }
    expect((await del(leaver, `/api/v1/watchlist/${series.id}`)).statusCode).toBe(200);

    const added = await admin.post('/api/v1/admin/episodes', {
      title_id: series.id,
      season: 1,
      name: 'Pilot',
    });
    expect(added.statusCode).toBe(200);

    const received = await inbox(watcher);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'watchlist_new_episode' });
    expect(received[0]!.data).toEqual({
      mainAction: { action: episodeUrl(series, 1, 1), label: 'View episode' },
      image: 'https://images.example/night-shift.jpg',
      lines: [
        { type: 'primary', content: 'New episode of **Night Shift**' },
        { type: 'other', content: 'S1E1: Pilot' },
      ],
    });
    for (const client of [stranger, leaver, admin]) expect(await inbox(client)).toEqual([]);
  });
});
