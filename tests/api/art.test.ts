import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artPath } from '@server/modules/art/art-paths';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// jsdom ships no types; only its DOMParser is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const Parser = new JSDOM().window.DOMParser;

/** Parses the SVG as XML; throws when it is not well-formed. */
function parseSvg(body: string): Document {
  const doc = new Parser().parseFromString(body, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error(`not XML: ${body}`);
  return doc;
}

const textOf = (doc: Document) =>
  Array.from(doc.getElementsByTagName('text'))
    .map((node) => node.textContent)
    .join('|');

describe('GET /art/{kind}/{key}.svg', () => {
  it.each([
    ['poster', '200', '300'],
    ['backdrop', '320', '180'],
    ['profile', '200', '300'],
    ['still', '320', '180'],
  ])('draws a %s as a small, immutable SVG', async (kind, width, height) => {
    const response = await t.client().get(`/art/${kind}/123.svg?t=The%20Land%20Girls&s=1998`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(Buffer.byteLength(response.body)).toBeLessThan(3000);
    const svg = parseSvg(response.body).documentElement;
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    expect(response.body).not.toMatch(/<script|<foreignObject|href=/i);
  });

  it('sets the title and year on posters and the initials on portraits', async () => {
    const poster = parseSvg((await t.client().get('/art/poster/7.svg?t=Jaws&s=1975')).body);
    expect(textOf(poster)).toMatch(/^(Jaws|JAWS)\|1975$/);
    const profile = parseSvg(
      (await t.client().get('/art/profile/9.svg?t=Mary-Jane%20Watson')).body,
    );
    expect(textOf(profile)).toBe('MW');
    const backdrop = parseSvg((await t.client().get('/art/backdrop/7.svg?t=Jaws')).body);
    expect(textOf(backdrop)).toBe('');
  });

  it('is deterministic per key and differs between keys', async () => {
    const client = t.client();
    const first = await client.get('/art/poster/42.svg?t=Alien');
    const again = await client.get('/art/poster/42.svg?t=Alien');
    const other = await client.get('/art/poster/43.svg?t=Alien');
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  it('escapes hostile text and keeps the document well-formed', async () => {
    const hostile = `</text><script>alert(1)</script><a href="x">&amp;"'\u0000\u0007\uFFFE`;
    const response = await t.client().get('/art/poster/1.svg', {
      query: { t: hostile, s: '<b>"1998"</b>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<a ');
    expect(response.body).not.toContain('<b>');
    const text = textOf(parseSvg(response.body)).replace(/\s+/g, ' ');
    expect(text.toLowerCase()).toContain('</text><script>alert(1)</script>');
    for (const char of ['\u0000', '\u0007', '\uFFFE']) expect(text.includes(char)).toBe(false);
    const profile = await t.client().get('/art/profile/1.svg', { query: { t: '<&> "x" Émile' } });
    expect(textOf(parseSvg(profile.body))).toBe('XÉ');
  });

  it('caps the text at 100 characters and stays under 3 kB for the worst input', async () => {
    const long = 'A'.repeat(60) + ' ' + 'B'.repeat(120);
    const doc = parseSvg((await t.client().get('/art/poster/5.svg', { query: { t: long } })).body);
    const shown = textOf(doc).replace(/[|…\s]/g, '');
    expect(shown.length).toBeLessThanOrEqual(99);
    expect(shown.startsWith('A'.repeat(60))).toBe(true);
    for (const kind of ['poster', 'profile']) {
      const worst = await t.client().get(`/art/${kind}/99999.svg`, {
        query: { t: '&"'.repeat(80), s: '<'.repeat(80) },
      });
      expect(Buffer.byteLength(worst.body)).toBeLessThan(3000);
      parseSvg(worst.body);
    }
  });

  it('takes the first value of a repeated parameter', async () => {
    const doc = parseSvg((await t.client().get('/art/poster/3.svg?t=Heat&t=Ronin')).body);
    expect(textOf(doc)).toMatch(/^(Heat|HEAT)$/);
  });

  it('answers 404 for unknown kinds and malformed keys', async () => {
    const client = t.client();
    for (const url of [
      '/art/banner/1.svg',
      '/art/POSTER/1.svg',
      '/art/poster/1.png',
      '/art/poster/1',
      '/art/poster/..%2F1.svg',
      '/art/poster/a.b.svg',
      `/art/poster/${'x'.repeat(65)}.svg`,
      '/art/poster/.svg',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('art paths', () => {
  it('builds site-relative paths the route answers', async () => {
    const path = artPath('poster', 123, 'The Land Girls', '1998');
    expect(path).toBe('art/poster/123.svg?t=The%20Land%20Girls&s=1998');
    expect((await t.client().get(`/${path}`)).statusCode).toBe(200);
    expect(artPath('profile', 'p5')).toBe('art/profile/p5.svg');
    expect(artPath('still', 'x', '', '2001')).toBe('art/still/x.svg?s=2001');
  });

  it('shortens the text so the path fits a varchar(255) column', () => {
    const path = artPath('poster', 1, 'é'.repeat(100), '1999');
    expect(path.length).toBeLessThanOrEqual(255);
    expect(decodeURIComponent(path.split('t=')[1]!.split('&')[0]!)).toMatch(/^é+$/);
    expect(path.endsWith('&s=1999')).toBe(true);
  });
});

describe('under BASE_PATH', () => {
  let films: TestApp;
  beforeAll(async () => {
    films = await createTestApp({ env: { BASE_PATH: '/films' } });
  });
  afterAll(() => films.close());

  it('serves the art under the base path only', async () => {
    const client = films.client();
    const response = await client.get('/films/art/poster/1.svg?t=Jaws');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await client.get('/art/poster/1.svg?t=Jaws')).statusCode).toBe(404);
  });
});
