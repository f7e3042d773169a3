import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsArticleResponse, NewsArticleSummary } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { buildNews, withoutGuestTitlesView } from '../support/channels-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let guest: TestClient;
/** Eight articles, one a day, oldest first; then a long one, newest of all. */
const articles: Array<{ id: number; title: string }> = [];
beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
  for (let day = 1; day <= 8; day++) {
    articles.push(
      await buildNews(t.app, {
        title: `Story ${day}`,
        body: `<p>Body of article ${day}.</p>`,
        created_at: `2024-03-0${day}T10:00:00.000Z`,
        image: day === 8 ? 'art/news/8.svg' : null,
        byline: 'Staff',
      }),
    );
  }
  articles.push(
    await buildNews(t.app, {
      title: 'Long story',
      body: `<h2>Intro</h2><p>${'Lorem ipsum dolor sit amet. '.repeat(30)}</p><script>x</script>`,
      created_at: '2024-03-09T10:00:00.000Z',
      source: 'Wire',
    }),
  );
});
afterAll(() => t.close());

describe(`news on ${testDialect()}`, () => {
  it('lists articles newest first with plain-text excerpts, paginated', async () => {
    const first = await guest.get('/api/v1/news', { query: { perPage: '4' } });
    expect(first.statusCode).toBe(200);
    const page = first.json() as PaginationResponse<NewsArticleSummary>;
    expect(page).toMatchObject({
      total: 9,
      per_page: 4,
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 4,
    });
    expect(page.data.map((a) => a.title)).toEqual(['Long story', 'Story 8', 'Story 7', 'Story 6']);
    const long = page.data[0]!;
    expect(long).toMatchObject({ slug: expect.any(String), source: 'Wire', image: null });
    expect(long.excerpt.startsWith('Intro Lorem ipsum dolor sit amet. Lorem')).toBe(true);
    expect(long.excerpt).not.toMatch(/[<>]/);
    expect(long.excerpt.length).toBeGreaterThan(150);
    expect(long.excerpt.length).toBeLessThanOrEqual(201);
    expect(long.excerpt.endsWith('…')).toBe(true);
    expect(long).not.toHaveProperty('body');
    expect(page.data[1]).toMatchObject({
      title: 'Story 8',
      excerpt: 'Body of article 8.',
      image: 'art/news/8.svg',
      byline: 'Staff',
      created_at: '2024-03-08T10:00:00.000Z',
    });

    const third = (await guest.get('/api/v1/news', { query: { perPage: '4', page: '3' } })).json();
    expect(third).toMatchObject({ from: 9, to: 9, total: 9 });
    expect(third.data.map((a: NewsArticleSummary) => a.title)).toEqual(['Story 1']);
    const beyond = (await guest.get('/api/v1/news', { query: { page: '9' } })).json();
    expect(beyond).toMatchObject({ data: [], from: null, total: 9 });
  });

  it('validates the pagination', async () => {
    const invalid: Array<Record<string, string>> = [
      { page: '0' },
      { page: 'two' },
      { perPage: '0' },
      { perPage: '101' },
    ];
    for (const query of invalid) {
      const response = await guest.get('/api/v1/news', { query });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(query));
    }
  });

  it('shows an article with the five latest others', async () => {
    const story = articles[2]!;
    const response = await guest.get(`/api/v1/news/${story.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as NewsArticleResponse;
    expect(body.article).toMatchObject({
      id: story.id,
      title: 'Story 3',
      body: '<p>Body of article 3.</p>',
      excerpt: 'Body of article 3.',
    });
    expect(body.related.map((a) => a.title)).toEqual([
      'Long story',
      'Story 8',
      'Story 7',
      'Story 6',
      'Story 5',
    ]);
    const latest = (
      await guest.get(`/api/v1/news/${articles[8]!.id}`)
    ).json() as NewsArticleResponse;
    expect(latest.related.map((a) => a.title)).toEqual([
      'Story 8',
      'Story 7',
      'Story 6',
      'Story 5',
      'Story 4',
    ]);
  });

  it('answers 404 for missing or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999']) {
      const response = await guest.get(`/api/v1/news/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('News article not found.');
    }
  });

  it('answers with an ETag and 304 when it has not changed', async () => {
    const url = `/api/v1/news/${articles[0]!.id}`;
    const first = await guest.get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await guest.get(url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const list = await guest.get('/api/v1/news');
    expect(list.headers.etag).toBeTruthy();
  });

  it('creates articles with a sanitised body and a slug (seeder and admin)', async () => {
    const { news } = t.app.services;
    const article = await news.create({
      title: ' Big Premiere: Élan & Co ',
      body: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:evil()">link</a></p>',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    expect(article).toMatchObject({
      title: 'Big Premiere: Élan & Co',
      slug: 'big-premiere-elan-co',
      body: '<p>Hello <a rel="noopener noreferrer">link</a></p>',
      excerpt: 'Hello link',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    const read = (await guest.get(`/api/v1/news/${article.id}`)).json() as NewsArticleResponse;
    expect(read.article.body).toBe(article.body);
    const summaries = await news.summaries([article.id, 999999, articles[0]!.id]);
    expect(summaries.map((s) => s.id)).toEqual([article.id, articles[0]!.id]);
  });

  it('refuses visitors when the guest role lacks titles.view, and users without it', async () => {
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await guest.get('/api/v1/news')).statusCode).toBe(401);
      expect((await guest.get(`/api/v1/news/${articles[0]!.id}`)).statusCode).toBe(401);
    } finally {
      await restore();
    }
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.get('/api/v1/news')).statusCode).toBe(403);
    expect((await guest.get('/api/v1/news')).statusCode).toBe(200);
  });
});
