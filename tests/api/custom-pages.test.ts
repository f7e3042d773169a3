import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomPages } from '@server/seed/seed-pages';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

let sequence = 0;
const uniqueTitle = (prefix = 'Page') => `${prefix} ${++sequence} ${Date.now()}`;

async function createPage(body: Record<string, unknown> = {}) {
  const response = await admin.post('/api/v1/custom-pages', {
    title: uniqueTitle(),
    body: '<p>Hello</p>',
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().page as { id: number; slug: string; title: string; body: string };
}

describe('admin custom pages', () => {
  it('creates a page with a slug from the title and SEO fields', async () => {
    const response = await admin.post('/api/v1/custom-pages', {
      title: 'Hello Wörld & Friends',
      body: '<h2>Intro</h2><p>Some <strong>bold</strong> text.</p>',
      meta: { title: 'SEO title', description: 'SEO description' },
      hide_nav: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toMatchObject({
      title: 'Hello Wörld & Friends',
      slug: 'hello-world-friends',
      body: '<h2>Intro</h2><p>Some <strong>bold</strong> text.</p>',
      meta: { title: 'SEO title', description: 'SEO description' },
      hide_nav: 1,
    });
  });

  it('sanitises the body: no scripts, iframes, styles or event handlers', async () => {
    const page = await createPage({
      body: [
        '<p onclick="steal()">Text<script>alert(1)</script></p>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<a href="javascript:alert(1)" onmouseover="x()">bad</a>',
        '<a href="https://example.com" target="_blank">good</a>',
        '<img src="https://example.com/a.png" onerror="x()" alt="A">',
        '<img src="data:image/png;base64,AAAA" alt="B">',
        '<img src="/images/c.png" alt="C">',
      ].join(''),
    });
    expect(page.body).toBe(
      '<p>Text</p>' +
        '<a rel="noopener noreferrer">bad</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>' +
        '<img src="https://example.com/a.png" alt="A" />' +
        '<img alt="B" />' +
        '<img src="/images/c.png" alt="C" />',
    );
  });

  it('keeps slugs unique', async () => {
    const first = await createPage({ slug: `unique-${Date.now()}` });
    const duplicate = await admin.post('/api/v1/custom-pages', {
      title: uniqueTitle(),
      slug: first.slug,
      body: '<p>x</p>',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ slug: ['The slug has already been taken.'] });

    const other = await createPage();
    const update = await admin.send('PUT', `/api/v1/custom-pages/${other.id}`, {
      body: { title: other.title, slug: first.slug, body: '<p>x</p>' },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors.slug).toEqual(['The slug has already been taken.']);
  });

  it('validates the input', async () => {
    const response = await admin.post('/api/v1/custom-pages', {
      title: '',
      body: 5,
      slug: 'has spaces/and slash',
      extra: true,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['body', 'extra', 'slug', 'title']);
  });

  it('updates a page and keeps its own slug', async () => {
    const page = await createPage();
    const response = await admin.send('PUT', `/api/v1/custom-pages/${page.id}`, {
      body: { title: 'Renamed', slug: page.slug, body: '<p>New <em>body</em></p>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toMatchObject({
      id: page.id,
      title: 'Renamed',
      slug: page.slug,
      body: '<p>New <em>body</em></p>',
    });
    const missing = await admin.send('PUT', '/api/v1/custom-pages/999999', {
      body: { title: 'x', body: '' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists with search, ordering and pagination', async () => {
    const marker = `Zebra${Date.now()}`;
    const a = await createPage({ title: `${marker} alpha` });
    const b = await createPage({ title: `${marker} beta` });
    await createPage({ title: uniqueTitle('Other') });
    const response = await admin.get('/api/v1/custom-pages', {
      query: { query: marker.toLowerCase(), orderBy: 'title', orderDir: 'asc', perPage: '1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(body.data.map((page: { id: number }) => page.id)).toEqual([a.id]);
    const second = await admin.get('/api/v1/custom-pages', {
      query: { query: marker, orderBy: 'title', orderDir: 'asc', perPage: '1', page: '2' },
    });
    expect(second.json().data[0].id).toBe(b.id);

    const invalid = await admin.get('/api/v1/custom-pages', { query: { orderBy: 'body' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.orderBy).toBeDefined();
  });

  it('deletes several pages at once', async () => {
    const [a, b, c] = [await createPage(), await createPage(), await createPage()];
    const response = await admin.send('DELETE', `/api/v1/custom-pages/${a.id},${b.id}`);
    expect(response.statusCode).toBe(200);
    expect((await t.client().get(`/api/v1/custom-pages/${a.id}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/v1/custom-pages/${b.id}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/v1/custom-pages/${c.id}`)).statusCode).toBe(200);
    expect((await admin.send('DELETE', '/api/v1/custom-pages/abc')).statusCode).toBe(422);
  });

  it('refuses guests (401) and users without custom_pages.update (403)', async () => {
    const page = await createPage();
    const guest = t.client();
    const user = await buildUser(t.app);
    const plain = t.client();
    await plain.login(user.email, user.password);
    for (const [client, status] of [
      [guest, 401],
      [plain, 403],
    ] as const) {
      expect((await client.get('/api/v1/custom-pages')).statusCode).toBe(status);
      expect(
        (await client.post('/api/v1/custom-pages', { title: 'x', body: 'y' })).statusCode,
      ).toBe(status);
      expect(
        (
          await client.send('PUT', `/api/v1/custom-pages/${page.id}`, {
            body: { title: 'x', body: 'y' },
          })
        ).statusCode,
      ).toBe(status);
      expect((await client.send('DELETE', `/api/v1/custom-pages/${page.id}`)).statusCode).toBe(
        status,
      );
    }

    const editor = await buildUser(t.app, { permissions: ['custom_pages.update'] });
    const allowed = t.client();
    await allowed.login(editor.email, editor.password);
    expect((await allowed.get('/api/v1/custom-pages')).statusCode).toBe(200);
  });
});

describe('relations (react-admin meta: with, load, loadCount)', () => {
  it("includes each page's author with with=user or load=user, public fields only", async () => {
    const editor = await buildUser(t.app, {
      name: 'Page Editor',
      permissions: ['custom_pages.update'],
    });
    const client = t.client();
    await client.login(editor.email, editor.password);
    const marker = `Authored${Date.now()}`;
    const created = await client.post('/api/v1/custom-pages', {
      title: `${marker} page`,
      body: '<p>x</p>',
    });
    expect(created.statusCode).toBe(200);
    const page = created.json().page as { id: number; user?: unknown };
    expect(page).not.toHaveProperty('user');

    for (const param of ['with', 'load']) {
      const list = await admin.get('/api/v1/custom-pages', {
        query: { query: marker, [param]: 'user' },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([
        expect.objectContaining({
          id: page.id,
          user: { id: editor.id, name: 'Page Editor', image: null },
        }),
      ]);
    }
    const one = await t.client().get(`/api/v1/custom-pages/${page.id}`, {
      query: { with: 'user' },
    });
    expect(one.json().page.user).toEqual({ id: editor.id, name: 'Page Editor', image: null });
    expect(one.body).not.toContain(editor.email);

    const plain = await admin.get('/api/v1/custom-pages', { query: { query: marker } });
    expect(plain.json().data[0]).not.toHaveProperty('user');
  });

  it('answers null for a page without an author, and 422 for relations it does not have', async () => {
    await t.app.services.db.deleteFrom('custom_pages').where('slug', '=', 'privacy').execute();
    const [seeded] = await t.app.services.pages.createMany(
      [{ title: 'Privacy', slug: 'privacy', body: '<p>p</p>' }],
      null,
    );
    const one = await t.client().get('/api/v1/custom-pages/privacy', { query: { load: 'user' } });
    expect(one.json().page).toMatchObject({ id: seeded!.id, user: null });

    const unknown = await admin.get('/api/v1/custom-pages', { query: { with: 'user,roles' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.with).toEqual(['The with param may only name: user.']);
    const counted = await admin.get('/api/v1/custom-pages', { query: { loadCount: 'user' } });
    expect(counted.statusCode).toBe(422);
    expect(counted.json().errors.loadCount).toEqual([
      'The loadCount param names no relation here.',
    ]);
  });
});

describe('public custom page', () => {
  it('is readable by id or slug by a visitor, with SEO tags', async () => {
    const page = await createPage({
      body: '<p>Public body</p>',
      meta: { description: 'Described' },
    });
    const guest = t.client();
    for (const key of [String(page.id), page.slug]) {
      const response = await guest.get(`/api/v1/custom-pages/${key}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.page).toMatchObject({
        id: page.id,
        slug: page.slug,
        title: page.title,
        body: '<p>Public body</p>',
      });
      expect(body.set_seo).toBe(true);
      expect(body.seo).toContainEqual({
        nodeName: 'meta',
        name: 'description',
        content: 'Described',
      });
      expect(body.seo).toContainEqual({
        nodeName: 'title',
        _text: expect.stringContaining(page.title),
      });
    }
    expect((await guest.get('/api/v1/custom-pages/no-such-page')).statusCode).toBe(404);
  });

  it('seeds privacy, terms and about pages once, on an empty table', async () => {
    await t.app.services.db.deleteFrom('custom_pages').execute();
    await seedCustomPages(t.app.services);
    await seedCustomPages(t.app.services);
    const guest = t.client();
    for (const slug of ['privacy', 'terms', 'about']) {
      const response = await guest.get(`/api/v1/custom-pages/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().page.body.length).toBeGreaterThan(300);
    }
    const list = await admin.get('/api/v1/custom-pages');
    expect(list.json().total).toBe(3);
  });
});
