import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { signedInMember } from '../support/community-factories';
import { buildUser } from '../support/factories';
import { postComment, publicThread } from '../support/moderation-factories';
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
  const a = await signedInMember(t, { name: 'Alice Moderated' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
  visitor = t.client();
});
afterAll(() => t.close());

const list = (client: TestClient, query: Record<string, string> = {}) =>
  client.get('/api/v1/admin/comments', { query });
const decide = (client: TestClient, decision: string, ids: number[]) =>
  client.post(`/api/v1/admin/comments/${ids.join(',')}/${decision}`);

describe('GET admin/comments', () => {
  it('lists the whole site, filtered by title, author, state, dates and text', async () => {
    const title = await buildTitle(t.app);
    const other = await buildTitle(t.app);
    const mine = await postComment(alice, title.id);
    const theirs = await postComment(bob, title.id);
    const elsewhere = await postComment(alice, other.id);

    const all = await list(admin, { perPage: '100' });
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id, elsewhere.id]));

    const byTitle = await list(admin, { titleId: String(title.id) });
    expect(byTitle.json().data.map((c: { id: number }) => c.id)).toEqual([theirs.id, mine.id]);
    const first = byTitle.json().data[1];
    expect(first).toMatchObject({
      status: 'published',
      reports_count: 0,
      reports: [],
      author: { id: aliceId, name: 'Alice Moderated', banned_at: null },
      commentable: { type: 'title', id: title.id, name: title.name },
    });

    const byAuthor = await list(admin, { userId: String(aliceId), titleId: String(other.id) });
    expect(byAuthor.json().data.map((c: { id: number }) => c.id)).toEqual([elsewhere.id]);

    await decide(admin, 'hide', [mine.id]);
    const hidden = await list(admin, { titleId: String(title.id), state: 'hidden' });
    expect(hidden.json().data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const published = await list(admin, { titleId: String(title.id), state: 'published' });
    expect(published.json().data.map((c: { id: number }) => c.id)).toEqual([theirs.id]);

    const text = await list(admin, { titleId: String(title.id), query: 'ABOUT THE FILM' });
    expect(text.json().total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await list(admin, { titleId: String(title.id), from: today, to: today });
    expect(dated.json().total).toBe(2);
    const past = await list(admin, { titleId: String(title.id), to: '2001-01-01' });
    expect(past.json().total).toBe(0);
  });

  it('answers 422 with field errors for bad filters', async () => {
    const response = await list(admin, {
      state: 'lost',
      from: 'yesterday',
      userId: 'x',
      perPage: '500',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'from',
      'perPage',
      'state',
      'userId',
    ]);
    expect(response.json().errors.state).toEqual([
      'The state must be published, hidden, deleted or reported.',
    ]);
  });
});

