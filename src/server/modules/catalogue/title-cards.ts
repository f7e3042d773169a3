import type { Kysely } from 'kysely';
import type { Taxonomy, TitleCard } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';

/** The columns a title card shows; select them with `selectTitleCardColumns`. */
export const TITLE_CARD_COLUMNS = [
  'titles.id',
  'titles.type',
  'titles.name',
  'titles.year',
  'titles.release_date',
  'titles.poster',
  'titles.backdrop',
  'titles.rating',
  'titles.vote_count',
  'titles.rating_source',
  'titles.popularity',
  'titles.runtime',
] as const;

export type TitleCardRow = Omit<TitleCard, 'genres'>;

const CARD_GENRES = 3;

/** Genres of many titles in one query, keyed by title id, in display-name order. */
async function genresOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, Taxonomy[]>> {
  const byTitle = new Map<number, Taxonomy[]>();
  if (!ids.length) return byTitle;
  const rows = await db
    .selectFrom('genre_title')
    .innerJoin('genres', 'genres.id', 'genre_title.genre_id')
    .select(['genre_title.title_id', 'genres.id', 'genres.name', 'genres.display_name'])
    .where('genre_title.title_id', 'in', ids)
    .orderBy('genres.display_name')
    .execute();
  for (const row of rows) {
    const list = byTitle.get(row.title_id) ?? [];
    if (list.length < CARD_GENRES)
      list.push({ id: row.id, name: row.name, display_name: row.display_name });
    byTitle.set(row.title_id, list);
  }
  return byTitle;
}

/** Adds the genres to title rows already selected with TITLE_CARD_COLUMNS (one extra query). */
export async function withCardGenres(
  db: Kysely<Database>,
  rows: TitleCardRow[],
): Promise<TitleCard[]> {
  const genres = await genresOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    popularity: Number(row.popularity),
    rating: row.rating === null ? null : Number(row.rating),
    vote_count: Number(row.vote_count),
    genres: genres.get(row.id) ?? [],
  }));
}

/**
 * Title cards for the given ids in the order given (missing ids are skipped): two queries
 * whatever the number of ids. Other modules (channels, search, lists, profiles) use this.
 */
export async function loadTitleCards(db: Kysely<Database>, ids: number[]): Promise<TitleCard[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .selectFrom('titles')
    .select(TITLE_CARD_COLUMNS)
    .where('titles.id', 'in', unique)
    .execute();
  const cards = new Map((await withCardGenres(db, rows)).map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}

/** The plots of titles by id, in one query (a hero shows them beside the cards). */
export async function loadTitlePlots(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('titles')
    .select(['id', 'plot'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.plot]));
}
