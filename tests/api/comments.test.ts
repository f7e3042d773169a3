import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import {
  del,
  expectFieldErrors,
  put,
  signedInMember,
  withoutGuestTitlesView,
} from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInMember(t, { name: 'Alice Commenter' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

interface CommentBody {
  id: number;
  parent_id: number | null;
  depth: number;
  content: string;
  deleted: boolean;
  user: { id: number; name: string; image: string | null } | null;
  replies?: CommentBody[];
}

async function comment(
  client: TestClient,
  titleId: number,
  content: string,
  parentId?: number,
  type = 'title',
) {
  const response = await client.post('/api/v1/comments', {
    commentable_type: type,
    commentable_id: titleId,
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().comment as CommentBody;
}

const thread = async (titleId: number, query: Record<string, string> = {}) => {
  const response = await t.client().get('/api/v1/comments', {
    query: { commentable_type: 'title', commentable_id: String(titleId), ...query },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: CommentBody[]; total: number; last_page: number };
};

describe('POST comments', () => {
  it('creates a root comment with its author, trimmed', async () => {
    const title = await buildTitle(t.app);
    const created = await comment(alice, title.id, '  First!  ');
    expect(created).toMatchObject({
      commentable_type: 'title',
      commentable_id: title.id,
      parent_id: null,
      depth: 0,
      content: 'First!',
      deleted: false,
      user: { id: aliceId, name: 'Alice Commenter', image: null },
    });
  });

  it('validates the payload with field errors', async () => {
    const title = await buildTitle(t.app);
    expectFieldErrors(
      await alice.post('/api/v1/comments', { commentable_type: 'person', commentable_id: 'x' }),
      ['commentable_id', 'commentable_type', 'content'],
    );
    const long = await alice.post('/api/v1/comments', {
      commentable_type: 'title',
      commentable_id: title.id,
      content: 'x'.repeat(2001),
    });
    expect(long.json().errors).toEqual({
      content: ['The content may not be greater than 2000 characters.'],
    });
    expectFieldErrors(
      await alice.post('/api/v1/comments', {
        commentable_type: 'title',
        commentable_id: title.id,
        content: '   ',
      }),
      ['content'],
    );
  });

  it('answers 404 when the commented thing does not exist', async () => {
    for (const type of ['title', 'episode', 'news']) {
      const response = await alice.post('/api/v1/comments', {
        commentable_type: type,
        commentable_id: 999999,
        content: 'Hello',
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a parent from another thing or a missing parent with 422', async () => {
    const [one, two] = [await buildTitle(t.app), await buildTitle(t.app)];
    const root = await comment(alice, one.id, 'On one');
    for (const parent_id of [root.id, 999999]) {
      const response = await alice.post('/api/v1/comments', {
        commentable_type: 'title',
        commentable_id: two.id,
        parent_id,
        content: 'Reply in the wrong place',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        parent_id: ['The parent comment belongs to something else.'],
      });
    }
  });

  it('caps the depth: deeper replies join the deepest allowed level', async () => {
    const title = await buildTitle(t.app);
    let parent = await comment(alice, title.id, 'depth 0');
    const chain = [parent];
    for (let depth = 1; depth <= 4; depth++) {
      parent = await comment(bob, title.id, `depth ${depth}`, parent.id);
      expect(parent.depth).toBe(depth);
      chain.push(parent);
    }
    const tooDeep = await comment(alice, title.id, 'depth 5?', parent.id);
    expect(tooDeep).toMatchObject({ depth: 4, parent_id: chain[3]!.id });
    const replies = (await thread(title.id)).data[0]!.replies!;
    expect(replies.map((r) => r.content)).toEqual([
      'depth 1',
      'depth 2',
      'depth 3',
      'depth 4',
      'depth 5?',
    ]);
  });

  it('answers 401 for guests and 403 without comments.create', async () => {
    const title = await buildTitle(t.app);
    const body = { commentable_type: 'title', commentable_id: title.id, content: 'Hi' };
    expect((await t.client().post('/api/v1/comments', body)).statusCode).toBe(401);
    const { client } = await signedInMember(t, {
      withDefaultRole: false,
      permissions: ['titles.view'],
    });
    expect((await client.post('/api/v1/comments', body)).statusCode).toBe(403);
  });
});

describe('GET comments', () => {
  it('pages root comments newest first, each with its replies in reading order', async () => {
    const title = await buildTitle(t.app);
    const first = await comment(alice, title.id, 'root A');
    const a1 = await comment(bob, title.id, 'A.1', first.id);
    const second = await comment(bob, title.id, 'root B');
    const a2 = await comment(alice, title.id, 'A.2', first.id);
    const a11 = await comment(alice, title.id, 'A.1.1', a1.id);
    const b1 = await comment(alice, title.id, 'B.1', second.id);
    const third = await comment(alice, title.id, 'root C');
    // another title's comments stay apart
    await comment(alice, (await buildTitle(t.app)).id, 'elsewhere');

    const page = await thread(title.id, { perPage: '2' });
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(2);
    expect(page.data.map((c) => c.content)).toEqual(['root C', 'root B']);
    expect(page.data[0]!.replies).toEqual([]);
    expect(page.data[1]!.replies!.map((r) => r.id)).toEqual([b1.id]);

    const next = await thread(title.id, { perPage: '2', page: '2' });
    expect(next.data.map((c) => c.id)).toEqual([first.id]);
    const replies = next.data[0]!.replies!;
    expect(replies.map((r) => [r.content, r.depth, r.parent_id])).toEqual([
      ['A.1', 1, first.id],
      ['A.1.1', 2, a1.id],
      ['A.2', 1, first.id],
    ]);
    expect(replies.map((r) => r.id)).toEqual([a1.id, a11.id, a2.id]);
    expect(third.id).toBeGreaterThan(b1.id);
  });

  it('validates the query and answers 404 for a missing thing', async () => {
    expectFieldErrors(await alice.get('/api/v1/comments'), ['commentable_id', 'commentable_type']);
    const missing = await alice.get('/api/v1/comments', {
      query: { commentable_type: 'news', commentable_id: '999999' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses visitors when the guest role lacks titles.view', async () => {
    const title = await buildTitle(t.app);
    const query = { commentable_type: 'title', commentable_id: String(title.id) };
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await t.client().get('/api/v1/comments', { query })).statusCode).toBe(401);
    } finally {
      await restore();
    }
  });
});

describe('PUT and DELETE comments/{id}', () => {
  it('lets the author edit; others get 403; an admin may edit', async () => {
    const title = await buildTitle(t.app);
    const created = await comment(alice, title.id, 'Original');
    const edited = await put(alice, `/api/v1/comments/${created.id}`, { content: 'Edited' });
    expect(edited.json().comment).toMatchObject({ id: created.id, content: 'Edited' });
    expect(
      (await put(bob, `/api/v1/comments/${created.id}`, { content: 'Hijack' })).statusCode,
    ).toBe(403);
    expect((await del(bob, `/api/v1/comments/${created.id}`)).statusCode).toBe(403);
    expectFieldErrors(await put(alice, `/api/v1/comments/${created.id}`, { content: '' }), [
      'content',
    ]);
    const moderated = await put(admin, `/api/v1/comments/${created.id}`, { content: 'Moderated' });
    expect(moderated.json().comment).toMatchObject({ content: 'Moderated', user: { id: aliceId } });
    expect((await thread(title.id)).data[0]!.content).toBe('Moderated');
  });

  it('keeps a deleted comment with replies as a placeholder, and removes one without', async () => {
    const title = await buildTitle(t.app);
    const root = await comment(alice, title.id, 'Root');
    const reply = await comment(bob, title.id, 'Reply', root.id);
    const lone = await comment(alice, title.id, 'Lone');

    expect((await del(alice, `/api/v1/comments/${root.id}`)).json()).toEqual({ ok: true });
    expect((await del(alice, `/api/v1/comments/${lone.id}`)).statusCode).toBe(200);
    let page = await thread(title.id);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ id: root.id, deleted: true, content: '', user: null });
    expect(page.data[0]!.replies!.map((r) => r.id)).toEqual([reply.id]);
    // a deleted comment can be neither edited, deleted again nor replied to
    expect((await put(alice, `/api/v1/comments/${root.id}`, { content: 'x' })).statusCode).toBe(
      404,
    );
    const replyToDeleted = await alice.post('/api/v1/comments', {
      commentable_type: 'title',
      commentable_id: title.id,
      parent_id: root.id,
      content: 'Anyone?',
    });
    expect(replyToDeleted.statusCode).toBe(422);

    // removing the last reply removes the placeholder too
    expect((await del(bob, `/api/v1/comments/${reply.id}`)).statusCode).toBe(200);
    page = await thread(title.id);
    expect(page.total).toBe(0);
    const left = await t.app.services.db
      .selectFrom('comments')
      .select('id')
      .where('commentable_id', '=', title.id)
      .where('commentable_type', '=', 'title')
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 401 for guests, 404 for missing comments and 422 for bad ids', async () => {
    expect((await put(t.client(), '/api/v1/comments/1', { content: 'x' })).statusCode).toBe(401);
    expect((await del(t.client(), '/api/v1/comments/1')).statusCode).toBe(401);
    expect((await del(alice, '/api/v1/comments/999999')).statusCode).toBe(404);
    expect((await put(alice, '/api/v1/comments/abc', { content: 'x' })).statusCode).toBe(422);
  });
});
