import type { Kysely } from 'kysely';
import type { PersonCard } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';

export const PERSON_CARD_COLUMNS = [
  'people.id',
  'people.name',
  'people.image',
  'people.known_for',
  'people.popularity',
] as const;

export type PersonCardRow = Omit<PersonCard, 'known_for_titles'>;

const KNOWN_FOR_TITLES = 3;

/**
 * Adds each person's best-known titles (their most popular credited titles) to rows selected
 * with PERSON_CARD_COLUMNS, in one extra query.
 */
export async function withKnownForTitles(
  db: Kysely<Database>,
  rows: PersonCardRow[],
): Promise<PersonCard[]> {
  const ids = rows.map((row) => row.id);
  const byPerson = new Map<number, string[]>();
  if (ids.length) {
    const credits = await db
      .selectFrom('credits')
      .innerJoin('titles', 'titles.id', 'credits.title_id')
      .select(['credits.person_id', 'titles.id', 'titles.name', 'titles.popularity'])
      .distinct()
      .where('credits.person_id', 'in', ids)
      .where('credits.creditable_type', '=', 'title')
      .orderBy('titles.popularity', 'desc')
      .orderBy('titles.id')
      .execute();
    for (const credit of credits) {
      const names = byPerson.get(credit.person_id) ?? [];
      if (names.length < KNOWN_FOR_TITLES) names.push(credit.name);
      byPerson.set(credit.person_id, names);
    }
  }
  return rows.map((row) => ({
    ...row,
    popularity: Number(row.popularity),
    known_for_titles: byPerson.get(row.id) ?? [],
  }));
}

/** Person cards for the given ids in the order given (missing ids are skipped). */
export async function loadPersonCards(db: Kysely<Database>, ids: number[]): Promise<PersonCard[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .selectFrom('people')
    .select(PERSON_CARD_COLUMNS)
    .where('people.id', 'in', unique)
    .execute();
  const cards = new Map((await withKnownForTitles(db, rows)).map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}
