import type { Rating, TitleViewerState } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { loadTitleCards } from '../catalogue/title-cards';
import { ListService } from '../lists/list-service';
import { RatingRepository } from './rating-repository';

export interface PageRequest {
  page: number;
  perPage: number;
}

export const TITLE_NOT_FOUND = 'Title not found.';

/**
 * Members' ratings of titles (1–10). The title's own rating and vote count are its source's
 * (IMDb's) and do not move; the members' average comes from the reviews' rating distribution.
 */
export class RatingService {
  constructor(private readonly db: Db) {}

  rate(userId: number, titleId: number, rating: number): Promise<Rating> {
    return this.db.transaction().execute(async (trx) => {
      const ratings = new RatingRepository(trx);
      if (!(await ratings.titleExists(titleId))) throw notFound(TITLE_NOT_FOUND);
      const row = await ratings.set(userId, titleId, rating, nowIso());
      const [title] = await loadTitleCards(trx, [titleId]);
      return { id: row.id, rating: row.rating, created_at: row.created_at, title: title! };
    });
  }

  unrate(userId: number, titleId: number): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const ratings = new RatingRepository(trx);
      if (!(await ratings.titleExists(titleId))) throw notFound(TITLE_NOT_FOUND);
      await ratings.remove(userId, titleId);
    });
  }

  /** A member's ratings with their titles, newest first (profile pages). */
  async forUser(userId: number, page: PageRequest): Promise<PaginationResponse<Rating>> {
    const { rows, total } = await new RatingRepository(this.db).pageForUser(userId, page);
    const cards = new Map(
      (
        await loadTitleCards(
          this.db,
          rows.map((row) => row.title_id),
        )
      ).map((c) => [c.id, c]),
    );
    const data = rows.flatMap((row) => {
      const title = cards.get(row.title_id);
      return title ? [{ id: row.id, rating: row.rating, created_at: row.created_at, title }] : [];
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  async viewerState(userId: number, titleId: number): Promise<TitleViewerState> {
    const [state, lists] = await Promise.all([
      new RatingRepository(this.db).viewerState(userId, titleId),
      new ListService(this.db).holdingTitle(userId, titleId),
    ]);
    if (!state) throw notFound(TITLE_NOT_FOUND);
    return { ...state, ...lists };
  }
}
