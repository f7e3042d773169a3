import { z } from 'zod';
import {
  TITLE_LIMITS,
  TITLE_ORDER_COLUMNS,
  TITLE_STATUSES,
  TITLE_TYPES,
} from '@common/api/admin-titles';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from './catalogue-params';

/** How many ids a list request may name. */
const MAX_IDS = 1000;

const year = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(TITLE_LIMITS.yearMin, `The ${label} must be at least ${TITLE_LIMITS.yearMin}.`)
    .max(TITLE_LIMITS.yearMax, `The ${label} may not be greater than ${TITLE_LIMITS.yearMax}.`)
    .optional();

/** GET admin/titles: search, filters, order and page. */
export const titleAdminListQuery = paginationQuery.extend({
  orderBy: z.enum(TITLE_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  type: z.enum(TITLE_TYPES, { error: 'The type must be movie or series.' }).optional(),
  genre: z.coerce
    .number({ error: 'The genre must be a genre id.' })
    .int('The genre must be a genre id.')
    .positive('The genre must be a genre id.')
    .max(TITLE_LIMITS.tmdbIdMax, 'The genre must be a genre id.')
    .optional(),
  yearFrom: year('year from'),
  yearTo: year('year to'),
  status: z.enum(TITLE_STATUSES, { error: 'The selected status is invalid.' }).optional(),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'The language must be a two-letter ISO 639-1 code (en, fr …).')
    .optional(),
  ids: idList.refine((ids) => ids.length <= MAX_IDS, `Give at most ${MAX_IDS} ids.`),
});

export type TitleAdminListQuery = z.infer<typeof titleAdminListQuery>;

/**
 * DELETE admin/titles/{ids}: comma-separated ids. A segment that names no row becomes 0, as
 * route ids do, so a malformed list answers the service's 404.
 */
export const titleAdminIdsParam = z.object({
  ids: z.string().transform((value) => value.split(',').map((id) => routeIdParam.parse(id.trim()))),
});
