import { describe, expect, it } from 'vitest';
import { headTags, serializeForScript } from '@server/render/head-tags';
import { absoluteImage, isoDuration } from '@server/modules/seo/seo-format';
import { lastmod } from '@server/modules/seo/sitemap-service';

describe('headTags', () => {
  it('escapes attribute values and keeps JSON-LD inside its script element', () => {
    const html = headTags(
      {
        title: 'A "quoted" <title> & more',
        description: "it's",
        canonical: 'https://example.com/titles/1/a',
        type: 'video.movie',
        image: 'https://example.com/art/1.svg',
        largeImage: true,
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
      'Site',
    ).join('\n');
    expect(html).toContain('<title>A &#34;quoted&#34; &#60;title&#62; &#38; more</title>');
    expect(html).toContain('<meta name="description" content="it&#39;s" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/titles/1/a" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('uses the small card without an image and skips empty properties', () => {
    const html = headTags(
      { title: 'T', description: 'D', properties: [['article:author', '']] },
      'Site',
    ).join('\n');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('article:author');
    expect(html).not.toContain('canonical');
  });

  it('serialises line separators and ampersands safely', () => {
    expect(serializeForScript({ a: '\u2028&<!--' })).toBe('{"a":"\\u2028\\u0026\\u003c!--"}');
  });
});

describe('seo formats', () => {
  it('writes ISO 8601 durations', () => {
    expect(isoDuration(117, 'minutes')).toBe('PT1H57M');
    expect(isoDuration(60, 'minutes')).toBe('PT1H');
    expect(isoDuration(95, 'seconds')).toBe('PT1M35S');
    expect(isoDuration(0, 'minutes')).toBeNull();
    expect(isoDuration(null, 'minutes')).toBeNull();
  });

  it('makes image paths absolute and drops other schemes', () => {
    expect(absoluteImage('https://x.test/films', 'art/poster/1.svg')).toBe(
      'https://x.test/films/art/poster/1.svg',
    );
    expect(absoluteImage('https://x.test', '/uploads/a.jpg')).toBe('https://x.test/uploads/a.jpg');
    expect(absoluteImage('https://x.test', 'http://cdn.test/a.jpg')).toBe('http://cdn.test/a.jpg');
    expect(absoluteImage('https://x.test', '//cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(absoluteImage('https://x.test', 'javascript:alert(1)')).toBeNull();
    expect(absoluteImage('https://x.test', null)).toBeNull();
  });

  it('writes sitemap lastmod at second precision', () => {
    expect(lastmod('2026-02-03T04:05:06.789Z')).toBe('2026-02-03T04:05:06+00:00');
    expect(lastmod('2026-02-03 04:05:06')).toBe('2026-02-03T04:05:06+00:00');
    expect(lastmod('not a date')).toBeNull();
    expect(lastmod(null)).toBeNull();
  });
});
