import type { UserList } from '@common/api/lists';
import type { CatalogueCardService } from '../catalogue';
import type { UserService } from '../users';
import type { ListRepository, ListRow } from './list-repository';

/** How many posters a list card shows. */
export const LIST_POSTERS = 4;

/**
 * How far down a list its card looks for posters. Titles nearly always have one, so the first
 * window is enough; a list opening with many titles without one is searched in wider windows,
 * up to here, so that no list costs more than a few rounds.
 */
export const POSTER_SEARCH_DEPTH = 60;

export interface ListCardSources {
  lists: ListRepository;
  catalogue: Pick<CatalogueCardService, 'titleCards'>;
  users: Pick<UserService, 'publicUsers'>;
}

/**
 * Lists as cards: each with its owner's public face and the posters of its first titles that
 * have one. Owners come in one call for the whole page and posters in one round for all lists
 * (another only for lists whose first titles lack posters), never one query per list.
 */
export async function toUserLists(rows: ListRow[], sources: ListCardSources): Promise<UserList[]> {
  const [owners, posters] = await Promise.all([
    sources.users.publicUsers(rows.map((row) => row.user_id)),
    postersOf(
      rows.map((row) => row.id),
      sources,
    ),
  ]);
  return rows.flatMap((row) => {
    const user = owners.get(row.user_id);
    if (!user) return [];
    return [
      {
        id: row.id,
        user,
        name: row.name,
        slug: row.slug,
        description: row.description,
        public: Boolean(row.public),
        site: Boolean(row.site),
        items_count: Number(row.items_count),
        posters: posters.get(row.id) ?? [],
        created_at: row.created_at,
        updated_at: row.updated_at,
      },
    ];
  });
}

/**
 * The posters of each list's first items in list order, skipping titles without one: a window
 * of LIST_POSTERS items first, then windows twice as wide further down for the lists still
 * short, down to POSTER_SEARCH_DEPTH.
 */
async function postersOf(
  listIds: number[],
  sources: ListCardSources,
): Promise<Map<number, string[]>> {
  const posters = new Map<number, string[]>(listIds.map((id) => [id, []]));
  let pending = listIds;
  let after = 0;
  let window = LIST_POSTERS;
  while (pending.length && after < POSTER_SEARCH_DEPTH) {
    const upTo = Math.min(after + window, POSTER_SEARCH_DEPTH);
    const items = await sources.lists.leadingTitleIds(pending, after, upTo);
    const cards = await sources.catalogue.titleCards([...items.values()].flat());
    const posterOf = new Map(cards.map((card) => [card.id, card.poster]));
    const short: number[] = [];
    for (const listId of pending) {
      const titleIds = items.get(listId) ?? [];
      const found = posters.get(listId)!;
      for (const titleId of titleIds) {
        const poster = posterOf.get(titleId);
        if (poster && found.length < LIST_POSTERS) found.push(poster);
      }
      // a full window means the list may go on; a short one that it has no more items
      if (found.length < LIST_POSTERS && titleIds.length === upTo - after) short.push(listId);
    }
    pending = short;
    after = upTo;
    window *= 2;
  }
  return posters;
}
