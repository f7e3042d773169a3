import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { countingModules, membersRating, signedInMember } from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const a = await signedInMember(t, { name: 'Alice Admin-Tab' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
});
afterAll(() => t.close());

const BODY = 'A patient, luminous film about memory.';

async function review(client: TestClient, titleId: number, rating = 8) {
  const response = await client.post(`/api/v1/titles/${titleId}/reviews`, { rating, body: BODY });
  expect(response.statusCode).toBe(200);
  return response.json().review as { id: number };
}

async function comment(client: TestClient, titleId: number, parentId?: number) {
  const response = await client.post('/api/v1/comments', {
    commentable_type: 'title',
    commentable_id: titleId,
    content: `Comment ${Date.now()}`,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().comment as { id: number };
}

async function publicReviews(titleId: number) {
  const response = await alice.get(`/api/v1/titles/${titleId}/reviews`);
  return (response.json().data as Array<{ id: number }>).map((row) => row.id);
}

async function publicThread(titleId: number) {
  const response = await alice.get('/api/v1/comments', {
    query: { commentable_type: 'title', commentable_id: String(titleId) },
  });
  return response.json().data as Array<{
    id: number;
    deleted: boolean;
    content: string;
    replies: Array<{ id: number }>;
  }>;
}

async function member(permissions: string[] = []) {
  return (await signedInMember(t, { permissions })).client;
}

describe("a title's reviews in the admin", () => {
  it('lists them newest first with author, rating and text, paginated', async () => {
    const title = await buildTitle(t.app);
    const first = await review(alice, title.id, 9);
    const second = await review(bob, title.id, 4);
    const other = await buildTitle(t.app);
    await review(alice, other.id);

    const page = await admin.get('/api/v1/admin/reviews', {
      query: { titleId: String(title.id), perPage: '1' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, last_page: 2, current_page: 1 });
    expect(page.json().data).toEqual([expect.objectContaining({ id: second.id, rating: 4 })]);
    const next = await admin.get('/api/v1/admin/reviews', {
      query: { titleId: String(title.id), perPage: '1', page: '2' },
    });
    expect(next.json().data[0]).toMatchObject({
      id: first.id,
      title_id: title.id,
      rating: 9,
      headline: null,
      body: BODY,
      user: { id: aliceId, name: 'Alice Admin-Tab', image: null },
    });
    expect(Object.keys(next.json().data[0].user).sort()).toEqual(['id', 'image', 'name']);
  });

  it('reads authors in bulk: the same queries for one review or ten', async () => {
    const { services, queriesOf } = countingModules(t);
    const small = await buildTitle(t.app);
    await review(alice, small.id);
    const large = await buildTitle(t.app);
    for (let i = 0; i < 10; i++) await review(await member(), large.id);
    const one = await queriesOf(() =>
      services.reviewModeration.list({ titleId: small.id, page: 1, perPage: 15, ids: [] }),
    );
    const ten = await queriesOf(() =>
      services.reviewModeration.list({ titleId: large.id, page: 1, perPage: 15, ids: [] }),
    );
    expect(ten.result.data).toHaveLength(10);
    expect(ten.queries).toBe(one.queries);
  });

  it('validates the query (422)', async () => {
    // without a title, the whole site's reviews (issue 15's moderation)
    expect((await admin.get('/api/v1/admin/reviews')).statusCode).toBe(200);
    const bad = await admin.get('/api/v1/admin/reviews', {
      query: { titleId: 'x', perPage: '500' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['perPage', 'titleId']);
    expect((await admin.send('DELETE', '/api/v1/admin/reviews/x,')).statusCode).toBe(422);
  });

  it('deletes in bulk (restorably): gone from the public list, the members keep their ratings', async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const a = await review(alice, title.id, 10);
    const b = await review(bob, title.id, 6);
    const carol = await member();
    const c = await review(carol, title.id, 2);
    expect(await publicReviews(title.id)).toHaveLength(3);
    const before = await membersRating(alice, title.id);

    const response = await admin.send('DELETE', `/api/v1/admin/reviews/${a.id},${b.id},999999`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reviews deleted.', changed: 2 });
    expect(await publicReviews(title.id)).toEqual([c.id]);
    expect(await membersRating(alice, title.id)).toEqual(before);
    // already deleted: found, nothing changes; gone: 404
    const again = await admin.send('DELETE', `/api/v1/admin/reviews/${a.id}`);
    expect(again.json()).toEqual({ message: 'Reviews deleted.', changed: 0 });
    const gone = await admin.send('DELETE', '/api/v1/admin/reviews/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Review not found.');
    // a moderator's delete can be undone, so the review still holds the author's one review
    const rewrite = await alice.post(`/api/v1/titles/${title.id}/reviews`, {
      rating: 7,
      body: BODY,
    });
    expect(rewrite.statusCode).toBe(422);
  });

  it('refuses visitors (401) and members (403); reviews.update alone sees reviews, not comments', async () => {
    const title = await buildTitle(t.app);
    const own = await review(alice, title.id);
    const list = (client: TestClient) =>
      client.get('/api/v1/admin/reviews', { query: { titleId: String(title.id) } });
    expect((await list(t.client())).statusCode).toBe(401);
    expect((await t.client().send('DELETE', `/api/v1/admin/reviews/${own.id}`)).statusCode).toBe(
      401,
    );
    // a member may not delete even their own review here
    expect((await list(alice)).statusCode).toBe(403);
    expect((await alice.send('DELETE', `/api/v1/admin/reviews/${own.id}`)).statusCode).toBe(403);
    expect(await publicReviews(title.id)).toEqual([own.id]);

    const moderator = await member(['reviews.update']);
    expect((await list(moderator)).json().total).toBe(1);
    const comments = await moderator.get('/api/v1/admin/comments', {
      query: { titleId: String(title.id) },
    });
    expect(comments.statusCode).toBe(403);
    expect((await moderator.send('DELETE', `/api/v1/admin/reviews/${own.id}`)).statusCode).toBe(
      200,
    );
    expect(await publicReviews(title.id)).toEqual([]);
  });
});

describe("a title's comments in the admin", () => {
  it('lists every comment newest first with author, depth and the deleted flag', async () => {
    const title = await buildTitle(t.app);
    const root = await comment(alice, title.id);
    const reply = await comment(bob, title.id, root.id);
    await alice.send('DELETE', `/api/v1/comments/${root.id}`);
    const page = await admin.get('/api/v1/admin/comments', {
      query: { titleId: String(title.id) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(2);
    const [first, second] = page.json().data;
    expect(first).toMatchObject({ id: reply.id, depth: 1, deleted: false, parent_id: root.id });
    expect(first.user).toMatchObject({ name: expect.any(String) });
    expect(first.content).not.toBe('');
    expect(second).toMatchObject({ id: root.id, depth: 0, deleted: true, content: '', user: null });
    const missing = await admin.get('/api/v1/admin/comments', { query: { titleId: '0' } });
    expect(missing.statusCode).toBe(422);
  });

  it('deletes in bulk (restorably): a comment with shown replies keeps its place without text', async () => {
    const title = await buildTitle(t.app);
    const keeper = await comment(alice, title.id);
    await comment(bob, title.id, keeper.id);
    const lone = await comment(bob, title.id);
    const parent = await comment(alice, title.id);
    const lastReply = await comment(bob, title.id, parent.id);
    await admin.send('DELETE', `/api/v1/comments/${parent.id}`);
    expect((await publicThread(title.id)).map((c) => c.id)).toEqual([
      parent.id,
      lone.id,
      keeper.id,
    ]);

    const response = await admin.send(
      'DELETE',
      `/api/v1/admin/comments/${keeper.id},${lone.id},${lastReply.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Comments deleted.', changed: 3 });
    const thread = await publicThread(title.id);
    // the author-deleted parent holds no shown reply any more; the one with a reply stays, emptied
    expect(thread.map((c) => [c.id, c.deleted, c.content])).toEqual([[keeper.id, true, '']]);
    expect(thread[0]!.replies).toHaveLength(1);
    // the moderators still read the text, to restore it
    const listed = await admin.get('/api/v1/admin/comments', {
      query: { titleId: String(title.id), state: 'deleted' },
    });
    expect(
      listed
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([keeper.id, lone.id, lastReply.id].sort());
    expect(listed.json().data[0].content).not.toBe('');
    const again = await admin.send('DELETE', `/api/v1/admin/comments/${keeper.id}`);
    expect(again.json()).toEqual({ message: 'Comments deleted.', changed: 0 });
    const gone = await admin.send('DELETE', '/api/v1/admin/comments/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Comment not found.');
  });

  it('leaves nothing half-deleted when a step fails', async () => {
    const title = await buildTitle(t.app);
    const [a, b] = [await comment(alice, title.id), await comment(bob, title.id)];
    let deletes = 0;
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'UpdateQueryNode' && ++deletes === 2) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    await expect(modules.commentModeration.decide('delete', [a.id, b.id])).rejects.toThrow(
      'database unavailable',
    );
    expect((await publicThread(title.id)).map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses visitors (401) and members (403); comments.update is enough', async () => {
    const title = await buildTitle(t.app);
    const own = await comment(alice, title.id);
    const list = (client: TestClient) =>
      client.get('/api/v1/admin/comments', { query: { titleId: String(title.id) } });
    expect((await list(t.client())).statusCode).toBe(401);
    expect((await t.client().send('DELETE', `/api/v1/admin/comments/${own.id}`)).statusCode).toBe(
      401,
    );
    expect((await list(alice)).statusCode).toBe(403);
    expect((await alice.send('DELETE', `/api/v1/admin/comments/${own.id}`)).statusCode).toBe(403);
    const moderator = await member(['comments.update']);
    expect((await list(moderator)).json().total).toBe(1);
    expect(
      (await moderator.get('/api/v1/admin/reviews', { query: { titleId: String(title.id) } }))
        .statusCode,
    ).toBe(403);
    expect((await moderator.send('DELETE', `/api/v1/admin/comments/${own.id}`)).statusCode).toBe(
      200,
    );
    expect(await publicThread(title.id)).toEqual([]);
  });
});
