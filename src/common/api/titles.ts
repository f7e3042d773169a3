import { z } from 'zod';
import { paginated } from './responses';
import { taxonomy, titleCard, titleCardFields } from './title-card';
import { video } from './videos';

export { taxonomy, titleCard, titleType } from './title-card';
export type { Taxonomy, TitleCard, TitleType } from './title-card';

/**
 * The titles API's answers (titles, seasons, episodes, credits, images). Fields are listed in
 * the order the API writes them: the response is encoded through these schemas, and the page
 * renderer embeds the same JSON as a page's first data.
 */

export const creditPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

export const castCredit = z.object({
  id: z.number().int(),
  person: creditPerson,
  character: z.string().nullable(),
  order: z.number().int(),
});

export const crewCredit = z.object({
  id: z.number().int(),
  person: creditPerson,
  department: z.string(),
  job: z.string(),
});

export const credits = z.object({ cast: z.array(castCredit), crew: z.array(crewCredit) });

export const image = z.object({
  id: z.number().int(),
  type: z.enum(['poster', 'backdrop', 'still', 'profile']),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const seasonSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string().nullable(),
  poster: z.string().nullable(),
  release_date: z.string().nullable(),
  episode_count: z.number().int(),
});

export const episode = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  season_id: z.number().int(),
  season_number: z.number().int(),
  episode_number: z.number().int(),
  name: z.string(),
  plot: z.string().nullable(),
  poster: z.string().nullable(),
  release_date: z.string().nullable(),
  runtime: z.number().nullable(),
  rating: z.number().nullable(),
  vote_count: z.number().int(),
});

/** The previous or next episode of an episode page. */
export const episodeLink = episode.pick({ season_number: true, episode_number: true, name: true });

export const titleDetail = z.object({
  ...titleCardFields,
  original_name: z.string().nullable(),
  tagline: z.string().nullable(),
  plot: z.string().nullable(),
  certification: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  status: z.string().nullable(),
  budget: z.number().nullable(),
  revenue: z.number().nullable(),
  imdb_id: z.string().nullable(),
  season_count: z.number().int(),
  episode_count: z.number().int(),
  keywords: z.array(taxonomy),
  countries: z.array(taxonomy),
});

/** GET titles: one page of title cards. */
export const titleListResponse = paginated(titleCard);

/**
 * GET titles/{titleId}: everything the title page and its videos/images pages show. The same for
 * every visitor (cacheable, ETag); the viewer's own state and the reviews come from their own calls.
 */
export const titlePageResponse = z.object({
  title: titleDetail,
  /** Top-billed cast (up to 20) and key crew (directing, writing, creator, producer). */
  credits,
  seasons: z.array(seasonSummary),
  videos: z.array(video),
  images: z.array(image),
  related: z.array(titleCard),
});

/** GET titles/{titleId}/credits: the full-credits page. */
export const titleCreditsResponse = z.object({ title: titleCard, credits });

/** GET titles/{titleId}/seasons/{season} */
export const seasonPageResponse = z.object({
  title: titleCard,
  season: seasonSummary.extend({ plot: z.string().nullable() }),
  seasons: z.array(seasonSummary),
  episodes: z.array(episode),
  credits,
});

/** GET titles/{titleId}/seasons/{season}/episodes/{episode} */
export const episodePageResponse = z.object({
  title: titleCard,
  season: seasonSummary,
  episode,
  previous: episodeLink.nullable(),
  next: episodeLink.nullable(),
  credits,
  videos: z.array(video),
  images: z.array(image),
});

/** POST page-visits and other recorded events. */
export const okResponse = z.object({ ok: z.literal(true) });

export type CreditPerson = z.infer<typeof creditPerson>;
export type CastCredit = z.infer<typeof castCredit>;
export type CrewCredit = z.infer<typeof crewCredit>;
export type Credits = z.infer<typeof credits>;
export type Image = z.infer<typeof image>;
export type SeasonSummary = z.infer<typeof seasonSummary>;
export type Episode = z.infer<typeof episode>;
export type EpisodeLink = z.infer<typeof episodeLink>;
export type TitleDetail = z.infer<typeof titleDetail>;
export type TitlePageResponse = z.infer<typeof titlePageResponse>;
export type TitleCreditsResponse = z.infer<typeof titleCreditsResponse>;
export type SeasonPageResponse = z.infer<typeof seasonPageResponse>;
export type EpisodePageResponse = z.infer<typeof episodePageResponse>;