describe('the title and author filter options', () => {
  it('finds titles and authors by name, or by id, for comments.update holders only', async () => {
    const title = await buildTitle(t.app, { name: 'Zyxwv Moderation Film' });
    const moderator = (await signedInMember(t, { permissions: ['comments.update'] })).client;
    const titles = await moderator.get('/api/v1/admin/comments/titles', {
      query: { query: 'zyxwv' },
    });
    expect(titles.statusCode).toBe(200);
    expect(titles.json().data).toEqual([{ id: title.id, name: title.name, year: title.year }]);
    const byId = await moderator.get('/api/v1/admin/comments/titles', {
      query: { ids: String(title.id) },
    });
    expect(byId.json().data.map((row: { id: number }) => row.id)).toEqual([title.id]);
    const authors = await moderator.get('/api/v1/admin/comments/authors', {
      query: { query: 'alice moder' },
    });
    expect(authors.json().data).toEqual([{ id: aliceId, name: 'Alice Moderated', image: null }]);
    const authorById = await moderator.get('/api/v1/admin/comments/authors', {
      query: { ids: String(aliceId) },
    });
    expect(authorById.json().data.map((row: { id: number }) => row.id)).toEqual([aliceId]);
    const bad = await moderator.get('/api/v1/admin/comments/authors', { query: { ids: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect((await bob.get('/api/v1/admin/comments/authors')).statusCode).toBe(403);
    expect((await visitor.get('/api/v1/admin/comments/titles')).statusCode).toBe(401);
    const reviewer = (await signedInMember(t, { permissions: ['reviews.update'] })).client;
    expect((await reviewer.get('/api/v1/admin/comments/titles')).statusCode).toBe(403);
    expect((await reviewer.get('/api/v1/admin/reviews/titles')).statusCode).toBe(200);
  });
});

describe('approve, hide, delete and restore', () => {
  it('hides a comment from the public; one with replies keeps its place; restore brings it back', async () => {
    const title = await buildTitle(t.app);
    const lone = await postComment(alice, title.id);
    const parent = await postComment(alice, title.id);
    const reply = await postComment(bob, title.id, parent.id);
    expect((await publicThread(visitor, title.id)).map((c) => c.id)).toEqual([parent.id, lone.id]);

    const hide = await decide(admin, 'hide', [lone.id, parent.id]);
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ message: 'Comments hidden.', changed: 2 });
    const thread = await publicThread(visitor, title.id);
    expect(thread.map((c) => [c.id, c.deleted, c.content, c.user])).toEqual([
      [parent.id, true, '', null],
    ]);
    expect(thread[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    // hiding again changes nothing
    expect((await decide(admin, 'hide', [lone.id])).json().changed).toBe(0);

    const restore = await decide(admin, 'restore', [lone.id, parent.id]);
    expect(restore.json()).toEqual({ message: 'Comments restored.', changed: 2 });
    const back = await publicThread(visitor, title.id);
    expect(back.map((c) => [c.id, c.deleted])).toEqual([
      [parent.id, false],
      [lone.id, false],
    ]);
  });

  it('deletes as a moderator (text kept, restorable) and keeps hidden items off profiles', async () => {
    const title = await buildTitle(t.app);
    const { user, client } = await signedInMember(t);
    const comment = await postComment(client, title.id);
    const profile = async () =>
      (await visitor.get(`/api/v1/users/${user.id}/profile`)).json().user.comments_count;
    const tab = async () =>
      (await visitor.get(`/api/v1/users/${user.id}/comments`)).json().data.length;
    expect([await profile(), await tab()]).toEqual([1, 1]);

    const deleted = await admin.send('DELETE', `/api/v1/admin/comments/${comment.id}`);
    expect(deleted.json()).toEqual({ message: 'Comments deleted.', changed: 1 });
    expect(await publicThread(visitor, title.id)).toEqual([]);
    expect([await profile(), await tab()]).toEqual([0, 0]);
    const listed = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(listed).toMatchObject({ id: comment.id, status: 'deleted', deleted: false });
    expect(listed.content).toContain('A comment about the film');

    await decide(admin, 'restore', [comment.id]);
    expect((await publicThread(visitor, title.id)).map((c) => c.id)).toEqual([comment.id]);
    expect([await profile(), await tab()]).toEqual([1, 1]);
  });

  it('approves: published, open reports resolved, reported ones no longer first', async () => {
    const title = await buildTitle(t.app);
    const comment = await postComment(alice, title.id);
    await bob.post(`/api/v1/comments/${comment.id}/report`, { reason: 'spam' });
    const reported = await list(admin, { titleId: String(title.id), state: 'reported' });
    expect(reported.json().data[0]).toMatchObject({ id: comment.id, reports_count: 1 });

    const approve = await decide(admin, 'approve', [comment.id]);
    expect(approve.json()).toEqual({ message: 'Comments approved.', changed: 1 });
    const after = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(after).toMatchObject({ status: 'published', reports_count: 0, reports: [] });
    expect((await list(admin, { titleId: String(title.id), state: 'reported' })).json().total).toBe(
      0,
    );
  });

  it('answers 404 when none of the comments exists, 422 for malformed ids', async () => {
    for (const decision of ['approve', 'hide', 'restore']) {
      const response = await decide(admin, decision, [999999]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comment not found.');
    }
    expect((await admin.send('DELETE', '/api/v1/admin/comments/999999')).statusCode).toBe(404);
    const bad = await admin.post('/api/v1/admin/comments/x,/hide');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ids.0']);
  });

  it('refuses visitors (401) and members (403); comments.update is enough, reviews.update is not', async () => {
    const title = await buildTitle(t.app);
    const comment = await postComment(alice, title.id);
    for (const decision of ['approve', 'hide', 'restore']) {
      expect((await decide(visitor, decision, [comment.id])).statusCode).toBe(401);
      expect((await decide(bob, decision, [comment.id])).statusCode).toBe(403);
    }
    expect((await list(visitor)).statusCode).toBe(401);
    expect((await list(bob)).statusCode).toBe(403);
    const reviewer = (await signedInMember(t, { permissions: ['reviews.update'] })).client;
    expect((await decide(reviewer, 'hide', [comment.id])).statusCode).toBe(403);
    const moderator = (await signedInMember(t, { permissions: ['comments.update'] })).client;
    expect((await decide(moderator, 'hide', [comment.id])).json().changed).toBe(1);
    expect(await publicThread(visitor, title.id)).toEqual([]);
    expect((await decide(moderator, 'restore', [comment.id])).json().changed).toBe(1);
  });

  it('leaves nothing half-written when a step fails', async () => {
    const title = await buildTitle(t.app);
    const comment = await postComment(alice, title.id);
    await bob.post(`/api/v1/comments/${comment.id}/report`, { reason: 'spoilers' });
    let updates = 0;
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        // the status is written, then resolving the reports fails
        if (node.kind === 'UpdateQueryNode' && ++updates === 2) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    await expect(modules.commentModeration.decide('hide', [comment.id])).rejects.toThrow(
      'database unavailable',
    );
    const row = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(row).toMatchObject({ status: 'published', reports_count: 1 });
    expect((await publicThread(visitor, title.id)).map((c) => c.id)).toEqual([comment.id]);
  });
});

describe('POST admin/comments/{id}/suspend-author', () => {
  const suspend = (client: TestClient, id: number, body: unknown = {}) =>
    client.post(`/api/v1/admin/comments/${id}/suspend-author`, body);

  it("suspends the author and shows it in the list; the author's sessions end", async () => {
    const title = await buildTitle(t.app);
    const { user, client } = await signedInMember(t, { name: 'Carol Spammer' });
    const comment = await postComment(client, title.id);
    const moderator = (await signedInMember(t, { permissions: ['comments.update'] })).client;
    const response = await suspend(moderator, comment.id, { reason: 'Spam' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Author suspended.',
      author: { id: user.id, name: 'Carol Spammer', banned_at: expect.any(String) },
    });
    const listed = (await list(admin, { titleId: String(title.id) })).json().data[0];
    expect(listed.author.banned_at).toEqual(expect.any(String));
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('refuses suspending yourself, an administrator or another comment moderator (422)', async () => {
    const title = await buildTitle(t.app);
    const adminComment = await postComment(admin, title.id);
    const self = await suspend(admin, adminComment.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({
      message: 'You cannot suspend yourself.',
      errors: { user_id: ['You cannot suspend yourself.'] },
    });
    const moderatorUser = await buildUser(t.app, { permissions: ['comments.update'] });
    const moderator = t.client();
    await moderator.login(moderatorUser.email, moderatorUser.password);
    const ofAdmin = await suspend(moderator, adminComment.id);
    expect(ofAdmin.statusCode).toBe(422);
    expect(ofAdmin.json().errors.user_id).toEqual([
      'You cannot suspend an administrator or someone who moderates this content.',
    ]);
    const colleague = (await signedInMember(t, { permissions: ['comments.update'] })).client;
    const theirs = await postComment(colleague, title.id);
    expect((await suspend(moderator, theirs.id)).statusCode).toBe(422);
    expect((await colleague.get('/api/v1/users/me')).statusCode).toBe(200);
  });

  it('answers 404, 422, 401 and 403 like the other moderation routes', async () => {
    const title = await buildTitle(t.app);
    const comment = await postComment(alice, title.id);
    expect((await suspend(admin, 999999)).statusCode).toBe(404);
    expect((await suspend(admin, 0)).statusCode).toBe(404);
    const bad = await suspend(admin, comment.id, { reason: 'x'.repeat(300) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['reason']);
    expect((await suspend(visitor, comment.id)).statusCode).toBe(401);
    expect((await suspend(bob, comment.id)).statusCode).toBe(403);
    expect((await alice.get('/api/v1/users/me')).statusCode).toBe(200);
  });
});
