import type { Insertable, Selectable, Updateable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { PeopleTable } from './people-tables';
import type { PersonAdminListQuery } from './person-admin-schema';

export type PersonAdminRow = Selectable<PeopleTable>;
export type PersonValues = Omit<Insertable<PeopleTable>, 'id' | 'created_at' | 'updated_at'>;

const LIST_COLUMNS = [
  'id',
  'name',
  'image',
  'known_for',
  'gender',
  'birth_date',
  'death_date',
  'popularity',
  'imdb_id',
  'created_at',
  'updated_at',
] as const;

/** The admin's reads and writes of people rows. */
export class PersonAdminRepository extends Repository {
  /**
   * One page of the list. `matchingIds` (the search index's answer to a name query) narrows
   * the rows; filters and order apply within them.
   */
  paginate(
    query: PersonAdminListQuery,
    matchingIds?: number[],
  ): Promise<{ rows: Pick<PersonAdminRow, (typeof LIST_COLUMNS)[number]>[]; total: number }> {
    let base = this.db.selectFrom('people');
    if (matchingIds) {
      base = base.where((eb) => (matchingIds.length ? eb('id', 'in', matchingIds) : eb.lit(false)));
    }
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    if (query.known_for) base = base.where('known_for', '=', query.known_for);
    if (query.gender) base = base.where('gender', '=', query.gender);
    return fetchPage(base, query, {
      columns: (select) => select.select(LIST_COLUMNS),
      caseInsensitive: ['name'],
    });
  }

  findById(id: number): Promise<PersonAdminRow | undefined> {
    return this.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(values: PersonValues, now: string): Promise<PersonAdminRow> {
    return this.db
      .insertInto('people')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: number,
    values: Updateable<PeopleTable>,
    now: string,
  ): Promise<PersonAdminRow | undefined> {
    return this.db
      .updateTable('people')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** The ids among the given that exist. */
  async existing(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('people').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  async deleteMany(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('people').where('id', 'in', ids).execute();
  }
}
