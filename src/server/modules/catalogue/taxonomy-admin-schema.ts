import { z } from 'zod';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from './catalogue-params';

export const TAXONOMY_ORDER_COLUMNS = [
  'name',
  'display_name',
  'titles_count',
  'created_at',
  'updated_at',
] as const;

export const taxonomyListQuery = paginationQuery.extend({
  orderBy: z.enum(TAXONOMY_ORDER_COLUMNS).default('display_name'),
  orderDir: z.enum(['asc', 'desc']).default('asc'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  ids: idList,
});

export type TaxonomyListQuery = z.infer<typeof taxonomyListQuery>;

/** A URL key: lowercase letters (any script), digits and single dashes between them. */
export const TAXONOMY_NAME_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
export const TAXONOMY_NAME_INVALID =
  'The name may only contain lowercase letters, numbers and single dashes.';

const displayName = z
  .string({ error: 'The display name field is required.' })
  .trim()
  .min(1, 'The display name field is required.')
  .max(255, 'The display name may not be greater than 255 characters.');

export const taxonomyInput = z.strictObject({
  display_name: displayName,
  /** The URL key; made from the display name when absent (on create) or kept (on rename). */
  name: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? null : value),
    z
      .string({ error: 'The name must be text.' })
      .trim()
      .max(100, 'The name may not be greater than 100 characters.')
      .regex(TAXONOMY_NAME_PATTERN, TAXONOMY_NAME_INVALID)
      .nullish(),
  ),
});

export type TaxonomyInput = z.infer<typeof taxonomyInput>;

const taxonomyId = (field: string) =>
  z
    .number({ error: `The ${field} must be an id.` })
    .int(`The ${field} must be an id.`)
    .positive(`The ${field} must be an id.`)
    .max(2_147_483_647, `The ${field} must be an id.`);

export const taxonomyMergeInput = z.strictObject({
  ids: z
    .array(taxonomyId('ids'), { error: 'The ids field is required.' })
    .min(1, 'The ids field is required.')
    .max(100, 'Merge at most 100 at once.'),
  into: taxonomyId('into'),
});

export type TaxonomyMergeInput = z.infer<typeof taxonomyMergeInput>;

export const taxonomyIdParam = z.object({ id: routeIdParam });
export const taxonomyIdsParam = z.object({ ids: requiredIdList });
export const titleIdParam = z.object({ titleId: routeIdParam });

export const titleGenresInput = z.strictObject({
  ids: z
    .array(taxonomyId('ids'), { error: 'The ids field is required.' })
    .max(50, 'A title may have at most 50 genres.'),
});

export const titleKeywordsInput = z.strictObject({
  /** Existing keywords the title keeps or gets. */
  ids: z
    .array(taxonomyId('ids'), { error: 'The ids must be a list.' })
    .max(200, 'A title may have at most 200 keywords.')
    .default([]),
  /** New keywords by display name; one whose key already exists is that keyword. */
  names: z
    .array(
      z
        .string({ error: 'Each keyword must be text.' })
        .trim()
        .min(1, 'A keyword may not be empty.')
        .max(255, 'A keyword may not be greater than 255 characters.'),
      { error: 'The names must be a list.' },
    )
    .max(200, 'A title may have at most 200 keywords.')
    .default([]),
});

export const titleCountriesInput = z.strictObject({
  codes: z
    .array(
      z
        .string({ error: 'Each country must be a two-letter code.' })
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Each country must be a two-letter code.')
        .transform((code) => code.toUpperCase()),
      { error: 'The codes field is required.' },
    )
    .max(250, 'A title may have at most 250 countries.'),
});

export type TitleKeywordsInput = z.infer<typeof titleKeywordsInput>;
