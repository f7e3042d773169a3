import type { TitleCard } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { loadTitleCards } from '../catalogue/title-cards';
import type { PageRequest } from './list-repository';
import { WatchlistRepository } from './watchlist-repository';

/** A member's watchlist: titles to watch later, the latest added first. */
export class WatchlistService {
  private readonly watchlist: WatchlistRepository;

  constructor(private readonly db: Db) {
    this.watchlist = new WatchlistRepository(db);
  }

  async page(userId: number, page: PageRequest): Promise<PaginationResponse<TitleCard>> {
    const { titleIds, total } = await this.watchlist.page(userId, page);
    const cards = await loadTitleCards(this.db, titleIds);
    return paginationResponse(cards, total, page.page, page.perPage);
  }

  /** Adding a title that is already there changes nothing. */
  async add(userId: number, titleId: number): Promise<void> {
    if (!(await this.watchlist.titleExists(titleId))) throw notFound('Title not found.');
    await this.watchlist.add(userId, titleId, nowIso());
  }

  remove(userId: number, titleId: number): Promise<void> {
    return this.watchlist.remove(userId, titleId);
  }
}
