import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import {
  buildEpisode,
  buildNewsArticle,
  countingModules,
  del,
  expectFieldErrors,
  put,
  signedInMember,
  withoutGuestTitlesView,
} from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE_KEYS = [
  'comments_count',
  'created_at',
  'followed_users_count',
  'followers_count',
  'id',
  'image',
  'is_followed',
  'lists_count',
  'name',
  'ratings_count',
  'reviews_count',
].sort();

const profileOf = async (client: TestClient, userId: number) => {
  const response = await client.get(`/api/v1/users/${userId}/profile`);
  expect(response.statusCode).toBe(200);
  return response.json().user;
};

const follow = (client: TestClient, userId: number) =>
  client.post(`/api/v1/users/${userId}/follow`);

describe('GET users/{id}/profile', () => {
  it('answers public fields and counts; lists count private ones only for the member', async () => {
    const { client: owner, user } = await signedInMember(t, { name: 'Profile Owner' });
    const { client: fan } = await signedInMember(t);
    const { client: other, user: otherUser } = await signedInMember(t);
    const title = await buildTitle(t.app);
    const second = await buildTitle(t.app);
    await owner.post('/api/v1/lists', { name: 'Open' });
    await owner.post('/api/v1/lists', { name: 'Hidden', public: false });
    await put(owner, `/api/v1/titles/${title.id}/rating`, { rating: 7 });
    await owner.post(`/api/v1/titles/${second.id}/reviews`, {
      rating: 9,
      body: 'Worth every minute.',
    });
    const kept = await owner.post('/api/v1/comments', {
      commentable_type: 'title',
      commentable_id: title.id,
      content: 'kept',
    });
    const gone = await owner.post('/api/v1/comments', {
      commentable_type: 'title',
      commentable_id: title.id,
      content: 'gone',
    });
    await del(owner, `/api/v1/comments/${gone.json().comment.id}`);
    expect(kept.statusCode).toBe(200);
    await follow(fan, user.id);
    await follow(other, user.id);
    await follow(owner, otherUser.id);

    const seenByGuest = await profileOf(t.client(), user.id);
    expect(Object.keys(seenByGuest).sort()).toEqual(PROFILE_KEYS);
    expect(seenByGuest).toMatchObject({
      id: user.id,
      name: 'Profile Owner',
      image: null,
      followers_count: 2,
      followed_users_count: 1,
      lists_count: 1,
      ratings_count: 2,
      reviews_count: 1,
      comments_count: 1,
      is_followed: null,
    });
    expect((await profileOf(owner, user.id)).lists_count).toBe(2);
    expect((await profileOf(owner, user.id)).is_followed).toBeNull();
    expect((await profileOf(fan, user.id)).is_followed).toBe(true);
    expect((await profileOf(owner, otherUser.id)).is_followed).toBe(true);
    expect((await profileOf(fan, otherUser.id)).is_followed).toBe(false);
  });

  it('answers 404 for missing and banned members, 422 for a bad id', async () => {
    const { user } = await signedInMember(t, {
      overrides: { banned_at: new Date().toISOString() },
    });
    const viewer = (await signedInMember(t)).client;
    expect((await viewer.get(`/api/v1/users/${user.id}/profile`)).statusCode).toBe(404);
    expect((await viewer.get(`/api/v1/users/${user.id}/lists`)).statusCode).toBe(404);
    expect((await follow(viewer, user.id)).statusCode).toBe(404);
    expect((await viewer.get('/api/v1/users/999999/profile')).statusCode).toBe(404);
    expect((await viewer.get('/api/v1/users/abc/profile')).statusCode).toBe(422);
  });

  it('refuses visitors when the guest role lacks titles.view', async () => {
    const { user } = await signedInMember(t);
    const restore = await withoutGuestTitlesView(t.app);
    try {
      for (const path of ['profile', 'lists', 'followers']) {
        expect((await t.client().get(`/api/v1/users/${user.id}/${path}`)).statusCode).toBe(401);
      }
    } finally {
      await restore();
    }
  });

  it('leaves the own-account route users/{id} to the account module', async () => {
    const { client, user } = await signedInMember(t);
    const account = (await client.get(`/api/v1/users/${user.id}`)).json().user;
    expect(account.email).toBe(user.email);
    const profile = await profileOf(client, user.id);
    expect(profile.email).toBeUndefined();
  });
});

