import type { Generated } from 'kysely';
import type { Flag } from '../../db/schema';

export interface ListsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  slug: string;
  description: string | null;
  public: Flag;
  /** One of the site's own lists (made in the admin), credited to the site on its page. */
  site: Generated<Flag>;
  /** The workspace it belongs to; 0 is its creator's personal space. */
  workspace_id: Generated<number>;
  items_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ListItemsTable {
  id: Generated<number>;
  list_id: number;
  title_id: number;
  order: Generated<number>;
  created_at: string;
}

export interface WatchlistItemsTable {
  id: Generated<number>;
  user_id: number;
  title_id: number;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ListsTables {
  lists: ListsTable;
  list_items: ListItemsTable;
  watchlist_items: WatchlistItemsTable;
}
