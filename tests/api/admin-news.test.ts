import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticleUrl } from '@common/catalogue/catalogue-urls';
import { buildModules } from '@server/modules';
import { buildChannel } from '../support/channels-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
beforeAll(async () => {
  // public answers are cached, so the tests see that admin writes drop them
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  guest = t.client();
});
afterAll(() => t.close());

interface Article {
  id: number;
  title: string;
  slug: string;
  body: string;
  image: string | null;
  source: string | null;
  byline: string | null;
  state: 'draft' | 'published';
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now()}`;

async function write(body: Record<string, unknown>, client = admin): Promise<Article> {
  const response = await client.post('/api/v1/admin/news', { body: '<p>Text.</p>', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().article as Article;
}

const put = (id: number | string, body: unknown, client = admin) =>
  client.send('PUT', `/api/v1/admin/news/${id}`, { body });

async function publicTitles(): Promise<string[]> {
  const response = await guest.get('/api/v1/news', { query: { perPage: '100' } });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ title: string }>).map((row) => row.title);
}

async function member(permissions: string[] = []) {
  const user = await buildUser(t.app, { permissions });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe(`admin news on ${testDialect()}`, () => {
  it('writes an article as a draft by default, sanitising the body', async () => {
    const title = unique('Festival opens');
    const article = await write({
      title,
      body: '<p onclick="x()">Hello <strong>world</strong></p><script>alert(1)</script>',
      image: 'uploads/files/poster.jpg',
      source: 'https://example.com/story',
      byline: 'Staff',
    });
    expect(article).toMatchObject({
      title,
      state: 'draft',
      image: 'uploads/files/poster.jpg',
      source: 'https://example.com/story',
      byline: 'Staff',
    });
    expect(article.body).toContain('<strong>world</strong>');
    expect(article.body).not.toContain('script');
    expect(article.body).not.toContain('onclick');
    const read = await admin.get(`/api/v1/admin/news/${article.id}`);
    expect(read.json().article).toEqual(article);
  });

  it('keeps drafts off every public page until published, then shows them at once', async () => {
    const title = unique('Draft scoop');
    const article = await write({ title });
    const channel = await buildChannel(t.app, { content_type: 'news', items: [article.id] });
    const channelItems = async () =>
      (await guest.get(`/api/v1/channels/${channel.id}`)).json().content.data as unknown[];
    const searched = async () =>
      ((await guest.get('/api/v1/search', { query: { query: title } })).json().news as unknown[])
        .length;
    const sitemap = async () => (await guest.get('/sitemap.xml')).body;
    // read (and cache) every public answer first
    expect(await publicTitles()).not.toContain(title);
    expect((await guest.get(`/api/v1/news/${article.id}`)).statusCode).toBe(404);
    expect((await guest.get(newsArticleUrl(article))).statusCode).toBe(404);
    expect(await channelItems()).toHaveLength(0);
    expect(await searched()).toBe(0);
    expect(await sitemap()).not.toContain(newsArticleUrl(article));

    const published = await put(article.id, { state: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().article.state).toBe('published');
    expect(await publicTitles()).toContain(title);
    expect((await guest.get(`/api/v1/news/${article.id}`)).statusCode).toBe(200);
    expect((await guest.get(newsArticleUrl(article))).statusCode).toBe(200);
    expect(await channelItems()).toHaveLength(1);
    expect(await searched()).toBe(1);
    expect(await sitemap()).toContain(newsArticleUrl(article));

    // back to draft: gone again
    await put(article.id, { state: 'draft' });
    expect(await publicTitles()).not.toContain(title);
    expect((await guest.get(`/api/v1/news/${article.id}`)).statusCode).toBe(404);
  });

  it('edits only the fields sent; the public page follows at once', async () => {
    const article = await write({ title: unique('Old title'), state: 'published' });
    expect((await guest.get(`/api/v1/news/${article.id}`)).json().article.title).toBe(
      article.title,
    );
    const response = await put(article.id, { title: 'New title', body: '<p>New body</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().article).toMatchObject({
      title: 'New title',
      slug: 'new-title',
      body: '<p>New body</p>',
      state: 'published',
      source: null,
    });
    const shown = (await guest.get(`/api/v1/news/${article.id}`)).json().article;
    expect(shown).toMatchObject({ title: 'New title', body: '<p>New body</p>' });
  });

  it('validates input (422 with field messages)', async () => {
    const invalid = await admin.post('/api/v1/admin/news', {
      title: '',
      body: '<p> </p>',
      image: 'javascript:alert(1)',
      source: 'ftp://example.com',
      state: 'hidden',
      other: 1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ message: expect.any(String) });
    expect(invalid.json().errors).toEqual({
      title: ['The title field is required.'],
      body: ['The body field is required.'],
      image: ['The url must be an uploaded file, a path of this site or an http(s) address.'],
      source: ['The source must be an http(s) address.'],
      state: ['The state must be draft or published.'],
      other: ['The other field is not allowed.'],
    });
    const missing = await admin.post('/api/v1/admin/news', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['body', 'title']);
    const article = await write({ title: unique('Valid') });
    const update = await put(article.id, { title: ' ', byline: 'x'.repeat(256) });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({
      title: ['The title field is required.'],
      byline: ['The byline may not be greater than 255 characters.'],
    });
  });

  it('answers 404 for missing or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await admin.get(`/api/v1/admin/news/${id}`)).statusCode).toBe(404);
      const update = await put(id, { title: 'x' });
      expect(update.statusCode).toBe(404);
      expect(update.json().message).toBe('News article not found.');
    }
    expect((await admin.send('DELETE', '/api/v1/admin/news/999999')).statusCode).toBe(404);
  });

  it('lists drafts and published articles with search, a state filter, ids and orders', async () => {
    const marker = `marker${Date.now()}`;
    const a = await write({ title: `${marker} alpha`, state: 'published' });
    const b = await write({ title: `${marker} Beta` });
    const c = await write({ title: `${marker} gamma`, byline: 'Ann' });
    const list = async (query: Record<string, string>) => {
      const response = await admin.get('/api/v1/admin/news', { query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: Article[]; total: number };
    };
    const found = await list({ query: marker, orderBy: 'title', orderDir: 'asc' });
    expect(found.data.map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect(found.data[0]).not.toHaveProperty('body');
    expect((await list({ query: marker, state: 'draft' })).data.map((row) => row.id)).toEqual([
      c.id,
      b.id,
    ]);
    expect((await list({ query: marker, state: 'published' })).total).toBe(1);
    expect((await list({ ids: `${a.id},${c.id}` })).total).toBe(2);
    const bad = await admin.get('/api/v1/admin/news', { query: { state: 'x', orderBy: 'body' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['orderBy', 'state']);
  });

  it('deletes in bulk with the comments, and the public site forgets them', async () => {
    const a = await write({ title: unique('Gone'), state: 'published' });
    const b = await write({ title: unique('Gone too') });
    const author = await buildUser(t.app);
    const commenter = t.client();
    await commenter.login(author.email, author.password);
    const comment = await commenter.post('/api/v1/comments', {
      commentable_type: 'news',
      commentable_id: a.id,
      content: 'First!',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(await publicTitles()).toContain(a.title);
    const response = await admin.send('DELETE', `/api/v1/admin/news/${a.id},${b.id},999999`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'News articles deleted.' });
    expect(await publicTitles()).not.toContain(a.title);
    expect((await admin.get(`/api/v1/admin/news/${b.id}`)).statusCode).toBe(404);
    const left = await t.app.services.db
      .selectFrom('comments')
      .select('id')
      .where('commentable_type', '=', 'news')
      .where('commentable_id', '=', a.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('leaves nothing half-deleted when a step fails', async () => {
    const article = await write({ title: unique('Survivor'), state: 'published' });
    // the database refuses the deletion's last step (the article's comments)
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'DeleteQueryNode' && JSON.stringify(node).includes('"comments"')) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    await expect(modules.newsAdmin.delete([article.id])).rejects.toThrow('database unavailable');
    expect((await admin.get(`/api/v1/admin/news/${article.id}`)).statusCode).toBe(200);
    expect(await publicTitles()).toContain(article.title);
  });

  it('refuses visitors (401), members and moderators (403); news.update is enough', async () => {
    const article = await write({ title: unique('Guarded') });
    const calls = (client: TestClient) => [
      () => client.get('/api/v1/admin/news'),
      () => client.get(`/api/v1/admin/news/${article.id}`),
      () => client.post('/api/v1/admin/news', { title: 'x', body: '<p>x</p>' }),
      () => put(article.id, { title: 'Guarded too' }, client),
      () => client.send('DELETE', '/api/v1/admin/news/999999'),
    ];
    for (const call of calls(guest)) expect((await call()).statusCode).toBe(401);
    for (const client of [
      await member(),
      await member(['admin.access', 'comments.update', 'reviews.update']),
      await member(['admin.access', 'lists.update', 'ads.update']),
    ]) {
      for (const call of calls(client)) expect((await call()).statusCode).toBe(403);
    }
    const editor = await member(['news.update']);
    const statuses = [];
    for (const call of calls(editor)) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 404]);
  });
});