describe('profile tabs', () => {
  it('lists: public ones for others, all for the member, newest updated first', async () => {
    const { client: owner, user } = await signedInMember(t);
    const open = (await owner.post('/api/v1/lists', { name: 'Open' })).json().list;
    const hidden = (await owner.post('/api/v1/lists', { name: 'Hidden', public: false })).json()
      .list;
    const others = (await t.client().get(`/api/v1/users/${user.id}/lists`)).json();
    expect(others.data.map((l: { id: number }) => l.id)).toEqual([open.id]);
    expect(others.total).toBe(1);
    const mine = (await owner.get(`/api/v1/users/${user.id}/lists`)).json();
    expect(mine.data.map((l: { id: number }) => l.id).sort()).toEqual([open.id, hidden.id].sort());
  });

  it('ratings and reviews come with their titles, newest first, paged', async () => {
    const { client, user } = await signedInMember(t);
    const titles = [];
    for (let n = 0; n < 3; n++) titles.push(await buildTitle(t.app, { name: `Rated ${n}` }));
    for (const [n, title] of titles.entries()) {
      await put(client, `/api/v1/titles/${title.id}/rating`, { rating: n + 5 });
    }
    await t.app.services.db
      .updateTable('ratings')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('title_id', '=', titles[2]!.id)
      .execute();
    const ratings = (
      await t.client().get(`/api/v1/users/${user.id}/ratings`, { query: { perPage: '2' } })
    ).json();
    expect(ratings).toMatchObject({ total: 3, last_page: 2 });
    expect(ratings.data.map((r: { rating: number }) => r.rating)).toEqual([6, 5]);
    expect(ratings.data[0].title).toMatchObject({ id: titles[1]!.id, name: 'Rated 1' });
    const last = (
      await t
        .client()
        .get(`/api/v1/users/${user.id}/ratings`, { query: { perPage: '2', page: '2' } })
    ).json();
    expect(last.data.map((r: { title: { id: number } }) => r.title.id)).toEqual([titles[2]!.id]);

    await client.post(`/api/v1/titles/${titles[0]!.id}/reviews`, {
      rating: 8,
      body: 'An honest review of it.',
    });
    const reviews = (await t.client().get(`/api/v1/users/${user.id}/reviews`)).json();
    expect(reviews.total).toBe(1);
    expect(reviews.data[0]).toMatchObject({
      rating: 8,
      user: { id: user.id },
      title: { id: titles[0]!.id, name: 'Rated 0' },
    });
  });

  it('comments name and link what they were written on; deleted ones are left out', async () => {
    const { client, user } = await signedInMember(t);
    const title = await buildTitle(t.app, { name: 'The Long Goodbye' });
    const { title: series, episode } = await buildEpisode(t.app, 'Night Shift');
    const article = await buildNewsArticle(t.app, 'Festival line-up announced');
    const post = async (commentable_type: string, commentable_id: number, content: string) =>
      (await client.post('/api/v1/comments', { commentable_type, commentable_id, content })).json()
        .comment;
    await post('title', title.id, 'on the title');
    await post('episode', episode.id, 'on the episode');
    await post('news', article.id, 'on the news');
    const removed = await post('title', title.id, 'removed');
    await del(client, `/api/v1/comments/${removed.id}`);
    const stamps = ['2020-01-03', '2020-01-02', '2020-01-01'];
    for (const [index, content] of ['on the title', 'on the episode', 'on the news'].entries()) {
      await t.app.services.db
        .updateTable('comments')
        .set({ created_at: `${stamps[index]}T00:00:00.000Z` })
        .where('content', '=', content)
        .where('user_id', '=', user.id)
        .execute();
    }
    const page = (await t.client().get(`/api/v1/users/${user.id}/comments`)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((c: { commentable: unknown }) => c.commentable)).toEqual([
      {
        type: 'title',
        id: title.id,
        name: 'The Long Goodbye',
        url: `/titles/${title.id}/the-long-goodbye`,
      },
      {
        type: 'episode',
        id: episode.id,
        name: 'Night Shift: The Second One',
        url: `/titles/${series.id}/night-shift/season/1/episode/2`,
      },
      {
        type: 'news',
        id: article.id,
        name: 'Festival line-up announced',
        url: `/news/${article.id}`,
      },
    ]);
  });

  it('reads a page of comments, their authors and what they are on in a fixed number of queries', async () => {
    const { client, user } = await signedInMember(t);
    const { services, queriesOf } = countingModules(t);
    const comment = (commentable_type: string, commentable_id: number) =>
      client.post('/api/v1/comments', { commentable_type, commentable_id, content: 'counted' });
    const commentOnThreeThings = async () => {
      const title = await buildTitle(t.app);
      const { episode } = await buildEpisode(t.app, `Series for ${title.id}`);
      const article = await buildNewsArticle(t.app, `News for ${title.id}`);
      await comment('title', title.id);
      await comment('episode', episode.id);
      await comment('news', article.id);
    };
    const page = () => services.profiles.comments(user.id, { page: 1, perPage: 50 });
    await commentOnThreeThings();
    const few = await queriesOf(page);
    await commentOnThreeThings();
    await commentOnThreeThings();
    const many = await queriesOf(page);
    expect(few.result.data).toHaveLength(3);
    expect(many.result.data).toHaveLength(9);
    expect(many.result.data.filter((c) => c.commentable && c.user)).toHaveLength(9);
    expect(many.queries).toBe(few.queries);
  });

  it('reads a page of followers in a fixed number of queries', async () => {
    const { user: star } = await signedInMember(t);
    const { services, queriesOf } = countingModules(t);
    const addFan = async () => follow((await signedInMember(t)).client, star.id);
    const page = () => services.profiles.follows(star.id, 'followers', { page: 1, perPage: 50 });
    await addFan();
    const few = await queriesOf(page);
    await addFan();
    await addFan();
    const many = await queriesOf(page);
    expect(many.result.data).toHaveLength(3);
    expect(many.queries).toBe(few.queries);
  });

  it('followers and followed users are public users, the latest follow first', async () => {
    const { user: star } = await signedInMember(t, { name: 'Star' });
    const fans = [];
    for (let n = 0; n < 3; n++) fans.push(await signedInMember(t, { name: `Fan ${n}` }));
    for (const fan of fans) await follow(fan.client, star.id);
    for (const [index, fan] of fans.entries()) {
      await t.app.services.db
        .updateTable('follows')
        .set({ created_at: `2020-01-0${index + 1}T00:00:00.000Z` })
        .where('follower_id', '=', fan.user.id)
        .execute();
    }
    const followers = (
      await t.client().get(`/api/v1/users/${star.id}/followers`, { query: { perPage: '2' } })
    ).json();
    expect(followers).toMatchObject({ total: 3, last_page: 2 });
    expect(followers.data).toEqual([
      { id: fans[2]!.user.id, name: 'Fan 2', image: null },
      { id: fans[1]!.user.id, name: 'Fan 1', image: null },
    ]);
    const followed = (
      await t.client().get(`/api/v1/users/${fans[0]!.user.id}/followed-users`)
    ).json();
    expect(followed.data).toEqual([{ id: star.id, name: 'Star', image: null }]);
    expectFieldErrors(
      await t.client().get(`/api/v1/users/${star.id}/followers`, { query: { page: 'x' } }),
      ['page'],
    );
  });
});

describe('follow and unfollow', () => {
  it('follows idempotently, answers the profile, and unfollows', async () => {
    const { client } = await signedInMember(t);
    const { user: target } = await signedInMember(t);
    const first = await follow(client, target.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      id: target.id,
      followers_count: 1,
      is_followed: true,
    });
    expect((await follow(client, target.id)).json().user.followers_count).toBe(1);
    const undone = await del(client, `/api/v1/users/${target.id}/follow`);
    expect(undone.json().user).toMatchObject({ followers_count: 0, is_followed: false });
  });

  it('refuses following yourself (422), missing members (404) and guests (401)', async () => {
    const { client, user } = await signedInMember(t);
    const self = await follow(client, user.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ['You cannot follow yourself.'] });
    expect((await follow(client, 999999)).statusCode).toBe(404);
    expect((await follow(t.client(), user.id)).statusCode).toBe(401);
    expect((await del(t.client(), `/api/v1/users/${user.id}/follow`)).statusCode).toBe(401);
  });
});
