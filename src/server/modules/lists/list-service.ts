import type { ListPageResponse, UserList } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { slugify } from '@common/text/slugify';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { forbidden, notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { loadTitleCards } from '../catalogue/title-cards';
import { enforceCreationQuota, type Creator } from '../permissions/creation-quota';
import { WatchlistRepository } from './watchlist-repository';
import { ListRepository, type ListRow, type PageRequest } from './list-repository';
import type { CreateListInput, UpdateListInput } from './list-schema';

export const LIST_NOT_FOUND = 'List not found.';
export const TITLE_NOT_FOUND = 'Title not found.';
export const TITLE_ALREADY_IN_LIST = 'This title is already in the list.';
export const TITLE_NOT_IN_LIST = 'This title is not in the list.';
export const TITLES_MISSING = 'Some of the selected titles do not exist.';
export const REORDER_MISMATCH = 'The title ids must name every title of the list exactly once.';

/**
 * Members' lists of titles. Only the owner sees a private list (others get 404) and only the
 * owner changes a list (others get 403, or 404 when it is private). items_count and updated_at
 * follow every change of the items, in the same transaction.
 */
export class ListService {
  constructor(private readonly db: Db) {}

  /** The viewer's own lists, or another member's public ones. */
  async forUser(
    userId: number,
    viewerId: number | null,
    page: PageRequest,
  ): Promise<PaginationResponse<UserList>> {
    const { rows, total } = await new ListRepository(this.db).pageForUser(
      userId,
      userId !== viewerId,
      page,
    );
    return paginationResponse(rows, total, page.page, page.perPage);
  }

  /** GET lists/{slugOrId}: a number is an id, anything else a slug. */
  /** Where the user keeps a title: their watchlist, and which of their lists hold it. */
  async holdingTitle(
    userId: number,
    titleId: number,
  ): Promise<{ in_watchlist: boolean; list_ids: number[] }> {
    const [inWatchlist, listIds] = await Promise.all([
      new WatchlistRepository(this.db).contains(userId, titleId),
      new ListRepository(this.db).idsHoldingTitle(userId, titleId),
    ]);
    return { in_watchlist: inWatchlist, list_ids: listIds };
  }

  async show(
    slugOrId: string,
    viewerId: number | null,
    page: PageRequest,
  ): Promise<ListPageResponse> {
    const lists = new ListRepository(this.db);
    const row = /^\d{1,9}$/.test(slugOrId)
      ? await lists.findById(Number(slugOrId))
      : await lists.findBySlug(slugOrId, viewerId);
    if (!row || !this.visibleTo(row, viewerId)) throw notFound(LIST_NOT_FOUND);
    const [list, items] = await Promise.all([lists.shown(row.id), lists.itemPage(row.id, page)]);
    const cards = new Map(
      (
        await loadTitleCards(
          this.db,
          items.rows.map((item) => item.title_id),
        )
      ).map((card) => [card.id, card]),
    );
    const data = items.rows.flatMap((item) => {
      const card = cards.get(item.title_id);
      return card ? [{ ...card, list_item_id: item.id, order: item.order }] : [];
    });
    return {
      list: list!,
      items: paginationResponse(data, items.total, page.page, page.perPage),
    };
  }

  create(user: Creator, input: CreateListInput): Promise<UserList> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await enforceCreationQuota(user, 'lists.create', { one: 'list', many: 'lists' }, () =>
        lists.countByUser(user.id),
      );
      const titleIds = [...new Set(input.title_ids ?? [])];
      const existing = await lists.existingTitleIds(titleIds);
      if (existing.size !== titleIds.length) throw validationError({ title_ids: [TITLES_MISSING] });
      const now = nowIso();
      const list = await lists.create(
        user.id,
        {
          name: input.name,
          slug: slugify(input.name),
          description: input.description,
          public: input.public ? 1 : 0,
        },
        now,
      );
      await lists.appendItems(list.id, titleIds, now);
      await lists.touch(list.id, now);
      return (await lists.shown(list.id))!;
    });
  }

  update(userId: number, listId: number, input: UpdateListInput): Promise<UserList> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await this.ownedList(lists, userId, listId);
      await lists.update(
        listId,
        {
          ...(input.name !== undefined ? { name: input.name, slug: slugify(input.name) } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.public !== undefined
            ? { public: input.public ? (1 as const) : (0 as const) }
            : {}),
        },
        nowIso(),
      );
      return (await lists.shown(listId))!;
    });
  }

  delete(userId: number, listId: number): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await this.ownedList(lists, userId, listId);
      await lists.delete(listId);
    });
  }

  addItem(userId: number, listId: number, titleId: number): Promise<UserList> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await this.ownedList(lists, userId, listId);
      if (!(await lists.existingTitleIds([titleId])).size) throw notFound(TITLE_NOT_FOUND);
      if (await lists.hasItem(listId, titleId)) {
        throw validationError({ title_id: [TITLE_ALREADY_IN_LIST] });
      }
      const now = nowIso();
      await lists.appendItems(listId, [titleId], now);
      await lists.touch(listId, now);
      return (await lists.shown(listId))!;
    });
  }

  removeItem(userId: number, listId: number, titleId: number): Promise<UserList> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await this.ownedList(lists, userId, listId);
      if (!(await lists.removeItem(listId, titleId))) throw notFound(TITLE_NOT_IN_LIST);
      await lists.touch(listId, nowIso());
      return (await lists.shown(listId))!;
    });
  }

  /** Takes the full new order of the list's titles. */
  reorder(userId: number, listId: number, titleIds: number[]): Promise<UserList> {
    return this.db.transaction().execute(async (trx) => {
      const lists = new ListRepository(trx);
      await this.ownedList(lists, userId, listId);
      const current = await lists.itemTitleIds(listId);
      const given = new Set(titleIds);
      if (
        given.size !== titleIds.length ||
        given.size !== current.length ||
        current.some((id) => !given.has(id))
      ) {
        throw validationError({ title_ids: [REORDER_MISMATCH] });
      }
      await lists.reorder(listId, titleIds);
      await lists.touch(listId, nowIso());
      return (await lists.shown(listId))!;
    });
  }

  private visibleTo(list: ListRow, viewerId: number | null): boolean {
    return Boolean(list.public) || list.user_id === viewerId;
  }

  private async ownedList(lists: ListRepository, userId: number, listId: number) {
    const list = await lists.findById(listId);
    if (!list || !this.visibleTo(list, userId)) throw notFound(LIST_NOT_FOUND);
    if (list.user_id !== userId) throw forbidden();
    return list;
  }
}
