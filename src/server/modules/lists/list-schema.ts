import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { idValue, recordId } from '../../http/record-id';

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 1000;
export const LIST_CREATE_TITLES_MAX = 100;

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(LIST_NAME_MAX, `The name may not be greater than ${LIST_NAME_MAX} characters.`);

const description = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(
    LIST_DESCRIPTION_MAX,
    `The description may not be greater than ${LIST_DESCRIPTION_MAX} characters.`,
  )
  .nullish()
  .transform((value) => value || null);

const isPublic = z.boolean({ error: 'The public field must be true or false.' });

const titleIds = z
  .array(idValue('title id'), { error: 'The title ids must be a list of title ids.' })
  .max(
    LIST_CREATE_TITLES_MAX,
    `A new list may start with at most ${LIST_CREATE_TITLES_MAX} titles.`,
  );

/** POST lists: a new list, public unless told otherwise, optionally with its first titles. */
export const createListInput = z.strictObject({
  name,
  description,
  public: isPublic.default(true),
  title_ids: titleIds.optional(),
});

/** PUT lists/{id}: only the fields sent change. */
export const updateListInput = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  public: isPublic.optional(),
});

export type CreateListInput = z.infer<typeof createListInput>;
export type UpdateListInput = z.infer<typeof updateListInput>;

export const listIdParams = z.object({ listId: recordId('list id') });
export const listItemParams = z.object({
  listId: recordId('list id'),
  titleId: recordId('title id'),
});
export const slugOrIdParams = z.object({
  slugOrId: z.string().trim().min(1).max(255),
});

export const addItemInput = z.strictObject({
  title_id: idValue('title id'),
});

export const reorderInput = z.strictObject({
  title_ids: z
    .array(idValue('title id'), { error: 'The title ids must be a list of title ids.' })
    .max(10_000, 'The title ids may not have more than 10000 items.'),
});

export const listPageQuery = paginationQuery.pick({ page: true, perPage: true });
export const watchlistQuery = paginationQuery.pick({ page: true, perPage: true });
export const watchlistTitleParams = z.object({ titleId: recordId('title id') });

export type PageQuery = z.infer<typeof listPageQuery>;
