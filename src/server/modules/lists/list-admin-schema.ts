import { z } from 'zod';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { recordId } from '../../http/record-id';
import { routeIdParam } from '../catalogue';
import { createListInput, updateListInput } from './list-schema';

export const LIST_ORDER_COLUMNS = [
  'id',
  'name',
  'items_count',
  'created_at',
  'updated_at',
] as const;
/** How many of a list's titles the admin's editor shows and reorders at once. */
export const LIST_EDITOR_ITEMS = 500;

const flag = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `The ${label} filter must be true or false.` })
    .transform((value) => value === 'true' || value === '1')
    .optional();

/** GET admin/lists: every list (the site's and members'), searched and filtered. */
export const listAdminQuery = paginationQuery.extend({
  orderBy: z.enum(LIST_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  site: flag('site'),
  public: flag('public'),
  user_id: recordId('user id').optional(),
  /** Resolves `admin/lists/{slug}/edit` to the list's id. */
  slug: z.string().trim().min(1).max(255).optional(),
  ids: idList,
});
export type ListAdminQuery = z.infer<typeof listAdminQuery>;

/** POST admin/lists: a site list, public unless told otherwise. */
export const listAdminCreateInput = createListInput;
/** PUT admin/lists/{id}: only the fields sent change; `site` makes a list the site's or not. */
export const listAdminUpdateInput = updateListInput.extend({
  site: z.boolean({ error: 'The site field must be true or false.' }).optional(),
});
export type ListAdminUpdateInput = z.infer<typeof listAdminUpdateInput>;

export const listAdminIdParam = z.object({ id: routeIdParam });
export const listAdminIdsParam = z.object({ ids: requiredIdList });
export const listAdminItemParams = z.object({ id: routeIdParam, titleId: routeIdParam });
