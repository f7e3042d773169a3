/**
 * Head tags of the other public pages: people, news, channels, the home and landing pages,
 * lists, profiles, search and custom pages.
 */
import {
  channelUrl,
  listUrl,
  newsArticleUrl,
  personUrl,
  profileUrl,
  searchUrl,
} from '@common/catalogue/catalogue-urls';
import { channelPageTitle } from '@common/catalogue/channel-heading';
import type {
  ChannelPageResponse,
  ListPageResponse,
  NewsArticleResponse,
  PersonPageResponse,
  UserProfileResponse,
} from '@common/catalogue/catalogue-types';
import { SOURCE_LOCALE, translate } from '@common/i18n/translations';
import type { PageHead } from '../../render/head-tags';
import { fromTemplate, image, siteTitle, type HeadContext } from './head-helpers';
import { newsArticleLd, personLd, websiteLd } from './json-ld';
import { absoluteUrl } from './seo-format';
import { plainText, truncate } from './seo-templates';

export type { HeadContext } from './head-helpers';
export { episodeHead, seasonHead, titleHead, watchHead } from './title-heads';

/** Heads are written in the source language; a count takes its plural form ('1 list'). */
const counted = (message: string, count: number): string =>
  translate({ language: SOURCE_LOCALE.language, lines: {} }, message, { count });

export function personHead(ctx: HeadContext, data: PersonPageResponse): PageHead {
  const { person } = data;
  return {
    ...fromTemplate(ctx, 'person', { person }),
    canonical: absoluteUrl(ctx.appUrl, personUrl(person)),
    type: 'profile',
    image: image(ctx, person.image),
    jsonLd: [personLd(ctx.appUrl, data)],
  };
}

export function newsHead(ctx: HeadContext, data: NewsArticleResponse): PageHead {
  const { article } = data;
  const canonical = absoluteUrl(ctx.appUrl, newsArticleUrl(article));
  const picture = image(ctx, article.image);
  return {
    ...fromTemplate(ctx, 'news_article', { article }),
    canonical,
    type: 'article',
    image: picture,
    largeImage: picture !== null,
    properties: [
      ['article:published_time', article.created_at],
      ['article:author', article.byline ?? ''],
    ],
    jsonLd: [newsArticleLd(ctx.appUrl, data, canonical, ctx.settings.branding.site_name)],
  };
}

export function channelHead(ctx: HeadContext, data: ChannelPageResponse): PageHead {
  const { channel, restriction } = data;
  const first = data.content.data.find((item) => item.model_type === 'title');
  const wide = first?.model_type === 'title' ? image(ctx, first.backdrop) : null;
  return {
    ...fromTemplate(ctx, 'channel', { channel, restriction, heading: channelPageTitle(data) }),
    canonical: absoluteUrl(ctx.appUrl, channelUrl(channel, restriction?.name)),
    type: 'website',
    image: wide,
    largeImage: wide !== null,
  };
}

/** The index page: the site itself (its channels are the content). */
export function homeHead(ctx: HeadContext): PageHead {
  const { branding } = ctx.settings;
  return {
    title: branding.site_name,
    description: truncate(plainText(branding.site_description)),
    canonical: `${ctx.appUrl.replace(/\/+$/, '')}/`,
    type: 'website',
    jsonLd: [websiteLd(ctx.appUrl, branding.site_name, branding.site_description)],
  };
}

export function landingHead(ctx: HeadContext, canonicalPath: string): PageHead {
  const { landing } = ctx.settings;
  return {
    ...fromTemplate(ctx, 'landing', { landing }),
    canonical: absoluteUrl(ctx.appUrl, canonicalPath),
    type: 'website',
    image: image(ctx, landing.background),
    largeImage: Boolean(landing.background),
  };
}

export function listHead(ctx: HeadContext, data: ListPageResponse): PageHead {
  const { list } = data;
  return {
    title: siteTitle(ctx, list.name),
    description: truncate(
      plainText(
        list.description ||
          `A list of ${counted(':count title |||| :count titles', list.items_count)} by ${list.user.name}.`,
      ),
    ),
    canonical: absoluteUrl(ctx.appUrl, listUrl(list)),
    type: 'website',
    image: image(ctx, list.posters[0]),
  };
}

export function profileHead(
  ctx: HeadContext,
  data: UserProfileResponse,
  tab: string | null,
): PageHead {
  const { user } = data;
  return {
    title: siteTitle(ctx, user.name),
    description: `${user.name} on ${ctx.settings.branding.site_name}: ${[
      counted(':count list |||| :count lists', user.lists_count),
      counted(':count rating |||| :count ratings', user.ratings_count),
      counted(':count review |||| :count reviews', user.reviews_count),
    ].join(', ')}.`,
    canonical: absoluteUrl(ctx.appUrl, profileUrl(user, tab ?? undefined)),
    type: 'profile',
    image: image(ctx, user.image),
  };
}

/** Search results: reachable, but not worth indexing. */
export function searchHead(ctx: HeadContext, query: string): PageHead {
  return {
    title: siteTitle(ctx, `Search results for “${query}”`),
    description: ctx.settings.branding.site_description,
    canonical: absoluteUrl(ctx.appUrl, searchUrl(query)),
    type: 'website',
    robots: 'noindex, follow',
  };
}

interface CustomPageAnswer {
  page: { id: number; slug: string; title: string; body: string };
  seo?: Array<{
    nodeName: string;
    name?: string;
    property?: string;
    content?: string;
    _text?: string;
  }>;
}

export function customPageHead(ctx: HeadContext, data: CustomPageAnswer): PageHead {
  const { page, seo = [] } = data;
  const title = seo.find((tag) => tag.nodeName === 'title')?._text;
  const description = seo.find((tag) => tag.name === 'description')?.content;
  return {
    title: title || siteTitle(ctx, page.title),
    description: truncate(plainText(description || page.body)),
    canonical: absoluteUrl(ctx.appUrl, `/pages/${page.id}/${page.slug}`),
    type: 'website',
  };
}
