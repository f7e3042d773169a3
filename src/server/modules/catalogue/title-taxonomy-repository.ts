import type { Taxonomy } from '@common/catalogue/catalogue-types';
import { Repository } from '../../db/transactions';

/** A title's three taxonomies: the table, its pivot and the pivot's key. */
const SETS = {
  genres: { table: 'genres', pivot: 'genre_title', key: 'genre_id' },
  keywords: { table: 'keywords', pivot: 'keyword_title', key: 'keyword_id' },
  countries: { table: 'production_countries', pivot: 'country_title', key: 'country_id' },
} as const;
export type TitleTaxonomyKind = keyof typeof SETS;
// the three have the same shape; queries are typed as genres and run on any of them
type Names = (typeof SETS)['genres'];
const namesOf = (kind: TitleTaxonomyKind) => SETS[kind] as Names;

/** The rows a title's genres, keywords and production countries are made of. */
export class TitleTaxonomyRepository extends Repository {
  /** Which of the ids exist. */
  async existingIds(kind: TitleTaxonomyKind, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom(namesOf(kind).table)
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The rows with these URL keys. */
  findByNames(kind: TitleTaxonomyKind, names: string[]): Promise<Taxonomy[]> {
    if (!names.length) return Promise.resolve([]);
    return this.db
      .selectFrom(namesOf(kind).table)
      .select(['id', 'name', 'display_name'])
      .where('name', 'in', names)
      .execute();
  }

  async createMany(
    kind: TitleTaxonomyKind,
    rows: Array<{ name: string; display_name: string }>,
    now: string,
  ): Promise<Taxonomy[]> {
    if (!rows.length) return [];
    return this.db
      .insertInto(namesOf(kind).table)
      .values(rows.map((row) => ({ ...row, created_at: now, updated_at: now })))
      .returning(['id', 'name', 'display_name'])
      .execute();
  }

  /** Makes the title's set exactly `ids`: removes the others, adds the missing. */
  async replace(kind: TitleTaxonomyKind, titleId: number, ids: number[]): Promise<void> {
    const { pivot, key } = namesOf(kind);
    let removal = this.db.deleteFrom(pivot).where('title_id', '=', titleId);
    if (ids.length) removal = removal.where(key, 'not in', ids);
    await removal.execute();
    if (!ids.length) return;
    const kept = await this.db
      .selectFrom(pivot)
      .select(key)
      .where('title_id', '=', titleId)
      .execute();
    const present = new Set(kept.map((row) => row[key]));
    const added = ids.filter((id) => !present.has(id));
    if (added.length) {
      await this.db
        .insertInto(pivot)
        .values(
          added.map(
            (id) => ({ title_id: titleId, [key]: id }) as { title_id: number; genre_id: number },
          ),
        )
        .execute();
    }
  }
}
