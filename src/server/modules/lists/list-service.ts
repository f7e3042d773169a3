import type { ListPageResponse, UserList } from '@common/api/lists';
import type { PaginationResponse } from '@common/http/responses';
import { slugify } from '@common/text/slugify';
import { nowIso } from '../../db/dialect';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import { enforceCreationQuota, type Creator } from '../permissions';
import { toUserLists, type ListCardSources } from './list-cards';
import type { Trx } from '../../db/transactions';
import type { ListRow } from './list-repository';
import type { CreateListInput, PageQuery, UpdateListInput } from './list-schema';
import type { WatchlistRepository } from './watchlist-repository';

export const LIST_NOT_FOUND = 'List not found.';
export const TITLE_NOT_FOUND = 'Title not found.';
export const TITLE_ALREADY_IN_LIST = 'This title is already in the list.';
export const TITLE_NOT_IN_LIST = 'This title is not in the list.';
export const TITLES_MISSING = 'Some of the selected titles do not exist.';
export const REORDER_MISMATCH = 'The title ids must name every title of the list exactly once.';

/**
 * Who changes a list: a member (by id), who may change only their own, or the site's staff
 * (the lists admin, permission lists.update), who may change any list, members' lists too.
 */
export type ListEditor = number | typeof LIST_STAFF;

/** A list's name and owner (comments on lists). */
export interface ListSummary {
  id: number;
  name: string;
  user_id: number;
}
export const LIST_STAFF = 'staff';

/** Workspace membership and roles, answered by the workspaces module (given in modules.ts). */
export interface ListWorkspaces {
  isMember(userId: number, workspaceId: number): Promise<boolean>;
  can(userId: number, workspaceId: number, permission: 'lists.update'): Promise<boolean>;
}

interface Dependencies extends ListCardSources {
  watchlist: WatchlistRepository;
  catalogue: Pick<CatalogueCardService, 'titleCards' | 'titleExists'>;
  workspaces: ListWorkspaces;
}

/**
 * Members' lists of titles. Only the owner sees a private list (others get 404) and only the
 * owner changes a list (others get 403, or 404 when it is private). A list made in a workspace
 * is seen by its members too, and changed by its creator or a member with the workspace's
 * lists.update. items_count and updated_at follow every change of the items, in the same
 * transaction. Who may change a list is settled before a write's transaction starts (the
 * workspaces answer on their own connection), and so are the titles, checked through the
 * catalogue, whose verdict is applied inside, in the order of checks.
 */
export class ListService {
  constructor(private readonly deps: Dependencies) {}

  /** The viewer's own lists, or another member's public ones. */
  async forUser(
    userId: number,
    viewerId: number | null,
    page: PageQuery,
  ): Promise<PaginationResponse<UserList>> {
    const { rows, total } = await this.deps.lists.pageForUser(userId, userId !== viewerId, page);
    return paginationResponse(await this.cards(rows), total, page.page, page.perPage);
  }

  /** GET lists in a workspace (spec 7.1's workspaceId): its lists, for its members only. */
  async forWorkspace(
    userId: number,
    workspaceId: number,
    page: PageQuery,
  ): Promise<PaginationResponse<UserList>> {
    if (!(await this.deps.workspaces.isMember(userId, workspaceId))) throw new ForbiddenError();
    const { rows, total } = await this.deps.lists.pageForWorkspace(workspaceId, page);
    return paginationResponse(await this.cards(rows), total, page.page, page.perPage);
  }

  /** Deleting a workspace gives its lists back to their creators, in the caller's transaction. */
  async returnToCreators(workspaceId: number, trx: Trx): Promise<void> {
    await this.deps.lists.bound(trx).leaveWorkspace(workspaceId);
  }

  /** How many lists a member has (only the public ones unless the viewer is the member). */
  countForUser(userId: number, viewerId: number | null): Promise<number> {
    return this.deps.lists.countByUser(userId, userId !== viewerId);
  }

  /** Where the user keeps a title: their watchlist, and which of their lists hold it. */
  async holdingTitle(
    userId: number,
    titleId: number,
  ): Promise<{ in_watchlist: boolean; list_ids: number[] }> {
    const [inWatchlist, listIds] = await Promise.all([
      this.deps.watchlist.contains(userId, titleId),
      this.deps.lists.idsHoldingTitle(userId, titleId),
    ]);
    return { in_watchlist: inWatchlist, list_ids: listIds };
  }

  /**
   * The public lists among these ids with their names and owners, by id, in one query: what
   * comments on lists are written on, and whose list it is.
   */
  async publicSummaries(ids: number[]): Promise<Map<number, ListSummary>> {
    const rows = await this.deps.lists.publicByIds(ids);
    return new Map(
      rows.map((row) => [row.id, { id: row.id, name: row.name, user_id: row.user_id }]),
    );
  }

