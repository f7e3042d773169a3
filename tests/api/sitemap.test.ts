import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticleUrl, personUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { SitemapService } from '@server/modules/seo/sitemap-service';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildNewsArticle, revokeFromGuests } from '../support/seo-factories';
import { HtmlHead } from '../support/seo-html';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let titles: Array<Awaited<ReturnType<typeof buildTitle>>>;

beforeAll(async () => {
  t = await createTestApp();
  titles = [];
  for (const name of ['Alpha', 'Beta & Gamma', 'Delta', 'Epsilon', 'Zeta']) {
    titles.push(await buildTitle(t.app, { name, updated_at: '2026-02-03T04:05:06.789Z' }));
  }
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
const absolute = (path: string) => `${t.config.appUrl}${path}`;

async function collect(xml: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const chunk of xml) text += chunk;
  return text;
}

describe('GET /sitemap.xml', () => {
  it('lists the home page, titles, people, news, channels and custom pages with lastmod', async () => {
    const person = await buildPerson(t.app, { name: 'Ada Example' });
    const article = await buildNewsArticle(t.app);
    const response = await t.client().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(xml);
    expect(urls[0]).toBe(`${t.config.appUrl}/`);
    for (const title of titles) expect(urls).toContain(absolute(titleUrl(title)));
    expect(urls).toContain(absolute(personUrl(person)));
    expect(urls).toContain(absolute(newsArticleUrl(article)));
    expect(urls).toContain(absolute('/movies'));
    expect(urls).not.toContain(absolute('/homepage'));
    const about = await t.app.services.db
      .selectFrom('custom_pages')
      .select(['id', 'slug'])
      .where('slug', '=', 'about')
      .executeTakeFirstOrThrow();
    expect(urls).toContain(absolute(`/pages/${about.id}/about`));
    // each URL once, names escaped, lastmod from updated_at
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toContain(
      `<url><loc>${absolute(titleUrl(titles[1]!))}</loc><lastmod>2026-02-03T04:05:06+00:00</lastmod></url>`,
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    const counts = await t.app.services.db
      .selectFrom('titles')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(urls.filter((url) => url.includes('/titles/'))).toHaveLength(Number(counts.count));
  });

  it('lists only the custom pages when visitors may not see the catalogue', async () => {
    const restore = await revokeFromGuests(t.app, 'titles.view');
    try {
      const urls = locs((await t.client().get('/sitemap.xml')).body);
      expect(urls[0]).toBe(`${t.config.appUrl}/`);
      expect(urls.slice(1).every((url) => url.includes('/pages/'))).toBe(true);
      expect(urls.length).toBeGreaterThan(1);
    } finally {
      await restore();
    }
  });

  it('serves the files of the index and 404 for files that do not exist', async () => {
    const file = await t.client().get('/sitemaps/titles-1.xml');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locs(file.body)).toEqual(titles.map((title) => absolute(titleUrl(title))));
    for (const url of ['/sitemaps/titles-2.xml', '/sitemaps/users-1.xml', '/sitemaps/titles.xml']) {
      expect((await t.client().get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('sitemap index for large sites', () => {
  const service = (fileSize: number) =>
    new SitemapService(t.app.services.sitemap.sources, t.app.services.permissions, {
      appUrl: t.config.appUrl,
      fileSize,
    });

  it('splits into files of at most fileSize URLs, paging through ids', async () => {
    const sitemaps = service(2);
    const index = await collect(sitemaps.root());
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    const titleFiles = files.filter((url) => url.includes('/sitemaps/titles-'));
    expect(titleFiles).toEqual([1, 2, 3].map((n) => absolute(`/sitemaps/titles-${n}.xml`)));
    expect(files).toContain(absolute('/sitemaps/channels-1.xml'));
    expect(files).toContain(absolute('/sitemaps/pages-1.xml'));

    const second = await sitemaps.file('titles', 2);
    expect(locs(await collect(second!))).toEqual(
      [titles[2]!, titles[3]!].map((title) => absolute(titleUrl(title))),
    );
    const last = await sitemaps.file('titles', 3);
    expect(locs(await collect(last!))).toEqual([absolute(titleUrl(titles[4]!))]);
    expect(await sitemaps.file('titles', 4)).toBeNull();
    expect(await sitemaps.file('titles', 0)).toBeNull();
    expect(await sitemaps.file('nonsense', 1)).toBeNull();
    // the home page lives in the first channels file
    expect(locs(await collect((await sitemaps.file('channels', 1))!))[0]).toBe(
      `${t.config.appUrl}/`,
    );
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the private areas and names the sitemap', async () => {
    const response = await t.client().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /account-settings',
        'Disallow: /lists/new',
        '',
        `Sitemap: ${t.config.appUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('under a base path', () => {
  let films: TestApp;
  beforeAll(async () => {
    films = await createTestApp({
      env: { BASE_PATH: '/films', APP_URL: 'https://example.com/films' },
    });
  });
  afterAll(() => films.close());

  it('serves robots.txt, the sitemap and page heads with the base path', async () => {
    const title = await buildTitle(films.app, { name: 'Heat', year: 1995 });
    const client = films.client();
    const robots = await client.get('/films/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Allow: /films/\n');
    expect(robots.body).toContain('Disallow: /films/admin\n');
    expect(robots.body).toContain('Disallow: /films/lists/new\n');
    expect(robots.body).toContain('Sitemap: https://example.com/films/sitemap.xml');
    expect((await client.get('/robots.txt')).statusCode).toBe(404);

    const sitemap = await client.get('/films/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const urls = locs(sitemap.body);
    expect(urls[0]).toBe('https://example.com/films/');
    expect(urls).toContain(`https://example.com/films${titleUrl(title)}`);
    expect(urls.every((url) => url.startsWith('https://example.com/films/'))).toBe(true);

    const page = await client.get(`/films${titleUrl(title)}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const head = new HtmlHead(page.body);
    expect(head.canonical).toBe(`https://example.com/films${titleUrl(title)}`);
    expect(head.title).toBe('Heat (1995) - Cinedex');
    expect(Object.keys(head.bootstrap.loaders)).toEqual([`titles/${title.id}`]);
    const missing = await client.get('/films/titles/999999/x', {
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
