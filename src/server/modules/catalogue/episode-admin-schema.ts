import { z } from 'zod';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import {
  numberField,
  numberFilter,
  optionalText,
  posterField,
  releaseDateField,
  runtimeField,
  titleIdField,
} from './season-admin-fields';

export const EPISODE_ORDER_COLUMNS = [
  'episode_number',
  'season_number',
  'id',
  'name',
  'release_date',
  'runtime',
  'created_at',
  'updated_at',
] as const;

export const episodeAdminListQuery = paginationQuery.extend({
  orderBy: z.enum(EPISODE_ORDER_COLUMNS).default('episode_number'),
  orderDir: z.enum(['asc', 'desc']).default('asc'),
  titleId: numberFilter('title id'),
  season: numberFilter('season'),
  episode: numberFilter('episode'),
  query: z.string().trim().max(255).optional(),
  ids: idList,
});

export type EpisodeAdminListQuery = z.infer<typeof episodeAdminListQuery>;

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(255, 'The name may not be greater than 255 characters.');

const episodeFields = {
  plot: optionalText('plot', 10_000),
  poster: posterField('still image'),
  release_date: releaseDateField,
  runtime: runtimeField,
};

/** A new episode of a season (by number); its number defaults to the one after the highest. */
export const episodeCreateInput = z.strictObject({
  title_id: titleIdField,
  season: numberField('season'),
  episode_number: numberField('episode number').optional(),
  name,
  ...episodeFields,
});

/** An episode's changes; `season` moves it to another season of the same title. */
export const episodeUpdateInput = z.strictObject({
  season: numberField('season').optional(),
  episode_number: numberField('episode number').optional(),
  name: name.optional(),
  plot: episodeFields.plot.optional(),
  poster: episodeFields.poster.optional(),
  release_date: episodeFields.release_date.optional(),
  runtime: episodeFields.runtime.optional(),
});

export type EpisodeCreateInput = z.infer<typeof episodeCreateInput>;
export type EpisodeUpdateInput = z.infer<typeof episodeUpdateInput>;
