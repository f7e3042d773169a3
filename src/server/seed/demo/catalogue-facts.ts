import type { Db } from '../../db/connection';
import type { AboutTitle } from './community-text';

/** What the news and community seeders know about a title, read back from the seeded catalogue. */
export interface TitleFacts extends AboutTitle {
  id: number;
  type: 'movie' | 'series';
  popularity: number;
  /** The title's own rating and its votes, and whose they are ('IMDb'; null for none named). */
  rating: number | null;
  voteCount: number;
  ratingSource: string | null;
  budget: number | null;
  revenue: number | null;
  status: string | null;
  seasonCount: number;
  /** Genre keys. */
  genres: string[];
}

/** The `limit` most popular titles with their first genre, director and top-billed star. */
export async function loadTitleFacts(db: Db, limit: number): Promise<TitleFacts[]> {
  const titles = await db
    .selectFrom('titles')
    .select([
      'id',
      'name',
      'year',
      'type',
      'popularity',
      'rating',
      'vote_count',
      'rating_source',
      'budget',
      'revenue',
      'status',
      'season_count',
    ])
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!titles.length) return [];
  const ids = titles.map((t) => t.id);
  const genres = await db
    .selectFrom('genre_title')
    .innerJoin('genres', 'genres.id', 'genre_title.genre_id')
    .select(['genre_title.title_id', 'genres.name', 'genres.display_name'])
    .where('genre_title.title_id', 'in', ids)
    .orderBy('genres.id')
    .execute();
  const credits = await db
    .selectFrom('credits')
    .innerJoin('people', 'people.id', 'credits.person_id')
    .select([
      'credits.title_id',
      'credits.department',
      'credits.character',
      'credits.order',
      'people.name',
    ])
    .where('credits.title_id', 'in', ids)
    .where('credits.creditable_type', '=', 'title')
    .where((eb) =>
      eb.or([
        eb('credits.department', '=', 'directing'),
        eb('credits.department', '=', 'creator'),
        eb.and([eb('credits.department', '=', 'cast'), eb('credits.order', '=', 0)]),
      ]),
    )
    .orderBy('credits.id')
    .execute();
  const byTitle = <T extends { title_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.title_id, [...(map.get(row.title_id) ?? []), row]);
    return map;
  };
  const genresOf = byTitle(genres);
  const creditsOf = byTitle(credits);
  return titles.map((title) => {
    const own = genresOf.get(title.id) ?? [];
    const mine = creditsOf.get(title.id) ?? [];
    const star = mine.find((c) => c.department === 'cast');
    const director = mine.find((c) => c.department === 'directing' || c.department === 'creator');
    return {
      id: title.id,
      name: title.name,
      year: title.year,
      type: title.type,
      popularity: Number(title.popularity),
      rating: title.rating === null ? null : Number(title.rating),
      voteCount: Number(title.vote_count),
      ratingSource: title.rating_source,
      budget: title.budget === null ? null : Number(title.budget),
      revenue: title.revenue === null ? null : Number(title.revenue),
      status: title.status,
      seasonCount: Number(title.season_count),
      genres: own.map((g) => g.name),
      genre: own[0]?.display_name ?? null,
      director: director?.name ?? null,
      star: star?.name ?? null,
      character: star?.character ?? null,
    };
  });
}
