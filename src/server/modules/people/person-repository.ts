import type { Selectable } from 'kysely';
import type { CreditPerson } from '@common/catalogue/catalogue-types';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { PeopleTable } from './people-tables';
import type { PersonOrder } from './person-schema';
import { idAtPosition } from '../../db/id-walk';

export type PersonRow = Selectable<PeopleTable>;

/** What a person card shows of the person's own row. */
export interface PersonCardRow {
  id: number;
  name: string;
  image: string | null;
  known_for: string | null;
  popularity: number;
}

const PERSON_CARD_COLUMNS = ['id', 'name', 'image', 'known_for', 'popularity'] as const;

const toCardRow = (row: Pick<PersonRow, (typeof PERSON_CARD_COLUMNS)[number]>): PersonCardRow => ({
  id: row.id,
  name: row.name,
  image: row.image,
  known_for: row.known_for,
  popularity: Number(row.popularity),
});

/** A person's address for the sitemap. */
export interface PersonAddressRow {
  id: number;
  name: string;
  updated_at: string;
}

export class PersonRepository extends Repository {
  findById(id: number): Promise<PersonRow | undefined> {
    return this.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('people')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Card rows of the given people, in no order. */
  async cardRows(ids: number[]): Promise<PersonCardRow[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('people')
      .select(PERSON_CARD_COLUMNS)
      .where('id', 'in', ids)
      .execute();
    return rows.map(toCardRow);
  }

  /**
   * Names and images of the given people (credits show them), in no order; one query for any
   * number of ids, none included.
   */
  summaries(ids: number[]): Promise<CreditPerson[]> {
    return this.db
      .selectFrom('people')
      .select(['id', 'name', 'image'])
      .where((eb) => (ids.length ? eb('id', 'in', ids) : eb.lit(false)))
      .execute();
  }

  /** One page of card rows in the given order (ties by id), and how many people there are. */
  async cardPage(
    order: PersonOrder,
    window: { page: number; perPage: number },
  ): Promise<{ rows: PersonCardRow[]; total: number }> {
    const [orderBy, orderDir] = order.split(':') as ['popularity' | 'name', 'asc' | 'desc'];
    const { rows, total } = await fetchPage<PersonRow>(this.db.selectFrom('people'), {
      ...window,
      orderBy,
      orderDir,
    });
    return { rows: rows.map(toCardRow), total };
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** The id at a position in id order, if there is one (where a sitemap file starts). */
  idAt(offset: number): Promise<number | undefined> {
    return idAtPosition(this.db, 'people', offset);
  }

  /** Up to `limit` people's addresses from id `fromId` on, in id order. */
  addresses(fromId: number, limit: number): Promise<PersonAddressRow[]> {
    return this.db
      .selectFrom('people')
      .select(['id', 'name', 'updated_at'])
      .where('id', '>=', fromId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
