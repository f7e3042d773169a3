import type { Taxonomy, TitleCard } from '@common/catalogue/catalogue-types';
import { Repository } from '../../db/transactions';
import type { EpisodeCard } from './catalogue-cards';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from './title-card-columns';

/** How many genres a card names. */
const CARD_GENRES = 3;

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
    const cards = new Map((await this.withGenres(rows)).map((card) => [card.id, card]));
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    });
  }

  /** Adds the genres to title rows selected with TITLE_CARD_COLUMNS (one extra query). */
  async withGenres(rows: TitleCardRow[]): Promise<TitleCard[]> {
    const genres = await this.genresOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      popularity: Number(row.popularity),
      rating: row.rating === null ? null : Number(row.rating),
      vote_count: Number(row.vote_count),
      genres: genres.get(row.id) ?? [],
    }));
  }

  /** The first genres of many titles in one query, keyed by title id, in display-name order. */
  private async genresOf(ids: number[]): Promise<Map<number, Taxonomy[]>> {
    const byTitle = new Map<number, Taxonomy[]>();
    if (!ids.length) return byTitle;
    const rows = await this.db
      .selectFrom('genre_title')
      .innerJoin('genres', 'genres.id', 'genre_title.genre_id')
      .select(['genre_title.title_id', 'genres.id', 'genres.name', 'genres.display_name'])
      .where('genre_title.title_id', 'in', ids)
      .orderBy('genres.display_name')
      .execute();
    for (const row of rows) {
      const list = byTitle.get(row.title_id) ?? [];
      if (list.length < CARD_GENRES) {
        list.push({ id: row.id, name: row.name, display_name: row.display_name });
      }
      byTitle.set(row.title_id, list);
    }
    return byTitle;
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
  async episodeSummaries(ids: number[]): Promise<Map<number, EpisodeCard>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('episodes')
      .select(['id', 'title_id', 'name', 'season_number', 'episode_number', 'poster'])
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
