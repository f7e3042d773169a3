import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { membersRating, signedInMember } from '../support/community-factories';
import { postReview, publicReviewIds } from '../support/moderation-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const a = await signedInMember(t, { name: 'Alice Reviewer' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
  visitor = t.client();
});
afterAll(() => t.close());

const list = (client: TestClient, query: Record<string, string> = {}) =>
  client.get('/api/v1/admin/reviews', { query });
const decide = (client: TestClient, decision: string, ids: number[]) =>
  client.post(`/api/v1/admin/reviews/${ids.join(',')}/${decision}`);

describe('GET admin/reviews', () => {
  it('lists the whole site with the title, filtered by title, author, state and text', async () => {
    const title = await buildTitle(t.app);
    const other = await buildTitle(t.app);
    const mine = await postReview(alice, title.id, 'Slow but rewarding, a quiet masterpiece.');
    const theirs = await postReview(bob, title.id);
    const elsewhere = await postReview(alice, other.id);

    const all = await list(admin, { perPage: '100' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id, elsewhere.id]),
    );
    const byTitle = await list(admin, { titleId: String(title.id) });
    expect(byTitle.json().data.map((r: { id: number }) => r.id)).toEqual([theirs.id, mine.id]);
    expect(byTitle.json().data[1]).toMatchObject({
      status: 'published',
      reports_count: 0,
      author: { id: aliceId, name: 'Alice Reviewer', banned_at: null },
      title: {
        id: title.id,
        name: title.name,
        url: expect.stringContaining(`/titles/${title.id}`),
      },
    });
    const byAuthor = await list(admin, { userId: String(aliceId), titleId: String(other.id) });
    expect(byAuthor.json().data.map((r: { id: number }) => r.id)).toEqual([elsewhere.id]);
    const text = await list(admin, { query: 'QUIET MASTERPIECE' });
    expect(text.json().data.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    await decide(admin, 'hide', [mine.id]);
    const hidden = await list(admin, { titleId: String(title.id), state: 'hidden' });
    expect(hidden.json().data.map((r: { id: number }) => r.id)).toEqual([mine.id]);
  });

  it('answers 422 with field errors for bad filters', async () => {
    const response = await list(admin, { state: 'x', to: '2024-13-45', titleId: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['state', 'titleId', 'to']);
  });
});

describe('approve, hide, delete and restore', () => {
  it('hides and deletes from the public and profiles; restore brings back; ratings stay', async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const { user, client } = await signedInMember(t);
    const review = await postReview(client, title.id);
    const kept = await postReview(bob, title.id);
    const rating = await membersRating(visitor, title.id);
    const profile = async () =>
      (await visitor.get(`/api/v1/users/${user.id}/profile`)).json().user.reviews_count;
    const tab = async () =>
      (await visitor.get(`/api/v1/users/${user.id}/reviews`)).json().data.length;
    expect(await publicReviewIds(visitor, title.id)).toEqual([kept.id, review.id]);

    const hide = await decide(admin, 'hide', [review.id]);
    expect(hide.json()).toEqual({ message: 'Reviews hidden.', changed: 1 });
    expect(await publicReviewIds(visitor, title.id)).toEqual([kept.id]);
    expect([await profile(), await tab()]).toEqual([0, 0]);
    // the members' ratings are the members' and stay
    expect(await membersRating(visitor, title.id)).toEqual(rating);

    const restore = await decide(admin, 'restore', [review.id]);
    expect(restore.json()).toEqual({ message: 'Reviews restored.', changed: 1 });
    expect(await publicReviewIds(visitor, title.id)).toEqual([kept.id, review.id]);
    expect([await profile(), await tab()]).toEqual([1, 1]);

    const deleted = await admin.send('DELETE', `/api/v1/admin/reviews/${review.id}`);
    expect(deleted.json()).toEqual({ message: 'Reviews deleted.', changed: 1 });
    expect(await publicReviewIds(visitor, title.id)).toEqual([kept.id]);
    const listed = (await list(admin, { state: 'deleted', titleId: String(title.id) })).json();
    expect(listed.data[0]).toMatchObject({ id: review.id, status: 'deleted' });
    expect(listed.data[0].body).toContain('A careful review');
    await decide(admin, 'restore', [review.id]);
    expect(await publicReviewIds(visitor, title.id)).toEqual([kept.id, review.id]);
  });

  it('approves: published, open reports resolved', async () => {
    const title = await buildTitle(t.app);
    const review = await postReview(alice, title.id);
    await bob.post(`/api/v1/reviews/${review.id}/report`, { reason: 'spoilers' });
    const approve = await decide(admin, 'approve', [review.id]);
    expect(approve.json()).toEqual({ message: 'Reviews approved.', changed: 1 });
    const row = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(row).toMatchObject({ status: 'published', reports_count: 0, reports: [] });
  });

  it('answers 404 when none exists, 422 for malformed ids', async () => {
    for (const decision of ['approve', 'hide', 'restore']) {
      const response = await decide(admin, decision, [999999]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Review not found.');
    }
    const bad = await admin.post('/api/v1/admin/reviews/1,x/approve');
    expect(bad.statusCode).toBe(422);
  });

  it('refuses visitors (401) and members (403); reviews.update is enough, comments.update is not', async () => {
    const title = await buildTitle(t.app);
    const review = await postReview(alice, title.id);
    for (const decision of ['approve', 'hide', 'restore']) {
      expect((await decide(visitor, decision, [review.id])).statusCode).toBe(401);
      expect((await decide(bob, decision, [review.id])).statusCode).toBe(403);
    }
    const commenter = (await signedInMember(t, { permissions: ['comments.update'] })).client;
    expect((await decide(commenter, 'hide', [review.id])).statusCode).toBe(403);
    expect((await list(commenter)).statusCode).toBe(403);
    const moderator = (await signedInMember(t, { permissions: ['reviews.update'] })).client;
    expect((await decide(moderator, 'hide', [review.id])).json().changed).toBe(1);
    expect(await publicReviewIds(visitor, title.id)).toEqual([]);
  });

  it('leaves nothing half-written when a step fails', async () => {
    const title = await buildTitle(t.app);
    const review = await postReview(alice, title.id);
    await bob.post(`/api/v1/reviews/${review.id}/report`, { reason: 'spam' });
    let updates = 0;
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'UpdateQueryNode' && ++updates === 2) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    await expect(modules.reviewModeration.decide('delete', [review.id])).rejects.toThrow(
      'database unavailable',
    );
    const row = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(row).toMatchObject({ status: 'published', reports_count: 1 });
    expect(await publicReviewIds(visitor, title.id)).toEqual([review.id]);
  });
});

describe('POST admin/reviews/{id}/suspend-author', () => {
  const suspend = (client: TestClient, id: number) =>
    client.post(`/api/v1/admin/reviews/${id}/suspend-author`, {});

  it('suspends the author; refuses yourself, an administrator or a review moderator', async () => {
    const title = await buildTitle(t.app);
    const { user, client } = await signedInMember(t);
    const review = await postReview(client, title.id);
    const moderator = await signedInMember(t, { permissions: ['reviews.update'] });
    const done = await suspend(moderator.client, review.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().author).toMatchObject({ id: user.id, banned_at: expect.any(String) });

    const own = await postReview(moderator.client, title.id);
    const self = await suspend(moderator.client, own.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ['You cannot suspend yourself.'] });
    const ofModerator = await suspend(admin, own.id);
    expect(ofModerator.statusCode).toBe(422);
    const adminReview = await postReview(admin, title.id);
    expect((await suspend(moderator.client, adminReview.id)).statusCode).toBe(422);
    expect((await suspend(admin, 999999)).statusCode).toBe(404);
    expect((await suspend(visitor, review.id)).statusCode).toBe(401);
    expect((await suspend(bob, review.id)).statusCode).toBe(403);
  });
});
