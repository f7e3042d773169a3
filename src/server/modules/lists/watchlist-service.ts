import type { TitleCard } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import type { PageQuery } from './list-schema';
import type { WatchlistRepository } from './watchlist-repository';

export const WATCHLIST_TITLE_NOT_FOUND = 'Title not found.';

/** A member's watchlist: titles to watch later, the latest added first. */
export class WatchlistService {
  constructor(
    private readonly watchlist: WatchlistRepository,
    private readonly catalogue: Pick<CatalogueCardService, 'titleExists' | 'titleCards'>,
  ) {}

  async page(userId: number, page: PageQuery): Promise<PaginationResponse<TitleCard>> {
    const { rows, total } = await this.watchlist.page(userId, page);
    const cards = await this.catalogue.titleCards(rows.map((row) => row.title_id));
    return paginationResponse(cards, total, page.page, page.perPage);
  }

  /** Adding a title that is already there changes nothing. */
  async add(userId: number, titleId: number): Promise<void> {
    if (!(await this.catalogue.titleExists(titleId))) {
      throw new NotFoundError(WATCHLIST_TITLE_NOT_FOUND);
    }
    await this.watchlist.add(userId, titleId, nowIso());
  }

  /**
   * The members with the title on their watchlist, one page of ids at a time (in id order, the
   * next page after the last id of this one); an empty page ends it.
   */
  watcherIdsAfter(titleId: number, afterUserId: number, limit = 500): Promise<number[]> {
    return this.watchlist.watcherIdsAfter(titleId, afterUserId, limit);
  }

  remove(userId: number, titleId: number): Promise<void> {
    return this.watchlist.remove(userId, titleId);
  }
}
