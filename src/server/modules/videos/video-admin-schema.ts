import { z } from 'zod';
import { videoCategory, videoSource } from '@common/api/videos';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from '../catalogue';

export const VIDEO_ORDER_COLUMNS = [
  'name',
  'created_at',
  'updated_at',
  'plays_count',
  'order',
] as const;

const scopeNumber = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a number.` })
    .int(`The ${name} must be a whole number.`)
    .min(0, `The ${name} must be at least 0.`)
    .max(100_000, `The ${name} may not be greater than 100000.`);

/** The list: a search, filters, and a scope (titleId[, season[, episode]]) of exactly those videos. */
export const videoListQuery = paginationQuery
  .extend({
    orderBy: z.enum(VIDEO_ORDER_COLUMNS).optional(),
    orderDir: z.enum(['asc', 'desc']).optional(),
    query: z.string().trim().max(255).optional(),
    titleId: z.coerce
      .number({ error: 'The title id must be a number.' })
      .int('The title id must be a whole number.')
      .positive('The title id must be a positive number.')
      .max(2_147_483_647, 'The title id is too large.')
      .optional(),
    season: scopeNumber('season').optional(),
    episode: scopeNumber('episode').optional(),
    source: videoSource.optional(),
    category: videoCategory.optional(),
    language: z.string().trim().max(20).optional(),
    ids: idList,
  })
  .superRefine((query, ctx) => {
    if (query.season !== undefined && query.titleId === undefined)
      ctx.addIssue({ code: 'custom', path: ['titleId'], message: 'A season needs its title id.' });
    if (query.episode !== undefined && query.season === undefined)
      ctx.addIssue({ code: 'custom', path: ['episode'], message: 'An episode needs its season.' });
  });

export type VideoListQuery = z.infer<typeof videoListQuery>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** The fields of a video an admin writes (besides its scope). */
const videoFields = {
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be greater than 255 characters.'),
  description: optionalText('description', 5000),
  thumbnail: optionalText('thumbnail', 255),
  source: z.enum(videoSource.options, { error: 'The source must be mp4, hls or embed.' }),
  src: z
    .string({ error: 'The video address field is required.' })
    .max(1000, 'The video address may not be greater than 1000 characters.'),
  category: z.enum(videoCategory.options, { error: 'The type must be trailer, clip or full.' }),
  quality: optionalText('quality', 10),
  language: optionalText('language', 10),
  duration: z.coerce
    .number({ error: 'The duration must be a number of seconds.' })
    .int('The duration must be a whole number of seconds.')
    .min(0, 'The duration must be at least 0.')
    .max(1_000_000, 'The duration may not be greater than 1000000 seconds.')
    .nullish()
    .transform((value) => value ?? null),
};

const scopeFields = {
  titleId: z.coerce
    .number({ error: 'The title id field is required.' })
    .int('The title id must be a whole number.')
    .positive('The title id must be a positive number.')
    .max(2_147_483_647, 'The title id is too large.'),
  season: scopeNumber('season').optional(),
  episode: scopeNumber('episode').optional(),
};

const episodeNeedsSeason = (value: { season?: number; episode?: number }) =>
  value.episode === undefined || value.season !== undefined;
const episodeNeedsSeasonIssue = { message: 'An episode needs its season.', path: ['episode'] };

export const videoCreateInput = z
  .strictObject({ ...scopeFields, ...videoFields })
  .refine(episodeNeedsSeason, episodeNeedsSeasonIssue);

export type VideoCreateInput = z.infer<typeof videoCreateInput>;

/**
 * A partial update. With `titleId`, the video moves to that scope (title, or with `season`
 * and `episode` one of its seasons or episodes) and goes last there.
 */
export const videoUpdateInput = z
  .strictObject({
    titleId: scopeFields.titleId.optional(),
    season: scopeFields.season,
    episode: scopeFields.episode,
    name: videoFields.name.optional(),
    description: videoFields.description.optional(),
    thumbnail: videoFields.thumbnail.optional(),
    source: videoFields.source.optional(),
    src: videoFields.src.optional(),
    category: videoFields.category.optional(),
    quality: videoFields.quality.optional(),
    language: videoFields.language.optional(),
    duration: videoFields.duration.optional(),
  })
  .refine(episodeNeedsSeason, episodeNeedsSeasonIssue)
  .refine((value) => value.season === undefined || value.titleId !== undefined, {
    message: 'A season needs its title id.',
    path: ['titleId'],
  });

export type VideoUpdateInput = z.infer<typeof videoUpdateInput>;

/** The new order of some (or all) videos of one scope; the others follow in their order. */
export const videoReorderInput = z
  .strictObject({
    ...scopeFields,
    ids: z
      .array(z.number({ error: 'Each id must be a number.' }).int().positive(), {
        error: 'The ids field is required.',
      })
      .min(1, 'Give at least one id.')
      .max(1000, 'The ids may not have more than 1000 items.'),
  })
  .refine(episodeNeedsSeason, episodeNeedsSeasonIssue);

export type VideoReorderInput = z.infer<typeof videoReorderInput>;

export const videoIdParam = z.object({ id: routeIdParam });
export const videoIdsParam = z.object({ ids: requiredIdList });
