import { z } from 'zod';
import { imageUrlInput } from '@common/api/admin-images';
import { NEWS_STATES } from '@common/api/admin-news';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from '../catalogue';

export const NEWS_ORDER_COLUMNS = ['id', 'title', 'state', 'created_at', 'updated_at'] as const;
export const NEWS_TITLE_MAX = 255;
export const NEWS_BODY_MAX = 200_000;
const STATE_INVALID = 'The state must be draft or published.';

/** GET admin/news: every article, drafts too, with search and a state filter. */
export const newsAdminListQuery = paginationQuery.extend({
  orderBy: z.enum(NEWS_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  state: z.enum(NEWS_STATES, { error: STATE_INVALID }).optional(),
  ids: idList,
});
export type NewsAdminListQuery = z.infer<typeof newsAdminListQuery>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const newsFields = {
  title: z
    .string({ error: 'The title field is required.' })
    .trim()
    .min(1, 'The title field is required.')
    .max(NEWS_TITLE_MAX, `The title may not be greater than ${NEWS_TITLE_MAX} characters.`),
  /** HTML from the rich text editor; sanitised before it is stored. */
  body: z
    .string({ error: 'The body field is required.' })
    .max(NEWS_BODY_MAX, `The body may not be greater than ${NEWS_BODY_MAX} characters.`)
    .refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, {
      message: 'The body field is required.',
    }),
  image: z.preprocess(
    (value) => (value === '' ? null : value),
    imageUrlInput.nullish().transform((value) => value ?? null),
  ),
  source: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? null : value),
    z
      .string({ error: 'The source must be text.' })
      .trim()
      .max(2048, 'The source may not be greater than 2048 characters.')
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'The source must be an http(s) address.')
      .nullish()
      .transform((value) => value ?? null),
  ),
  byline: optionalText('byline', 255),
  state: z.enum(NEWS_STATES, { error: STATE_INVALID }).default('draft'),
};

/** POST admin/news: a new article, a draft unless told otherwise. */
export const newsCreateInput = z.strictObject(newsFields);
/** PUT admin/news/{id}: only the fields sent change. */
export const newsUpdateInput = z
  .strictObject({
    ...newsFields,
    state: z.enum(NEWS_STATES, { error: STATE_INVALID }),
  })
  .partial();

export type NewsCreateInput = z.infer<typeof newsCreateInput>;
export type NewsUpdateInput = z.infer<typeof newsUpdateInput>;

export const newsIdParam = z.object({ id: routeIdParam });
export const newsIdsParam = z.object({ ids: requiredIdList });
