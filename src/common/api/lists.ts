import { z } from 'zod';
import { publicUser } from './profiles';
import { paginated } from './responses';
import { titleCard } from './title-card';

/** A member's list of titles, as list cards and the list page show it. */
export const userList = z.object({
  id: z.number().int(),
  user: publicUser,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  public: z.boolean(),
  /** One of the site's own lists (made in the admin): its page credits the site, not `user`. */
  site: z.boolean(),
  items_count: z.number().int(),
  /** Up to four posters, for the list card. */
  posters: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A title in a list: its card, the item's id and its position. */
export const listItem = titleCard.extend({
  list_item_id: z.number().int(),
  order: z.number().int(),
});

/** GET lists/{slugOrId}: the list and one page of its items in list order. */
export const listPageResponse = z.object({ list: userList, items: paginated(listItem) });

/** What every change of a list answers. */
export const listResponse = z.object({ list: userList });

export type UserList = z.infer<typeof userList>;
export type ListItem = z.infer<typeof listItem>;
export type ListPageResponse = z.infer<typeof listPageResponse>;
export type ListResponse = z.infer<typeof listResponse>;
