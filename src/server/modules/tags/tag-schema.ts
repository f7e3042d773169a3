import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { idList, requiredIdList } from '../../http/id-list';

export const TAG_ORDER_COLUMNS = [
  'id',
  'name',
  'display_name',
  'type',
  'created_at',
  'updated_at',
] as const;

const tagType = z
  .string()
  .trim()
  .min(1, 'The type field is required.')
  .max(50, 'The type may not be greater than 50 characters.')
  .regex(
    /^[a-z0-9_-]+$/,
    'The type may only contain lowercase letters, numbers, dashes and underscores.',
  );

export const tagListQuery = paginationQuery.extend({
  orderBy: z.enum(TAG_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255).optional(),
  type: tagType.optional(),
  ids: idList,
});

export type TagListQuery = z.infer<typeof tagListQuery>;

export const tagInput = z.strictObject({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(191, 'The name may not be greater than 191 characters.'),
  display_name: z
    .string()
    .trim()
    .max(255, 'The display name may not be greater than 255 characters.')
    .nullish(),
  type: tagType.optional(),
});

export type TagInput = z.infer<typeof tagInput>;

export const tagIdParam = z.object({ id: z.coerce.number().int().positive() });
export const tagIdsParam = z.object({ ids: requiredIdList });
