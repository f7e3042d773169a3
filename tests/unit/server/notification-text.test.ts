import { describe, expect, it } from 'vitest';
import { boldName, excerpt } from '@common/text/notification-text';
import { isAnnouncementLink } from '@server/modules/notifications/announcement-service';

describe('notification text', () => {
  it("bolds a member's name without letting it open or close bold text", () => {
    expect(boldName('Ann')).toBe('**Ann**');
    expect(boldName('**Ann** started')).toBe('**Ann started**');
    expect(boldName(' Multi\nline ')).toBe('**Multi line**');
    expect(boldName('***')).toBe('**?**');
  });

  it('keeps the start of a text on one line', () => {
    expect(excerpt('short\n\ttext')).toBe('short text');
    expect(excerpt('a'.repeat(130), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('announcement links', () => {
  it('takes a path on the site or an https address, nothing else', () => {
    for (const url of ['/lists/3', '/pages/about?x=1#top', 'https://example.com/a']) {
      expect(isAnnouncementLink(url)).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'http://example.com',
      '//example.com',
      '/\\example.com',
      'lists/3',
      'data:text/html,x',
      '/a b',
      '',
    ]) {
      expect(isAnnouncementLink(url)).toBe(false);
    }
  });
});
