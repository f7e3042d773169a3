import type { TitleCard } from '@common/catalogue/catalogue-types';
import { Repository } from '../../db/transactions';
import type { EpisodeSummary } from './catalogue-cards';
import { TITLE_CARD_COLUMNS, withCardGenres } from './title-cards';

/** Reads of titles and episodes that other modules need in bulk, a fixed number of queries each. */
export class TitleCardRepository extends Repository {
  /** Title cards for the given ids in the order given (missing ids are skipped). */
  async cards(ids: number[]): Promise<TitleCard[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const rows = await this.db
      .selectFrom('titles')
      .select(TITLE_CARD_COLUMNS)
      .where('titles.id', 'in', unique)
      .execute();
    const cards = new Map((await withCardGenres(this.db, rows)).map((card) => [card.id, card]));
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    });
  }

  /** The plots of titles by id (a hero shows them beside the cards). */
  async plots(ids: number[]): Promise<Map<number, string | null>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('titles')
      .select(['id', 'plot'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.plot]));
  }

  /** Short episode descriptions (watch page, video lists) by id. */
  async episodeSummaries(ids: number[]): Promise<Map<number, EpisodeSummary>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('episodes')
      .select(['id', 'name', 'season_number', 'episode_number', 'poster'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  async titleExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('titles')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
