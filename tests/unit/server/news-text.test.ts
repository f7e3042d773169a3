import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt, htmlToText } from '@server/modules/news/news-text';

describe('htmlToText', () => {
  it('drops tags, separates blocks and decodes entities', () => {
    expect(
      htmlToText('<p>Hello <b>big</b>&nbsp;world</p><p>Tom &amp; Jerry&#39;s &#x2014; “x”</p>'),
    ).toBe("Hello big world Tom & Jerry's — “x”");
  });

  it('drops scripts and styles with their content, and a tag cut off at the end', () => {
    expect(htmlToText('<style>p{}</style>A<script>alert(1)</script> B <a href="x')).toBe('A B');
  });

  it('keeps unknown entities as they are', () => {
    expect(htmlToText('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
  });
});

describe('excerpt', () => {
  it('keeps short texts whole', () => {
    expect(excerpt('<p>Short.</p>')).toBe('Short.');
  });

  it('cuts long texts at a word boundary with an ellipsis', () => {
    const text = `<p>${'word '.repeat(100)}</p>`;
    const result = excerpt(text);
    expect(result.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(result.endsWith('word…')).toBe(true);
  });

  it('cuts a single very long word', () => {
    expect(excerpt('x'.repeat(500), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
