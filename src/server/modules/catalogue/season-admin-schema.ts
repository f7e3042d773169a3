import { z } from 'zod';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from './catalogue-params';
import {
  numberField,
  numberFilter,
  optionalText,
  posterField,
  releaseDateField,
  titleIdField,
} from './season-admin-fields';

export const SEASON_ORDER_COLUMNS = [
  'number',
  'id',
  'name',
  'release_date',
  'episode_count',
  'created_at',
  'updated_at',
] as const;

export const seasonAdminListQuery = paginationQuery.extend({
  orderBy: z.enum(SEASON_ORDER_COLUMNS).default('number'),
  orderDir: z.enum(['asc', 'desc']).default('asc'),
  titleId: numberFilter('title id'),
  number: numberFilter('number'),
  query: z.string().trim().max(255).optional(),
  ids: idList,
});

export type SeasonAdminListQuery = z.infer<typeof seasonAdminListQuery>;

const seasonFields = {
  name: optionalText('name', 255),
  plot: optionalText('plot', 10_000),
  poster: posterField('poster'),
  release_date: releaseDateField,
};

/** A new season; the number defaults to the one after the title's highest. */
export const seasonCreateInput = z.strictObject({
  title_id: titleIdField,
  number: numberField('number').optional(),
  ...seasonFields,
});

/** A season's changes: only the fields sent change. */
export const seasonUpdateInput = z.strictObject({
  number: numberField('number').optional(),
  name: seasonFields.name.optional(),
  plot: seasonFields.plot.optional(),
  poster: seasonFields.poster.optional(),
  release_date: seasonFields.release_date.optional(),
});

export type SeasonCreateInput = z.infer<typeof seasonCreateInput>;
export type SeasonUpdateInput = z.infer<typeof seasonUpdateInput>;

export const adminIdParam = z.object({ id: routeIdParam });
export const adminIdsParam = z.object({ ids: requiredIdList });
