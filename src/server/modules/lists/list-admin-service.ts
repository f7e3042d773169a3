import type { ListItem, UserList } from '@common/api/lists';
import { NotFoundError } from '../../domain/errors';
import type { Creator } from '../permissions';
import { toUserLists, type ListCardSources } from './list-cards';
import type { ListAdminQuery, ListAdminUpdateInput } from './list-admin-schema';
import { LIST_EDITOR_ITEMS } from './list-admin-schema';
import type { CreateListInput } from './list-schema';
import { LIST_NOT_FOUND, LIST_STAFF, type ListService } from './list-service';

/**
 * Lists in the admin (issue 15), the way staff lists work on Letterboxd or TMDB: the site's own
 * lists are made here (owned by the admin who makes them, credited to the site), and staff can
 * edit or delete any member's list. Every rule of a list (names, titles, order, counts) is the
 * member's ListService's, called as LIST_STAFF; this adds only what a member never does.
 */
export class ListAdminService {
  constructor(
    private readonly lists: ListService,
    private readonly sources: ListCardSources,
  ) {}

  async list(query: ListAdminQuery): Promise<{ rows: UserList[]; total: number }> {
    const { rows, total } = await this.sources.lists.adminPage(query);
    return { rows: await toUserLists(rows, this.sources), total };
  }

  async get(id: number): Promise<UserList> {
    const row = await this.sources.lists.findById(id);
    const [list] = row ? await toUserLists([row], this.sources) : [];
    if (!list) throw new NotFoundError(LIST_NOT_FOUND);
    return list;
  }

  create(admin: Creator, input: CreateListInput): Promise<UserList> {
    return this.lists.create(admin, input, LIST_STAFF);
  }

  update(id: number, input: ListAdminUpdateInput): Promise<UserList> {
    return this.lists.update(LIST_STAFF, id, input);
  }

  /** Deletes those of the lists that exist, with their items; NotFoundError when none does. */
  async delete(ids: number[]): Promise<void> {
    const deleted = await this.sources.lists.transaction((lists) => lists.deleteMany(ids));
    if (!deleted) throw new NotFoundError(LIST_NOT_FOUND);
  }

  /** The list's first LIST_EDITOR_ITEMS titles in list order, for the editor, and how many it has. */
  async items(id: number): Promise<{ items: ListItem[]; total: number }> {
    await this.get(id);
    const { rows, total } = await this.sources.lists.itemPage(id, {
      page: 1,
      perPage: LIST_EDITOR_ITEMS,
    });
    const cards = new Map(
      (await this.sources.catalogue.titleCards(rows.map((row) => row.title_id))).map((card) => [
        card.id,
        card,
      ]),
    );
    const items = rows.flatMap((row) => {
      const card = cards.get(row.title_id);
      return card ? [{ ...card, list_item_id: row.id, order: row.order }] : [];
    });
    return { items, total };
  }

  addItem(id: number, titleId: number): Promise<UserList> {
    return this.lists.addItem(LIST_STAFF, id, titleId);
  }

  removeItem(id: number, titleId: number): Promise<UserList> {
    return this.lists.removeItem(LIST_STAFF, id, titleId);
  }

  reorder(id: number, titleIds: number[]): Promise<UserList> {
    return this.lists.reorder(LIST_STAFF, id, titleIds);
  }
}
