/**
 * Per-page-type SEO templates (spec 2.9 "SEO page types"), kept in the private settings group
 * `seo` (e.g. `seo.title.title`), and the tiny placeholder renderer that fills them.
 *
 * A placeholder is `{{dotted.path}}`, optionally with alternatives: `{{season.plot|title.plot}}`
 * takes the first one that is not empty. Missing values render as nothing; the result's
 * whitespace, empty brackets and doubled separators are tidied afterwards. No code is evaluated.
 */

export const SEO_PAGE_TYPES = [
  'title',
  'season',
  'episode',
  'watch',
  'person',
  'landing',
  'news_article',
  'channel',
] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

export interface SeoTemplate {
  /** The document title (and og:title). */
  title: string;
  /** The meta description (and og:description), cut to about 160 characters. */
  description: string;
}

export type SeoTemplates = Record<SeoPageType, SeoTemplate>;

export const DEFAULT_SEO_TEMPLATES: SeoTemplates = {
  title: {
    title: '{{title.name}} ({{title.year}}) - {{site_name}}',
    description: '{{title.plot|title.tagline}}',
  },
  season: {
    title: '{{title.name}}: {{season.name}} ({{season.year}}) - {{site_name}}',
    description: '{{season.plot|title.plot}}',
  },
  episode: {
    title:
      '{{title.name}} S{{episode.season_number}} E{{episode.episode_number}}: {{episode.name}} - {{site_name}}',
    description: '{{episode.plot|title.plot}}',
  },
  watch: {
    title: '{{video.name}} - {{title.name}} ({{title.year}}) - {{site_name}}',
    description: '{{video.description|episode.name|title.name}}',
  },
  person: {
    title: '{{person.name}} - {{site_name}}',
    description: '{{person.biography}}',
  },
  landing: {
    title: '{{site_name}} - {{landing.headline}}',
    description: '{{landing.subheadline|site_description}}',
  },
  news_article: {
    title: '{{article.title}} - {{site_name}}',
    description: '{{article.excerpt}}',
  },
  channel: {
    // heading: the page's own heading, with the channel it narrows ('Drama - Browse by genre')
    title: '{{heading|channel.name}} - {{site_name}}',
    description: '{{channel.description|site_description}}',
  },
};

/** Longest meta description before it is cut at a word boundary. */
export const DESCRIPTION_LENGTH = 160;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SEPARATOR = '[-|·•–—:,/]';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of one value: numbers and strings as they are, lists joined by commas. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return '';
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        isRecord(item) ? textOf(item.display_name ?? item.name ?? item.title) : textOf(item),
      )
      .filter(Boolean)
      .join(', ');
  }
  if (isRecord(value)) return textOf(value.display_name ?? value.name ?? value.title);
  return '';
}

/** Own properties only, so `{{constructor.name}}` or `{{__proto__}}` find nothing. */
export function lookup(context: unknown, path: string): string {
  let node: unknown = context;
  for (const key of path.split('.')) {
    if (!key || !isRecord(node) || !Object.hasOwn(node, key)) return '';
    node = node[key];
  }
  return textOf(node);
}

/** Tags out, whitespace collapsed: values such as biographies may hold HTML or line breaks. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at a word boundary before `max` characters, with an ellipsis. */
export function truncate(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Empty brackets, doubled separators and separators at either end go. */
function tidy(text: string): string {
  const run = new RegExp(`(?:\\s*${SEPARATOR})+(?=\\s|$)`, 'g');
  const last = new RegExp(`\\s*${SEPARATOR}$`);
  const count = new RegExp(SEPARATOR, 'g');
  return plainText(text)
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(run, (match) => ((match.match(count)?.length ?? 0) > 1 ? last.exec(match)![0] : match))
    .replace(new RegExp(`^(?:\\s*${SEPARATOR})+(?=\\s)|(?:\\s*${SEPARATOR})+\\s*$`, 'g'), '')
    .replace(/\s+([,:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fills a template's placeholders from the context; never throws. */
export function renderTemplate(
  template: string,
  context: Record<string, unknown>,
  options: { maxLength?: number } = {},
): string {
  const filled = template.replace(PLACEHOLDER, (_match, expression: string) => {
    for (const path of expression.split('|')) {
      const value = plainText(lookup(context, path.trim()));
      if (value) return value;
    }
    return '';
  });
  const text = tidy(filled);
  return options.maxLength ? truncate(text, options.maxLength) : text;
}
