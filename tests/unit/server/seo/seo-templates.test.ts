import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEO_TEMPLATES,
  lookup,
  renderTemplate,
  truncate,
} from '@server/modules/seo/seo-templates';

const context = {
  site_name: 'Cinedex',
  title: {
    name: 'Alien',
    year: 1979,
    plot: 'In space <b>no one</b>\n can hear you scream.',
    genres: [
      { id: 1, name: 'horror', display_name: 'Horror' },
      { id: 2, name: 'sf', display_name: 'Science fiction' },
    ],
    rating: 8.5,
  },
};

describe('renderTemplate', () => {
  it('fills dotted paths, numbers and lists', () => {
    expect(renderTemplate(DEFAULT_SEO_TEMPLATES.title.title, context)).toBe(
      'Alien (1979) - Cinedex',
    );
    expect(renderTemplate('{{title.genres}} rated {{ title.rating }}', context)).toBe(
      'Horror, Science fiction rated 8.5',
    );
  });

  it('renders missing values as nothing and tidies what is left', () => {
    const noYear = { ...context, title: { ...context.title, year: null } };
    expect(renderTemplate('{{title.name}} ({{title.year}}) - {{site_name}}', noYear)).toBe(
      'Alien - Cinedex',
    );
    expect(renderTemplate('{{missing.name}} - {{site_name}}', context)).toBe('Cinedex');
    expect(renderTemplate('{{title.name}} - {{nothing}} - {{site_name}}', context)).toBe(
      'Alien - Cinedex',
    );
    expect(renderTemplate('{{title.name}} S1 E2: {{nothing}} - {{site_name}}', context)).toBe(
      'Alien S1 E2 - Cinedex',
    );
    expect(renderTemplate('{{title.name}} | {{nothing}}', context)).toBe('Alien');
    expect(renderTemplate('Spider-Man: Far From Home', {})).toBe('Spider-Man: Far From Home');
  });

  it('takes the first non-empty alternative', () => {
    expect(renderTemplate('{{title.tagline|title.plot}}', context)).toBe(
      'In space no one can hear you scream.',
    );
    expect(renderTemplate('{{a|b|site_name}}', context)).toBe('Cinedex');
  });

  it('strips markup and whitespace from values and cuts descriptions at a word', () => {
    const long = { title: { plot: `${'word '.repeat(50)}end` } };
    const text = renderTemplate('{{title.plot}}', long, { maxLength: 160 });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^word( word)+…$/);
  });

  it('never reaches beyond own data', () => {
    expect(renderTemplate('{{constructor.name}}{{__proto__}}{{title.name.length}}x', context)).toBe(
      'x',
    );
    expect(lookup(context, 'title.toString')).toBe('');
    expect(renderTemplate('{{title.name}} {{#each}} {{ }}', context)).toBe('Alien');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four', 16)).toBe('one two three…');
    expect(truncate('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
