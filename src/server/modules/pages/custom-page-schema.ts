import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { relationParamsFor } from '../../http/relation-params';
import { idList, requiredIdList } from '../../http/id-list';

export const CUSTOM_PAGE_ORDER_COLUMNS = [
  'id',
  'title',
  'slug',
  'created_at',
  'updated_at',
] as const;

/** with=user, load=user: the author's public face. */
export const CUSTOM_PAGE_RELATIONS = ['user'] as const;
export type CustomPageRelation = (typeof CUSTOM_PAGE_RELATIONS)[number];

const relations = relationParamsFor(CUSTOM_PAGE_RELATIONS, []);

/** GET custom-pages/{idOrSlug}. */
export const customPageQuery = z.object(relations);

export const customPageListQuery = paginationQuery.extend({
  ...relations,
  orderBy: z.enum(CUSTOM_PAGE_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255).optional(),
  ids: idList,
});

export type CustomPageListQuery = z.infer<typeof customPageListQuery>;

const seoMeta = z.strictObject({
  title: z
    .string()
    .trim()
    .max(255, 'The SEO title may not be greater than 255 characters.')
    .optional(),
  description: z
    .string()
    .trim()
    .max(500, 'The SEO description may not be greater than 500 characters.')
    .optional(),
});

export const customPageInput = z.strictObject({
  title: z
    .string({ error: 'The title field is required.' })
    .trim()
    .min(1, 'The title field is required.')
    .max(255, 'The title may not be greater than 255 characters.'),
  slug: z
    .string()
    .trim()
    .max(255, 'The slug may not be greater than 255 characters.')
    .regex(/^[\p{L}\p{N}-]*$/u, 'The slug may only contain letters, numbers and dashes.')
    .nullish(),
  body: z
    .string({ error: 'The body field is required.' })
    .max(500_000, 'The body may not be greater than 500000 characters.'),
  meta: seoMeta.nullish(),
  hide_nav: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export type CustomPageInput = z.infer<typeof customPageInput>;

export const customPageIdParam = z.object({
  id: z.coerce.number({ error: 'Page not found.' }).int().positive(),
});

export const idOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(255) });

export const idsParam = z.object({
  ids: requiredIdList,
});
