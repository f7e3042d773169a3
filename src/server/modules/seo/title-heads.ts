/** Head tags of title, season, episode and watch pages (video.* Open Graph types). */
import { episodeUrl, seasonUrl, titleUrl, watchUrl } from '@common/catalogue/catalogue-urls';
import type {
  EpisodePageResponse,
  SeasonPageResponse,
  TitleCard,
  TitleCreditsResponse,
  TitlePageResponse,
  WatchPageResponse,
} from '@common/catalogue/catalogue-types';
import type { PageHead } from '../../render/head-tags';
import { fromTemplate, image, type HeadContext } from './head-helpers';
import { episodeLd, seasonLd, titleLd, videoLd } from './json-ld';
import { absoluteUrl } from './seo-format';

/** Page sections get a prefix in front of the page type's title. */
const SECTION_LABELS: Record<string, string> = {
  videos: 'Videos',
  images: 'Images',
  'full-credits': 'Full credits',
};

const OG_TYPES: Record<TitleCard['type'], string> = {
  movie: 'video.movie',
  series: 'video.tv_show',
};

const withSection = (head: Pick<PageHead, 'title'>, section: string) =>
  SECTION_LABELS[section] ? `${SECTION_LABELS[section]} - ${head.title}` : head.title;

const sectionPath = (path: string, section: string) =>
  section === 'main' ? path : `${path}/${section}`;

export function titleHead(
  ctx: HeadContext,
  data: TitlePageResponse | TitleCreditsResponse,
  section: string,
): PageHead {
  const { title } = data;
  const text = fromTemplate(ctx, 'title', { title });
  const backdrop = image(ctx, title.backdrop);
  return {
    ...text,
    title: withSection(text, section),
    canonical: absoluteUrl(ctx.appUrl, sectionPath(titleUrl(title), section)),
    type: OG_TYPES[title.type],
    image: backdrop ?? image(ctx, title.poster),
    largeImage: backdrop !== null,
    properties: [
      ['video:release_date', title.release_date ?? ''],
      ['video:duration', title.runtime ? String(title.runtime * 60) : ''],
    ],
    jsonLd: section === 'main' && 'seasons' in data ? [titleLd(ctx.appUrl, data)] : [],
  };
}

export function seasonHead(ctx: HeadContext, data: SeasonPageResponse, section: string): PageHead {
  const { title, season } = data;
  const text = fromTemplate(ctx, 'season', {
    title,
    season: {
      ...season,
      name: season.name ?? `Season ${season.number}`,
      year: season.release_date?.slice(0, 4) ?? '',
    },
  });
  const wide = image(ctx, title.backdrop);
  return {
    ...text,
    title: withSection(text, section),
    canonical: absoluteUrl(ctx.appUrl, sectionPath(seasonUrl(title, season.number), section)),
    type: 'video.tv_show',
    image: wide ?? image(ctx, season.poster, title.poster),
    largeImage: wide !== null,
    jsonLd: section === 'main' ? [seasonLd(ctx.appUrl, data)] : [],
  };
}

export function episodeHead(
  ctx: HeadContext,
  data: EpisodePageResponse,
  section: string,
): PageHead {
  const { title, season, episode } = data;
  const text = fromTemplate(ctx, 'episode', {
    title,
    season: { ...season, name: season.name ?? `Season ${season.number}` },
    episode,
  });
  const wide = image(ctx, episode.poster, title.backdrop);
  const path = episodeUrl(title, episode.season_number, episode.episode_number);
  return {
    ...text,
    title: withSection(text, section),
    canonical: absoluteUrl(ctx.appUrl, sectionPath(path, section)),
    type: 'video.episode',
    image: wide ?? image(ctx, title.poster),
    largeImage: wide !== null,
    properties: [['video:release_date', episode.release_date ?? '']],
    jsonLd: section === 'main' ? [episodeLd(ctx.appUrl, data)] : [],
  };
}

export function watchHead(ctx: HeadContext, data: WatchPageResponse): PageHead {
  const { video } = data;
  const { title, episode } = video;
  const canonical = absoluteUrl(ctx.appUrl, watchUrl(video));
  const wide = image(ctx, video.thumbnail, episode?.poster, title.backdrop);
  const full = video.category === 'full';
  return {
    ...fromTemplate(ctx, 'watch', { video, title, episode }),
    canonical,
    type: full ? (episode ? 'video.episode' : OG_TYPES[title.type]) : 'video.other',
    image: wide ?? image(ctx, title.poster),
    largeImage: wide !== null,
    properties: [
      ['og:video', video.source === 'embed' ? video.src : (image(ctx, video.src) ?? '')],
    ],
    jsonLd: [videoLd(ctx.appUrl, video, canonical)],
  };
}
