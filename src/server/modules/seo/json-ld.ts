/**
 * schema.org descriptions of catalogue pages (Movie, TVSeries, TVSeason, TVEpisode, Person,
 * NewsArticle, VideoObject, WebSite), written into the page as JSON-LD. Empty fields are left out.
 */
import { episodeUrl, personUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import type {
  Credits,
  EpisodePageResponse,
  NewsArticleResponse,
  PersonPageResponse,
  SeasonPageResponse,
  TitleCard,
  TitlePageResponse,
  VideoWithTitle,
} from '@common/catalogue/catalogue-types';
import { absoluteImage, absoluteUrl, isoDuration } from './seo-format';
import { plainText, truncate } from './seo-templates';

const CONTEXT = 'https://schema.org';
/** How many actors and directors a page names. */
const TOP_PEOPLE = 5;

type Json = Record<string, unknown>;

/** Drops null, undefined, empty strings and empty lists, so the output has no hollow fields. */
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * A rating as schema.org's AggregateRating, only when it is the site's own: a figure from an
 * outside source (IMDb's, named by rating_source) is shown on the page under that name, but search
 * engines take aggregateRating as the site's reviews and refuse ratings gathered elsewhere.
 */
function rating(value: number | null, count: number, source: string | null): Json | null {
  if (value === null || !count || source) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(value * 10) / 10,
    ratingCount: count,
    bestRating: 10,
    worstRating: 1,
  };
}

function people(appUrl: string, list: Array<{ id: number; name: string }>): Json[] {
  return list.slice(0, TOP_PEOPLE).map((person) => ({
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(appUrl, personUrl(person)),
  }));
}

function creditsLd(appUrl: string, credits: Credits, series: boolean): Json {
  const crew = (job: string) =>
    credits.crew.filter((credit) => credit.job === job).map((credit) => credit.person);
  return {
    director: people(appUrl, crew('Director')),
    creator: series ? people(appUrl, crew('Creator')) : [],
    actor: people(
      appUrl,
      [...credits.cast].sort((a, b) => a.order - b.order).map((credit) => credit.person),
    ),
  };
}

const description = (text: string | null | undefined) =>
  text ? truncate(plainText(text), 500) : null;

const seriesRef = (appUrl: string, title: TitleCard): Json => ({
  '@type': 'TVSeries',
  name: title.name,
  url: absoluteUrl(appUrl, titleUrl(title)),
});

export function titleLd(appUrl: string, data: TitlePageResponse): Json {
  const { title } = data;
  const series = title.type === 'series';
  return compact({
    '@context': CONTEXT,
    '@type': series ? 'TVSeries' : 'Movie',
    name: title.name,
    alternateName: title.original_name !== title.name ? title.original_name : null,
    url: absoluteUrl(appUrl, titleUrl(title)),
    image: absoluteImage(appUrl, title.poster),
    description: description(title.plot),
    datePublished: title.release_date ?? (title.year ? String(title.year) : null),
    genre: title.genres.map((genre) => genre.display_name),
    keywords: title.keywords.map((keyword) => keyword.display_name).join(', '),
    inLanguage: title.language,
    contentRating: title.certification,
    duration: series ? null : isoDuration(title.runtime, 'minutes'),
    numberOfSeasons: series ? title.season_count : null,
    numberOfEpisodes: series ? title.episode_count : null,
    aggregateRating: rating(title.rating, title.vote_count, title.rating_source),
    sameAs: title.imdb_id ? `https://www.imdb.com/title/${title.imdb_id}/` : null,
    ...creditsLd(appUrl, data.credits, series),
  });
}

export function seasonLd(appUrl: string, data: SeasonPageResponse): Json {
  const { title, season } = data;
  return compact({
    '@context': CONTEXT,
    '@type': 'TVSeason',
    name: season.name ?? `Season ${season.number}`,
    seasonNumber: season.number,
    url: absoluteUrl(appUrl, seasonUrl(title, season.number)),
    image: absoluteImage(appUrl, season.poster ?? title.poster),
    description: description(season.plot),
    datePublished: season.release_date,
    numberOfEpisodes: season.episode_count,
    partOfSeries: seriesRef(appUrl, title),
    ...creditsLd(appUrl, data.credits, true),
  });
}

export function episodeLd(appUrl: string, data: EpisodePageResponse): Json {
  const { title, season, episode } = data;
  return compact({
    '@context': CONTEXT,
    '@type': 'TVEpisode',
    name: episode.name,
    episodeNumber: episode.episode_number,
    url: absoluteUrl(appUrl, episodeUrl(title, episode.season_number, episode.episode_number)),
    image: absoluteImage(appUrl, episode.poster ?? title.backdrop ?? title.poster),
    description: description(episode.plot),
    datePublished: episode.release_date,
    duration: isoDuration(episode.runtime, 'minutes'),
    aggregateRating: rating(episode.rating, episode.vote_count, title.rating_source),
    partOfSeason: compact({
      '@type': 'TVSeason',
      name: season.name ?? `Season ${season.number}`,
      seasonNumber: season.number,
      url: absoluteUrl(appUrl, seasonUrl(title, season.number)),
    }),
    partOfSeries: seriesRef(appUrl, title),
    ...creditsLd(appUrl, data.credits, true),
  });
}

export function personLd(appUrl: string, data: PersonPageResponse): Json {
  const { person } = data;
  return compact({
    '@context': CONTEXT,
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(appUrl, personUrl(person)),
    image: absoluteImage(appUrl, person.image),
    description: description(person.biography),
    birthDate: person.birth_date,
    birthPlace: person.birth_place,
    deathDate: person.death_date,
    deathPlace: person.death_place,
    jobTitle: person.known_for,
    sameAs: person.imdb_id ? `https://www.imdb.com/name/${person.imdb_id}/` : null,
  });
}

export function newsArticleLd(
  appUrl: string,
  data: NewsArticleResponse,
  url: string,
  siteName: string,
): Json {
  const { article } = data;
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: truncate(article.title, 110),
    url,
    mainEntityOfPage: url,
    image: absoluteImage(appUrl, article.image),
    description: description(article.excerpt),
    datePublished: article.created_at,
    author: article.byline
      ? { '@type': 'Person', name: article.byline }
      : { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName, url: appUrl },
  });
}

export function videoLd(appUrl: string, video: VideoWithTitle, url: string): Json {
  return compact({
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: video.name,
    url,
    description: description(video.description) ?? description(video.title.name),
    thumbnailUrl: absoluteImage(
      appUrl,
      video.thumbnail ?? video.episode?.poster ?? video.title.backdrop ?? video.title.poster,
    ),
    duration: isoDuration(video.duration, 'seconds'),
    inLanguage: video.language,
    embedUrl: video.source === 'embed' ? video.src : null,
    contentUrl: video.source === 'embed' ? null : absoluteImage(appUrl, video.src),
  });
}

/** The home page: the site, with the search box search engines may show. */
export function websiteLd(appUrl: string, siteName: string, siteDescription: string): Json {
  return compact({
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    description: siteDescription,
    url: `${appUrl.replace(/\/+$/, '')}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(appUrl, '/search')}/{search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
}