  /** GET lists/{slugOrId}: a number is an id, anything else a slug. */
  async show(
    slugOrId: string,
    viewerId: number | null,
    page: PageQuery,
  ): Promise<ListPageResponse> {
    const { lists, catalogue } = this.deps;
    const row = /^\d{1,9}$/.test(slugOrId)
      ? await lists.findById(Number(slugOrId))
      : await lists.findBySlug(slugOrId, viewerId);
    if (!row || !(await this.visibleTo(row, viewerId))) throw new NotFoundError(LIST_NOT_FOUND);
    const [[list], items] = await Promise.all([this.cards([row]), lists.itemPage(row.id, page)]);
    const cards = new Map(
      (await catalogue.titleCards(items.rows.map((item) => item.title_id))).map((card) => [
        card.id,
        card,
      ]),
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

  /**
   * A member's new list, or (with LIST_STAFF) one of the site's own lists, owned by the admin
   * who makes it and free of the member's creation quota.
   */
  async create(
    user: Creator,
    input: CreateListInput,
    editor: ListEditor = user.id,
    workspaceId = 0,
  ): Promise<UserList> {
    if (!(await this.deps.workspaces.isMember(user.id, workspaceId))) throw new ForbiddenError();
    const titleIds = [...new Set(input.title_ids ?? [])];
    const allExist = (await this.existingTitles(titleIds)).size === titleIds.length;
    const site = editor === LIST_STAFF;
    const id = await this.deps.lists.transaction(async (lists) => {
      if (!site) {
        await enforceCreationQuota(user, 'lists.create', { one: 'list', many: 'lists' }, () =>
          lists.countByUser(user.id),
        );
      }
      if (!allExist) throw new InvalidError({ title_ids: [TITLES_MISSING] });
      const now = nowIso();
      const list = await lists.create(
        user.id,
        {
          name: input.name,
          slug: slugify(input.name),
          description: input.description,
          public: input.public ? 1 : 0,
          site: site ? 1 : 0,
          workspace_id: workspaceId,
        },
        now,
      );
      await lists.appendItems(list.id, titleIds, now);
      await lists.touch(list.id, now);
      return list.id;
    });
    return this.shown(id);
  }

  /** `site` (the admin's only) makes a list one of the site's own, or a member's again. */
  async update(
    userId: ListEditor,
    listId: number,
    input: UpdateListInput & { site?: boolean },
  ): Promise<UserList> {
    await this.editableList(userId, listId);
    await this.deps.lists.transaction(async (lists) => {
      await lists.update(
        listId,
        {
          ...(input.name !== undefined ? { name: input.name, slug: slugify(input.name) } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.public !== undefined
            ? { public: input.public ? (1 as const) : (0 as const) }
            : {}),
          ...(input.site !== undefined ? { site: input.site ? (1 as const) : (0 as const) } : {}),
        },
        nowIso(),
      );
    });
    return this.shown(listId);
  }

  async delete(userId: ListEditor, listId: number): Promise<void> {
    await this.editableList(userId, listId);
    await this.deps.lists.transaction((lists) => lists.delete(listId));
  }

  async addItem(userId: ListEditor, listId: number, titleId: number): Promise<UserList> {
    const titleExists = await this.deps.catalogue.titleExists(titleId);
    await this.editableList(userId, listId);
    await this.deps.lists.transaction(async (lists) => {
      if (!titleExists) throw new NotFoundError(TITLE_NOT_FOUND);
      if (await lists.hasItem(listId, titleId)) {
        throw new InvalidError({ title_id: [TITLE_ALREADY_IN_LIST] });
      }
      const now = nowIso();
      await lists.appendItems(listId, [titleId], now);
      await lists.touch(listId, now);
    });
    return this.shown(listId);
  }

  async removeItem(userId: ListEditor, listId: number, titleId: number): Promise<UserList> {
    await this.editableList(userId, listId);
    await this.deps.lists.transaction(async (lists) => {
      if (!(await lists.removeItem(listId, titleId))) throw new NotFoundError(TITLE_NOT_IN_LIST);
      await lists.touch(listId, nowIso());
    });
    return this.shown(listId);
  }

  /** Takes the full new order of the list's titles. */
  async reorder(userId: ListEditor, listId: number, titleIds: number[]): Promise<UserList> {
    await this.editableList(userId, listId);
    await this.deps.lists.transaction(async (lists) => {
      const current = await lists.itemTitleIds(listId);
      const given = new Set(titleIds);
      if (
        given.size !== titleIds.length ||
        given.size !== current.length ||
        current.some((id) => !given.has(id))
      ) {
        throw new InvalidError({ title_ids: [REORDER_MISMATCH] });
      }
      await lists.reorder(listId, titleIds);
      await lists.touch(listId, nowIso());
    });
    return this.shown(listId);
  }

  /** A list as a card, once the transaction that changed it is over. */
  private async shown(listId: number): Promise<UserList> {
    const row = await this.deps.lists.findById(listId);
    const [list] = row ? await this.cards([row]) : [];
    if (!list) throw new NotFoundError(LIST_NOT_FOUND);
    return list;
  }

  private cards(rows: ListRow[]): Promise<UserList[]> {
    return toUserLists(rows, this.deps);
  }

  /** Which of these ids are titles (one catalogue call). */
  private async existingTitles(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    return new Set((await this.deps.catalogue.titleCards(ids)).map((card) => card.id));
  }

  private async visibleTo(list: ListRow, viewerId: number | null): Promise<boolean> {
    if (list.public || list.user_id === viewerId) return true;
    return (
      viewerId !== null &&
      list.workspace_id !== 0 &&
      this.deps.workspaces.isMember(viewerId, list.workspace_id)
    );
  }

  /**
   * The list when the editor may change it: staff any, a member their own or, in a workspace,
   * any with its lists.update. Read before the write's transaction, since the workspace answer
   * comes from another module's connection.
   */
  private async editableList(userId: ListEditor, listId: number): Promise<ListRow> {
    const list = await this.deps.lists.findById(listId);
    if (list && userId === LIST_STAFF) return list;
    if (!list || userId === LIST_STAFF || !(await this.visibleTo(list, userId))) {
      throw new NotFoundError(LIST_NOT_FOUND);
    }
    if (list.user_id === userId) return list;
    if (
      list.workspace_id &&
      (await this.deps.workspaces.can(userId, list.workspace_id, 'lists.update'))
    ) {
      return list;
    }
    throw new ForbiddenError();
  }
}
